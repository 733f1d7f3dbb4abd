import type { Db } from '@/server/db/client';
import type { LedgerAccountKind } from '@/server/db/schema/ledger';
import { isUniqueViolation } from '@/server/db/errors';
import * as repo from './ledger.repository';

export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

export type TransferInput = {
  from: number;
  to: number;
  amountCents: number;
  kind: string;
  description: string;
  /** The kind's parameters, for the web to word the line in the reader's language. */
  params?: Record<string, string | number>;
  idempotencyKey?: string;
  photoId?: number;
};

/**
 * One double-entry transfer, inside the caller's transaction: the debit (refused below zero),
 * the credit and the immutable record. Accounts are updated in id order so two transfers in
 * opposite directions cannot deadlock. With an idempotency key, a repeat returns the first
 * transfer and moves nothing.
 */
export async function transfer(tx: Db, input: TransferInput) {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`transfer amount must be positive whole cents, got ${input.amountCents}`);
  }
  if (input.idempotencyKey) {
    const existing = await repo.findTransferByKey(tx, input.idempotencyKey);
    if (existing) return { transfer: existing, duplicate: true };
  }
  const steps = [
    {
      id: input.from,
      run: async () => {
        if (!(await repo.debit(tx, input.from, input.amountCents))) throw new InsufficientFunds();
      },
    },
    { id: input.to, run: () => repo.credit(tx, input.to, input.amountCents) },
  ].sort((a, b) => a.id - b.id);
  for (const step of steps) await step.run();
  const record = await repo.insertTransfer(tx, {
    fromAccountId: input.from,
    toAccountId: input.to,
    amountCents: input.amountCents,
    kind: input.kind,
    description: input.description,
    params: input.params ?? {},
    idempotencyKey: input.idempotencyKey,
    photoId: input.photoId,
  });
  return { transfer: record, duplicate: false };
}

/** Runs `work` in its own transaction; a concurrent twin of an idempotent transfer loses cleanly. */
export async function idempotently<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  onDuplicate: () => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) return onDuplicate();
    throw error;
  }
}

export function accountOf(tx: Db, kind: LedgerAccountKind, owner?: repo.AccountOwner) {
  return repo.ensureAccount(tx, kind, owner);
}

export type Balances = {
  spendable: number;
  withdrawable: number;
  credits: number;
  /** Rewards waiting for their holding period or a review: not spendable, not withdrawable. */
  pending: number;
};

/** A user's balances in cents; an account never used counts as zero. */
export async function balancesOf(tx: Db, userId: number): Promise<Balances> {
  const rows = await repo.balancesOfUser(tx, userId);
  const of = (kind: LedgerAccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return {
    spendable: of('spendable'),
    withdrawable: of('withdrawable'),
    credits: of('credits'),
    pending: of('pending'),
  };
}
