import { z } from 'zod';
import { withShapes, type ShapeTable } from './endpoint';
import {
  walletApi as walletRoutes,
  paymentsApi as paymentsRoutes,
  sandboxApi as sandboxRoutes,
} from './endpoints/wallet';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, WITHDRAWAL_MIN_CENTS } from '../rules/pricing';
import { MAX_REWARD_EUROS } from '../rules/messages';
import { fieldSays, label } from './field-says';
import type { SaidMessage } from '../errors';

/** Beyond any wallet: larger amounts are refused before they reach cents arithmetic. */
const MAX_EUROS = 10_000_000;

const euros = (what: SaidMessage) =>
  z
    .number(fieldSays('server_field_not_a_number', { label: what }))
    .max(MAX_EUROS, fieldSays('server_field_beyond_any_wallet', { label: what }))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: fieldSays('server_field_whole_cents', { label: what }),
    });

/** A money reward not yet withdrawable (decision 012). */
export const pendingRewardSchema = z.object({
  amount: z.number(),
  /** When it becomes withdrawable; null while it waits for a review instead. */
  releasesAt: z.string().nullable(),
  underReview: z.boolean(),
});
export type PendingReward = z.infer<typeof pendingRewardSchema>;

/** All amounts in euros with 2 decimals; the server keeps integer cents. */
export const walletSchema = z.object({
  /** Spendable + withdrawable + in-app credits: what can be spent now. */
  balance: z.number(),
  withdrawableBalance: z.number(),
  underprintRewards: z.number(),
  /** Rewards waiting for their holding period or a review: neither spendable nor withdrawable. */
  pendingBalance: z.number(),
  /** The pending rewards, the soonest release first (at most 50). */
  pendingRewards: z.array(pendingRewardSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  /** What moved (e.g. 'discovery_limit', 'top_up'): the web words the line from it and `params`. */
  kind: z.string(),
  /** English words, for other clients and for a kind the web does not know. */
  description: z.string(),
  /** The kind's parameters, e.g. `{ scans: 5, purchase: 'limit' }`; `{}` on older rows. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Euros; positive into the wallet, negative out of it. */
  amount: z.number(),
  status: z.enum(['completed', 'pending', 'failed']),
  createdAt: z.string(),
});
export const transactionsSchema = z.array(transactionSchema);
export type Transaction = z.infer<typeof transactionSchema>;

export const scanPricingSchema = z.object({
  tiers: z.array(z.object({ scans: z.number().int(), price: z.number() })),
  freeDiscoveriesPerDay: z.number().int(),
});
export type ScanPricing = z.infer<typeof scanPricingSchema>;

export const pricingCheckBodySchema = z.object({
  requestedScans: z.number().int().min(1).max(1_000_000),
  /** The reward total the message would carry, euros; it is paid into escrow at creation. */
  // Bounds with their own words: the schema's message is for a value that is not a number.
  rewardAmount: euros(label('server_label_reward_amount'))
    .min(0, fieldSays('server_field_reward_negative'))
    .max(MAX_REWARD_EUROS, fieldSays('server_field_reward_too_large', { max: MAX_REWARD_EUROS }))
    .optional(),
});
export type PricingCheckBody = z.input<typeof pricingCheckBodySchema>;

export const pricingCheckSchema = z.object({
  canCreate: z.boolean(),
  /** The discovery limit's price, euros (0 when free). */
  cost: z.number(),
  /** Cost plus the reward escrow. */
  totalCharge: z.number(),
  currentBalance: z.number(),
  isFree: z.boolean(),
});
export type PricingCheck = z.infer<typeof pricingCheckSchema>;

export const reactivateBodySchema = z.object({
  /** Discoveries to add to the message's limit. */
  additionalScans: z.number().int().min(1).max(1_000_000),
  /**
   * A retry of the same purchase sends the same id, so it is charged once (a press whose answer
   * was lost, pressed again). The same id for another message or number of discoveries: 409.
   */
  requestId: z.string().min(8).max(100).optional(),
});
export type ReactivateBody = z.input<typeof reactivateBodySchema>;

export const createPaymentIntentBodySchema = z.object({
  amount: euros(label('server_label_amount'))
    .min(
      TOP_UP_MIN_CENTS / 100,
      fieldSays('server_field_top_up_too_small', { minCents: TOP_UP_MIN_CENTS }),
    )
    .max(
      TOP_UP_MAX_CENTS / 100,
      fieldSays('server_field_top_up_too_large', { maxCents: TOP_UP_MAX_CENTS }),
    ),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Which card form the client shows: the in-app sandbox one or Stripe Elements. */
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentSchema>;

export const confirmPaymentBodySchema = z.object({ paymentIntentId: z.string().min(1).max(255) });
export const confirmPaymentSchema = z.object({
  alreadyProcessed: z.boolean(),
  /** Euros credited by this payment. */
  amount: z.number(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentSchema>;

export const sandboxConfirmBodySchema = z.object({
  cardNumber: z.string().min(12).max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, fieldSays('server_field_cvc')),
});
export type SandboxConfirmBody = z.input<typeof sandboxConfirmBodySchema>;
export const sandboxConfirmSchema = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  /** Why a card was declined, as the provider says it. */
  error: z.string().nullable(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmSchema>;

export const accountStatusSchema = z.object({
  hasAccount: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirementsCurrentlyDue: z.array(z.string()),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const connectAccountSchema = z.object({ onboardingComplete: z.boolean() });
export const sandboxOnboardingSchema = z.object({ payoutsEnabled: z.literal(true) });
/** The bank account payouts go to, as Stripe's onboarding asks; absent, one of its own. */
export const sandboxOnboardingBodySchema = z
  .object({
    bankAccount: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9 -]{8,42}$/,
        'Enter a bank account number (IBAN) of 8 to 42 letters and digits',
      )
      .optional(),
  })
  // Callers before decision 012 send no body at all.
  .nullish();
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
export const onboardingLinkSchema = z.object({ url: z.string() });

export const withdrawBodySchema = z.object({
  amount: euros(label('server_label_amount')).min(
    WITHDRAWAL_MIN_CENTS / 100,
    fieldSays('server_field_withdrawal_minimum', { minCents: WITHDRAWAL_MIN_CENTS }),
  ),
  /** A retry of the same withdrawal sends the same id, so it is paid once. */
  requestId: z.string().min(8).max(100).optional(),
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;
export const withdrawSchema = z.object({ amount: z.number(), transferId: z.string() });
export type WithdrawResponse = z.infer<typeof withdrawSchema>;

export const sandboxIntentParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The schemas of each operation in endpoints/wallet.ts: what the server validates with. */
export const walletShapes = {
  wallet: {
    reply: { 200: walletSchema },
  },
  transactions: {
    reply: { 200: transactionsSchema },
  },
  pricing: {
    reply: { 200: scanPricingSchema },
  },
  checkPricing: {
    body: pricingCheckBodySchema,
    reply: { 200: pricingCheckSchema },
  },
} satisfies ShapeTable;

export const walletApi = withShapes(walletRoutes, walletShapes);

/** The schemas of each operation in endpoints/wallet.ts: what the server validates with. */
export const paymentsShapes = {
  createPaymentIntent: {
    body: createPaymentIntentBodySchema,
    reply: { 200: paymentIntentSchema },
  },
  confirmPayment: {
    body: confirmPaymentBodySchema,
    reply: { 200: confirmPaymentSchema },
  },
  accountStatus: {
    reply: { 200: accountStatusSchema },
  },
  connectAccount: {
    reply: { 200: connectAccountSchema },
  },
  onboardingLink: {
    reply: { 200: onboardingLinkSchema },
  },
  withdraw: {
    body: withdrawBodySchema,
    reply: { 200: withdrawSchema },
  },
  webhook: {
    rawBody: true,
    reply: { 200: webhookReceivedSchema },
  },
} satisfies ShapeTable;

export const paymentsApi = withShapes(paymentsRoutes, paymentsShapes);

/** The schemas of each operation in endpoints/wallet.ts: what the server validates with. */
export const sandboxShapes = {
  confirmCard: {
    params: sandboxIntentParamsSchema,
    body: sandboxConfirmBodySchema,
    reply: { 200: sandboxConfirmSchema },
  },
  completeOnboarding: {
    params: sandboxIntentParamsSchema,
    body: sandboxOnboardingBodySchema,
    reply: { 200: sandboxOnboardingSchema },
  },
} satisfies ShapeTable;

/** The sandbox provider's own calls, standing in for what Stripe.js and Stripe's pages do. */
export const sandboxApi = withShapes(sandboxRoutes, sandboxShapes);
