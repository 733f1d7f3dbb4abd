import Stripe from 'stripe';
import {
  BadWebhookSignature,
  TransferFailed,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from './payment-provider';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** Only for tests: a local stand-in of Stripe's API. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
};

function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const userId = Number(intent.metadata?.userId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.apiBase ?? {}),
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createPaymentIntent({ amountCents, userId, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'eur',
          metadata: { userId: String(userId) },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrievePaymentIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },

    async createAccount({ userId, email }) {
      const account = await stripe.accounts.create({
        type: 'express',
        ...(email ? { email } : {}),
        metadata: { userId: String(userId) },
        capabilities: { transfers: { requested: true } },
      });
      return { id: account.id };
    },

    async retrieveAccount(id) {
      const account = await stripe.accounts.retrieve(id);
      return {
        id: account.id,
        payoutsEnabled: account.payouts_enabled ?? false,
        requirementsCurrentlyDue: account.requirements?.currently_due ?? [],
        // Listed for the platform's own (Express) accounts; each bank account or card has one.
        destinationFingerprints: (account.external_accounts?.data ?? []).flatMap((external) =>
          external.fingerprint ? [external.fingerprint] : [],
        ),
      };
    },

    async createAccountLink(id, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: id,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async createTransfer({ amountCents, destination, idempotencyKey }) {
      try {
        const transfer = await stripe.transfers.create(
          { amount: amountCents, currency: 'eur', destination },
          { idempotencyKey },
        );
        return { id: transfer.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeConnectionError') {
          throw new TransferFailed(error.message);
        }
        throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new BadWebhookSignature('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new BadWebhookSignature(error instanceof Error ? error.message : 'bad signature');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null,
      };
    },
  };
}
