import { randomBytes } from 'node:crypto';
import type {
  AccountStatus,
  ConfirmPaymentResponse,
  PaymentIntentResponse,
  WithdrawResponse,
} from '@/shared/contract/wallet';
import { centsToEuros } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import {
  BadWebhookSignature,
  TransferFailed,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from '@/server/providers/payments/payment-provider';
import { assertCan } from './payments.policy';
import * as repo from './payments.repository';

type Deps = {
  db: Db;
  provider: PaymentProvider;
  wallet: Pick<
    WalletService,
    'creditTopUp' | 'debitWithdrawal' | 'reverseWithdrawal' | 'releasedToRecheck' | 'recallHold'
  >;
  publicUrl: string;
};

export function createPaymentsService(deps: Deps) {
  const { db, provider, wallet } = deps;

  /** Credits an intent the provider says is paid; the client's word is never proof. */
  async function creditIfPaid(intent: ProviderPaymentIntent): Promise<ConfirmPaymentResponse> {
    if (intent.status !== 'succeeded') {
      throw new AppError('CONFLICT', say('server_payment_been_completed'));
    }
    if (intent.currency !== 'eur' || intent.userId === null) {
      throw new AppError('BAD_REQUEST', say('server_payment_was_made_underprint'));
    }
    const { duplicate } = await wallet.creditTopUp({
      paymentIntentId: intent.id,
      userId: intent.userId,
      amountCents: intent.amountCents,
    });
    return { alreadyProcessed: duplicate, amount: centsToEuros(intent.amountCents) };
  }

  /**
   * What the provider's word that an intent succeeded does (its webhook, or the sandbox
   * standing in for one): the intent is read again and credited once, whether or not the
   * client's own confirmation ever arrives (a reload, a lost connection).
   */
  async function paymentSucceeded(paymentIntentId: string): Promise<void> {
    const intent = await provider.retrievePaymentIntent(paymentIntentId);
    if (intent?.status === 'succeeded' && intent.userId !== null) await creditIfPaid(intent);
  }

  async function payoutAccount(user: UserRow) {
    const existing = await repo.findPayoutAccount(db, user.id);
    if (existing) return existing.providerAccountId;
    const account = await provider.createAccount({ userId: user.id, email: user.email });
    await repo.insertPayoutAccount(db, user.id, account.id);
    // A parallel call may have stored its own first: use whichever won.
    return (await repo.findPayoutAccount(db, user.id))!.providerAccountId;
  }

  /** Where a user's payouts go: their connected account and its bank fingerprints, or null. */
  async function payoutDestination(userId: number) {
    const account = await repo.findPayoutAccount(db, userId);
    if (!account) return null;
    const { destinationFingerprints } = await provider.retrieveAccount(account.providerAccountId);
    return { accountId: account.providerAccountId, fingerprints: destinationFingerprints };
  }

  type Destination = Awaited<ReturnType<typeof payoutDestination>>;

  /**
   * The same place (decision 012): the same connected account, or connected accounts that
   * share a bank account by the provider's fingerprint.
   */
  function samePlace(a: Destination, b: Destination): boolean {
    if (!a || !b) return false;
    if (a.accountId === b.accountId) return true;
    return a.fingerprints.some((print) => b.fingerprints.includes(print));
  }

  /**
   * Whether two users' payouts go to the same place. Asked outside any transaction (it may
   * call the provider).
   */
  async function sharePayoutDestination(userA: number, userB: number): Promise<boolean> {
    const [a, b] = await Promise.all([payoutDestination(userA), payoutDestination(userB)]);
    return samePlace(a, b);
  }

  /**
   * The release job checks the payout accounts once, when a reward is released; a finder with
   * no payout account then could link the creator's bank account afterwards and withdraw. So
   * each withdrawal looks again at the rewards released to its user lately, and takes back for
   * the office's review those whose creator now pays out to the same place (decision 012).
   * The finder's destination is read once, each creator's once.
   */
  async function recallSharedRewards(finderId: number): Promise<void> {
    const released = await wallet.releasedToRecheck(finderId);
    if (released.length === 0) return;
    const finder = await payoutDestination(finderId);
    const creators = [...new Set(released.map((hold) => hold.creatorId))];
    for (const creatorId of creators) {
      if (!samePlace(finder, await payoutDestination(creatorId))) continue;
      for (const hold of released) {
        if (hold.creatorId === creatorId) await wallet.recallHold(hold.id, finderId);
      }
    }
  }

  return {
    async createIntent(user: UserRow, amountCents: number): Promise<PaymentIntentResponse> {
      const intent = await provider.createPaymentIntent({
        amountCents,
        userId: user.id,
        idempotencyKey: `intent:${randomBytes(16).toString('hex')}`,
      });
      await repo.recordPaymentIntent(db, intent.id, user.id, amountCents);
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        provider: provider.name,
        publishableKey: provider.publishableKey,
      };
    },

    async confirm(user: UserRow, paymentIntentId: string): Promise<ConfirmPaymentResponse> {
      const intent = await provider.retrievePaymentIntent(paymentIntentId);
      assertCan(user, 'confirm', intent);
      return creditIfPaid(intent);
    },

    /** The provider's webhook: trusts only the ids in it and re-reads the intent. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof BadWebhookSignature) {
          throw new AppError('BAD_REQUEST', say('server_webhook_signature_does_verify'));
        }
        throw error;
      }
      if (event.type === 'payment_intent.succeeded' && event.paymentIntentId) {
        await paymentSucceeded(event.paymentIntentId);
      }
      return { received: true };
    },

    paymentSucceeded,

    /** The reward release job's question (decision 012). */
    sharePayoutDestination,

    async accountStatus(user: UserRow): Promise<AccountStatus> {
      const existing = await repo.findPayoutAccount(db, user.id);
      if (!existing)
        return { hasAccount: false, payoutsEnabled: false, requirementsCurrentlyDue: [] };
      const account = await provider.retrieveAccount(existing.providerAccountId);
      return {
        hasAccount: true,
        payoutsEnabled: account.payoutsEnabled,
        requirementsCurrentlyDue: account.requirementsCurrentlyDue,
      };
    },

    async connectAccount(user: UserRow): Promise<{ onboardingComplete: boolean }> {
      const account = await provider.retrieveAccount(await payoutAccount(user));
      return { onboardingComplete: account.payoutsEnabled };
    },

    async onboardingLink(user: UserRow): Promise<{ url: string }> {
      const returnUrl = `${deps.publicUrl}/my-space`;
      const url = await provider.createAccountLink(await payoutAccount(user), {
        returnUrl,
        refreshUrl: returnUrl,
      });
      return { url };
    },

    /**
     * Debit first (its own transaction, which takes the transfer's lease), then the provider
     * transfer with the requestId as idempotency key; a refused transfer is reversed by a new
     * transfer, and a call without an answer leaves the amount held for a retry or the job
     * (decision 003). A retry with the same requestId answers the first outcome and moves
     * nothing; the same requestId with another amount is refused, since answering the first
     * would tell the client a withdrawal it never asked for was paid.
     */
    async withdraw(
      user: UserRow,
      amountCents: number,
      requestId: string,
    ): Promise<WithdrawResponse> {
      const existing = await repo.findWithdrawal(db, requestId, user.id);
      if (existing) return retried(existing, amountCents);

      const account = await repo.findPayoutAccount(db, user.id);
      const status = account ? await provider.retrieveAccount(account.providerAccountId) : null;
      if (!account || !status?.payoutsEnabled) {
        throw new AppError('BAD_REQUEST', say('server_bank_account_setup_required'));
      }
      await recallSharedRewards(user.id);
      let withdrawal: repo.WithdrawalRow | undefined;
      try {
        withdrawal = await db.transaction(async (tx) => {
          const row = await repo.insertWithdrawal(tx, {
            requestId,
            userId: user.id,
            amountCents,
            status: 'pending',
          });
          await wallet.debitWithdrawal(tx, { requestId, userId: user.id, amountCents });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const first = await repo.findWithdrawal(db, requestId, user.id);
          if (first) return retried(first, amountCents);
          throw new AppError('CONFLICT', say('server_withdrawal_request_id_already'));
        }
        throw error;
      }
      return answer(await askForTransfer(withdrawal, account.providerAccountId, false));
    },

    /**
     * The settle-withdrawals job: asks again for every pending transfer whose call lost its
     * answer (a dropped connection, a timeout, a process that died between the debit and the
     * call), once its lease ran out. Each ends paid, or refused and returned to the wallet,
     * or stays pending for the next run while the provider cannot be reached.
     */
    async settleLostWithdrawals(): Promise<SettleOutcome> {
      const outcome: SettleOutcome = { paid: 0, returned: 0, unknown: 0 };
      for (let batch = 0; batch < MOST_BATCHES; batch += 1) {
        const leased = await repo.leaseLostWithdrawals(db, TRANSFER_LEASE_SECONDS, BATCH);
        if (leased.length === 0) break;
        for (const withdrawal of leased) {
          const account = await repo.findPayoutAccount(db, withdrawal.userId);
          const attempt = account
            ? await askForTransfer(withdrawal, account.providerAccountId, true)
            : ({ outcome: 'unknown', error: null } as const); // nowhere to pay: it stays held
          outcome[TALLIED_AS[attempt.outcome]] += 1;
        }
      }
      return outcome;
    },
  };

  /**
   * One call for the withdrawal's transfer, by the caller holding its lease. A retry first
   * looks for a transfer made under the key, so a transfer made by a call whose answer was
   * lost is found even after the provider has forgotten the key, and the amount is never paid
   * twice. Refused: the debit is reversed in the same transaction that settles the row, once.
   */
  async function askForTransfer(
    withdrawal: repo.WithdrawalRow,
    destination: string,
    retry: boolean,
  ): Promise<TransferAttempt> {
    const { requestId, userId, amountCents } = withdrawal;
    const idempotencyKey = `withdrawal:${requestId}`;
    try {
      const transfer =
        (retry ? await provider.findTransfer(idempotencyKey) : null) ??
        (await provider.createTransfer({ amountCents, destination, idempotencyKey }));
      await repo.settleWithdrawal(db, requestId, {
        status: 'paid',
        providerTransferId: transfer.id,
      });
      return { outcome: 'paid', amountCents, transferId: transfer.id };
    } catch (error) {
      if (!(error instanceof TransferFailed)) return { outcome: 'unknown', error };
      await db.transaction(async (tx) => {
        if (await repo.settleWithdrawal(tx, requestId, { status: 'failed' })) {
          await wallet.reverseWithdrawal(tx, { requestId, userId, amountCents });
        }
      });
      return { outcome: 'refused', reason: error.message };
    }
  }

  /** What a retry of an earlier request gets: its outcome, if it asked for the same amount. */
  async function retried(
    withdrawal: repo.WithdrawalRow,
    amountCents: number,
  ): Promise<WithdrawResponse> {
    if (withdrawal.amountCents !== amountCents) {
      throw new AppError('CONFLICT', say('server_withdrawal_request_id_already'));
    }
    if (withdrawal.status === 'paid' && withdrawal.providerTransferId) {
      return {
        amount: centsToEuros(withdrawal.amountCents),
        transferId: withdrawal.providerTransferId,
      };
    }
    if (withdrawal.status === 'failed') {
      throw new AppError('PAYOUT_FAILED', say('server_withdrawal_failed_earlier_amount'));
    }
    // Pending: asked again here when the last call lost its answer, else still under way.
    const leased = await repo.leaseWithdrawal(db, withdrawal.requestId, TRANSFER_LEASE_SECONDS);
    const account = leased && (await repo.findPayoutAccount(db, leased.userId));
    if (!leased || !account) {
      throw new AppError('CONFLICT', say('server_withdrawal_still_being_processed'));
    }
    return answer(await askForTransfer(leased, account.providerAccountId, true));
  }
}

/**
 * How long one transfer call may take, the SDK's retries included (stripe-provider.ts: 3 tries
 * of at most 20 s), before another caller may ask again for the same withdrawal.
 */
export const TRANSFER_LEASE_SECONDS = 120;
const BATCH = 50;
/** A bound on one run, so a fault that settles nothing cannot spin: the next run goes on. */
const MOST_BATCHES = 100;

export type SettleOutcome = { paid: number; returned: number; unknown: number };
const TALLIED_AS = { paid: 'paid', refused: 'returned', unknown: 'unknown' } as const;

type TransferAttempt =
  | { outcome: 'paid'; amountCents: number; transferId: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unknown'; error: unknown };

/** The client's answer: paid, refused and returned, or held while the outcome is unknown. */
function answer(attempt: TransferAttempt): WithdrawResponse {
  if (attempt.outcome === 'paid') {
    return { amount: centsToEuros(attempt.amountCents), transferId: attempt.transferId };
  }
  if (attempt.outcome === 'refused') {
    throw new AppError('PAYOUT_FAILED', say('server_transfer_failed', { reason: attempt.reason }));
  }
  const held = new AppError('PAYOUT_PENDING', say('server_withdrawal_transfer_unconfirmed'));
  held.cause = attempt.error; // for the log (error-handler.ts)
  throw held;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
