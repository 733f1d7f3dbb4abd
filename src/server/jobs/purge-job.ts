import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from '@/server/modules/account/account.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A minute after start, not at once: a start is busy enough (migrations, first requests). */
const FIRST_RUN_MS = 60 * 1000;

/**
 * Runs the daily purge (decision 021): deleted accounts' leftovers, expired sessions, old
 * sign-in attempts. Every process runs it; the work is idempotent, so two at once only repeat
 * each other's deletes.
 */
export function startPurgeJob(deps: { account: AccountService; log: FastifyBaseLogger }) {
  const run = async () => {
    try {
      const { accounts } = await deps.account.purge();
      if (accounts > 0) deps.log.info({ accounts }, 'purged deleted accounts');
    } catch (error) {
      deps.log.error({ err: error }, 'the purge job failed; it runs again tomorrow');
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const daily = setInterval(() => void run(), DAY_MS);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
