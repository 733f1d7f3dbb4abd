import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import {
  sandboxAccounts,
  sandboxPaymentIntents,
  sandboxTransfers,
} from '@/server/db/schema/sandbox-payments';
import type { Clock } from '@/server/lib/clock';
import {
  BadWebhookSignature,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from './payment-provider';
import { sandboxCardOutcome, type CardInput } from './sandbox-cards';

/** Like Stripe's: the same account number, however it is spaced or cased, the same print. */
function bankFingerprint(bankAccount: string): string {
  const normalized = bankAccount.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(normalized).digest('base64url').slice(0, 16);
}

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * Stripe's test mode inside the app: intents wait for a card, the test card numbers decide,
 * connected accounts finish onboarding on a page of the app, transfers always go through.
 */
export function createSandboxProvider(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;

  const toIntent = (row: typeof sandboxPaymentIntents.$inferSelect): ProviderPaymentIntent => ({
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    userId: row.userId,
  });

  const findIntent = (intentId: string) =>
    db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId))
      .then((rows) => rows[0]);

  const findAccount = (accountId: string) =>
    db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, accountId))
      .then((rows) => rows[0]);

  const provider: PaymentProvider = {
    name: 'sandbox',
    publishableKey: null,

    async createPaymentIntent({ amountCents, userId }) {
      const intentId = id('pi');
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id: intentId,
          clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          amountCents,
          currency: 'eur',
          userId,
          status: 'requires_payment_method',
        })
        .returning();
      return toIntent(row!);
    },

    async retrievePaymentIntent(intentId) {
      const row = await findIntent(intentId);
      return row ? toIntent(row) : null;
    },

    async createAccount({ userId }) {
      const [row] = await db
        .insert(sandboxAccounts)
        .values({ id: id('acct'), userId })
        .returning();
      return { id: row!.id };
    },

    async retrieveAccount(accountId) {
      const row = await findAccount(accountId);
      if (!row) throw new Error(`unknown sandbox account ${accountId}`);
      return {
        id: row.id,
        payoutsEnabled: row.payoutsEnabled,
        requirementsCurrentlyDue: row.payoutsEnabled
          ? []
          : ['external_account', 'individual.verification.document'],
        destinationFingerprints: row.bankFingerprint ? [row.bankFingerprint] : [],
      };
    },

    async createAccountLink(accountId) {
      return `${deps.publicUrl}/sandbox/onboarding?account=${encodeURIComponent(accountId)}`;
    },

    async createTransfer({ amountCents, destination, idempotencyKey }) {
      try {
        const [row] = await db
          .insert(sandboxTransfers)
          .values({ id: id('tr'), idempotencyKey, destination, amountCents })
          .returning();
        return { id: row!.id };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A retry with the same key answers the first transfer, as Stripe does.
        const [row] = await db
          .select()
          .from(sandboxTransfers)
          .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey));
        return { id: row!.id };
      }
    },

    async findTransfer(idempotencyKey) {
      const [row] = await db
        .select({ id: sandboxTransfers.id })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    parseWebhook() {
      throw new BadWebhookSignature('the sandbox sends no webhooks');
    },
  };

  return {
    ...provider,

    /** The card form's call: the test card decides the outcome, once. */
    async confirmWithCard(intentId: string, userId: number, card: CardInput) {
      const intent = await findIntent(intentId);
      if (!intent || intent.userId !== userId) return null;
      if (intent.status === 'succeeded') return { status: 'succeeded' as const, error: null };
      const declined = sandboxCardOutcome(card, clock.now());
      const status = declined ? ('requires_payment_method' as const) : ('succeeded' as const);
      await db
        .update(sandboxPaymentIntents)
        .set({ status, lastError: declined })
        .where(eq(sandboxPaymentIntents.id, intentId));
      return { status, error: declined };
    },

    /**
     * The onboarding page's call: the account can now receive payouts, to the bank account it
     * names (Stripe's hosted onboarding asks for one). Without one, the account gets a bank
     * account of its own that no other shares.
     */
    async completeOnboarding(
      accountId: string,
      userId: number,
      bankAccount?: string,
    ): Promise<boolean> {
      const account = await findAccount(accountId);
      if (!account || account.userId !== userId) return false;
      await db
        .update(sandboxAccounts)
        .set({ payoutsEnabled: true, bankFingerprint: bankFingerprint(bankAccount ?? accountId) })
        .where(eq(sandboxAccounts.id, accountId));
      return true;
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
