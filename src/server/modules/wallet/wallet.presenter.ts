import type { PricingCheck, ScanPricing, Transaction, Wallet } from '@/shared/contract/wallet';
import { centsToEuros } from '@/shared/rules/money';
import { DISCOVERY_TIERS, FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import type { Balances } from './ledger';
import type { Price } from './pricing';

/** `balance` is all three balances; the other two say what part of it is what. */
export function presentWallet(b: Balances): Wallet {
  return {
    balance: centsToEuros(b.spendable + b.withdrawable + b.credits),
    withdrawableBalance: centsToEuros(b.withdrawable),
    underprintRewards: centsToEuros(b.credits),
  };
}

/** A transfer as its user sees it: money in is positive, money out negative. */
export function presentTransaction(row: {
  id: number;
  description: string;
  amountCents: number;
  incoming: boolean;
  createdAt: Date;
}): Transaction {
  return {
    id: row.id,
    description: row.description,
    amount: centsToEuros(row.incoming ? row.amountCents : -row.amountCents),
    // Transfers are written whole or not at all.
    status: 'completed',
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
