import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from '@/server/modules/account/account.service';
import type { UploadsService } from '@/server/modules/photos/uploads.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Uploads expire a day after they are made; an hourly sweep removes them within the hour. */
const UPLOADS_EVERY_MS = 60 * 60 * 1000;
/** A minute after start, not at once: a start is busy enough (migrations, first requests). */
const FIRST_RUN_MS = 60 * 1000;

/**
 * Runs the daily purge (decision 021): deleted accounts' leftovers, expired sessions, old
 * sign-in attempts; and, every hour, uploads never published within their day, with their
 * files (issue 20). Every process runs it; the work is idempotent, so two at once only repeat
 * each other's deletes.
 */
export function startPurgeJob(deps: {
  account: AccountService;
  uploads: Pick<UploadsService, 'purgeExpired'>;
  log: FastifyBaseLogger;
}) {
  const run = async () => {
    try {
      const { accounts } = await deps.account.purge();
      if (accounts > 0) deps.log.info({ accounts }, 'purged deleted accounts');
    } catch (error) {
      deps.log.error({ err: error }, 'the purge job failed; it runs again tomorrow');
    }
  };
  const runUploads = async () => {
    try {
      const { uploads } = await deps.uploads.purgeExpired();
      if (uploads > 0) deps.log.info({ uploads }, 'purged expired uploads');
    } catch (error) {
      deps.log.error({ err: error }, 'the uploads purge failed; it runs again in an hour');
    }
  };
  const first = setTimeout(() => {
    void run();
    void runUploads();
  }, FIRST_RUN_MS);
  const daily = setInterval(() => void run(), DAY_MS);
  const hourly = setInterval(() => void runUploads(), UPLOADS_EVERY_MS);
  first.unref();
  daily.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
      clearInterval(hourly);
    },
  };
}
