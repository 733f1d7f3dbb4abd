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
    // One transfer call, its two retries included, ends well inside the withdrawal's lease
    // (payments.service.ts): 20 s per try instead of the SDK's 80.
    timeout: 20_000,
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
        // The key names the transfer's group too, which findTransfer looks up after Stripe
        // has forgotten the key.
        const transfer = await stripe.transfers.create(
          { amount: amountCents, currency: 'eur', destination, transfer_group: idempotencyKey },
          { idempotencyKey },
        );
        return { id: transfer.id };
      } catch (error) {
        if (isRefusal(error)) throw new TransferFailed(error.message);
        throw error;
      }
    },

    async findTransfer(idempotencyKey) {
      const found = await stripe.transfers.list({ transfer_group: idempotencyKey, limit: 1 });
      const [transfer] = found.data;
      return transfer ? { id: transfer.id } : null;
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

/**
 * Stripe's word that it made nothing: a 4xx about the request itself. Not a lost connection, a
 * 5xx, a rate limit (429), a key in use by a concurrent call (409), or a key first used with
 * other parameters (an idempotency error, 400: a transfer asked for before transfer_group was
 * sent): after those the transfer may exist, and reversing the debit could pay it twice.
 */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error.type === 'StripeIdempotencyError') return false;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}
