import { FREE_DISCOVERIES_PER_DAY, discoveryCostCents } from '@/shared/rules/pricing';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { Clock } from '@/server/lib/clock';
import * as repo from './wallet.repository';

export type Price = { costCents: number; isFree: boolean };

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The one pricing function of a discovery limit: the check endpoint and the charge at creation
 * both use it (ARCHITECTURE §4). A limit of 1 is free once per creator per UTC day; the admin
 * pays nothing.
 */
export function createPricing(deps: { clock: Clock }) {
  const { clock } = deps;

  /** Whether today's free discovery is still unused (read only; `claimFree` takes it). */
  async function freeAvailable(tx: Db, userId: number): Promise<boolean> {
    return (
      (await repo.freeDiscoveriesOn(tx, userId, utcDay(clock.now()))) < FREE_DISCOVERIES_PER_DAY
    );
  }

  return {
    async priceOf(tx: Db, user: UserRow, maxScans: number): Promise<Price> {
      if (user.isAdmin) return { costCents: 0, isFree: true };
      if (maxScans === 1 && (await freeAvailable(tx, user.id))) {
        return { costCents: 0, isFree: true };
      }
      return { costCents: discoveryCostCents(maxScans), isFree: false };
    },

    /**
     * The prices of several limits created together (a treasure hunt's steps, in order): as
     * `priceOf` each in turn, today's free discovery going to the first limit of 1 only,
     * exactly as charging them one after another in one transaction does.
     */
    async pricesOf(tx: Db, user: UserRow, limits: number[]): Promise<Price[]> {
      if (user.isAdmin) return limits.map(() => ({ costCents: 0, isFree: true }));
      let freeLeft = (await freeAvailable(tx, user.id)) ? FREE_DISCOVERIES_PER_DAY : 0;
      return limits.map((maxScans) => {
        if (maxScans === 1 && freeLeft > 0) {
          freeLeft -= 1;
          return { costCents: 0, isFree: true };
        }
        return { costCents: discoveryCostCents(maxScans), isFree: false };
      });
    },

    /**
     * The price a creation pays: a free price claims today's free discovery, and pays the tier
     * when a parallel creation claimed it first.
     */
    async claim(tx: Db, user: UserRow, maxScans: number, price: Price): Promise<number> {
      if (!price.isFree || user.isAdmin) return price.costCents;
      const claimed = await repo.claimFreeDiscovery(tx, user.id, utcDay(clock.now()));
      return claimed ? 0 : discoveryCostCents(maxScans);
    },
  };
}

export type Pricing = ReturnType<typeof createPricing>;
