import type {
  PendingReward,
  PricingCheck,
  ScanPricing,
  Transaction,
  Wallet,
} from '@/shared/contract/wallet';
import { centsToEuros } from '@/shared/rules/money';
import { DISCOVERY_TIERS, FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import type { Balances } from './ledger';
import type { Price } from './pricing';

/** The pending rewards a wallet lists. */
export const PENDING_LIST_LIMIT = 50;

type Waiting = { amountCents: number; status: string; releaseAt: Date };

/**
 * `balance` is what can be spent now (spendable, withdrawable, credits); pending rewards are
 * shown beside it, each with its release date or as under review.
 */
export function presentWallet(b: Balances, waiting: Waiting[]): Wallet {
  return {
    balance: centsToEuros(b.spendable + b.withdrawable + b.credits),
    withdrawableBalance: centsToEuros(b.withdrawable),
    underprintRewards: centsToEuros(b.credits),
    pendingBalance: centsToEuros(b.pending),
    pendingRewards: waiting.slice(0, PENDING_LIST_LIMIT).map(presentPendingReward),
  };
}

function presentPendingReward(hold: Waiting): PendingReward {
  const underReview = hold.status === 'review';
  return {
    amount: centsToEuros(hold.amountCents),
    releasesAt: underReview ? null : hold.releaseAt.toISOString(),
    underReview,
  };
}

/**
 * A transfer as its user sees it: money in is positive, money out negative. A reward still
 * waiting in pending is 'pending' (SPEC 3's transaction status); every other transfer was
 * written whole or not at all, so 'completed'.
 */
export function presentTransaction(row: {
  id: number;
  kind: string;
  description: string;
  params: Record<string, string | number> | null;
  amountCents: number;
  incoming: boolean;
  holdStatus: string | null;
  createdAt: Date;
}): Transaction {
  const waiting = row.holdStatus === 'pending' || row.holdStatus === 'review';
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    params: row.params ?? {},
    amount: centsToEuros(row.incoming ? row.amountCents : -row.amountCents),
    status: waiting ? 'pending' : 'completed',
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPricing(): ScanPricing {
  return {
    tiers: DISCOVERY_TIERS.map((tier) => ({
      scans: tier.scans,
      price: centsToEuros(tier.priceCents),
    })),
    freeDiscoveriesPerDay: FREE_DISCOVERIES_PER_DAY,
  };
}

export function presentPricingCheck(
  price: Price,
  totalCents: number,
  availableCents: number,
): PricingCheck {
  return {
    canCreate: totalCents <= availableCents,
    cost: centsToEuros(price.costCents),
    totalCharge: centsToEuros(totalCents),
    currentBalance: centsToEuros(availableCents),
    isFree: price.isFree,
  };
}
