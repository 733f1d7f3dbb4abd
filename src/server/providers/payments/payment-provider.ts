/**
 * The payment provider, as the app needs it: top-ups by card, connected accounts for payouts,
 * transfers to them, and signed webhooks. `sandbox` behaves like Stripe's test mode inside the
 * app; `stripe` is the official SDK (ARCHITECTURE §4).
 */
export type ProviderPaymentIntent = {
  id: string;
  clientSecret: string;
  /** Stripe's statuses; only 'succeeded' means the money is there. */
  status: string;
  amountCents: number;
  currency: string;
  /** The app user who started it, from the intent's metadata. */
  userId: number | null;
};

export type ProviderAccount = {
  id: string;
  payoutsEnabled: boolean;
  requirementsCurrentlyDue: string[];
  /**
   * The provider's fingerprints of the bank accounts (or debit cards) payouts go to: the same
   * bank account on two connected accounts has the same fingerprint (decision 012).
   */
  destinationFingerprints: string[];
};

export type ProviderEvent = { id: string; type: string; paymentIntentId: string | null };

export class TransferFailed extends Error {}
export class BadWebhookSignature extends Error {}

export type PaymentProvider = {
  name: 'sandbox' | 'stripe';
  /** For Stripe Elements in the browser; null for the sandbox. */
  publishableKey: string | null;
  createPaymentIntent(input: {
    amountCents: number;
    userId: number;
    idempotencyKey: string;
  }): Promise<ProviderPaymentIntent>;
  /** The provider's truth about an intent, or null when it does not know it. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  createAccount(input: { userId: number; email: string | null }): Promise<{ id: string }>;
  retrieveAccount(id: string): Promise<ProviderAccount>;
  createAccountLink(id: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /**
   * Pays out; the same idempotency key never pays twice. Throws TransferFailed when refused;
   * anything else thrown leaves it unknown whether the transfer was made.
   */
  createTransfer(input: {
    amountCents: number;
    destination: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /**
   * The transfer made under that idempotency key, or null when none was: what a retry reads
   * first, since a provider keeps its keys for a day only (Stripe: 24 hours).
   */
  findTransfer(idempotencyKey: string): Promise<{ id: string } | null>;
  /** Verifies the signature over the raw body; throws BadWebhookSignature when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
};
