import { createHash } from 'node:crypto';
import type { ScanResponse } from '@/shared/contract/scan';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import * as repo from './scan-guards.repository';

const HOUR_MS = 3_600_000;
/** A queued scan is judged within 24 hours of its capture; its key is kept twice as long. */
const KEEP_MS = 48 * HOUR_MS;
/** A claim this old without a reply belongs to a process that died mid-scan: taken over. */
const ABANDONED_MS = 2 * 60_000;
/** How long a replay waits for the first send of its key, still running, to finish. */
const WAIT_MS = 20_000;
const POLL_MS = 50;

export type ReplayRequest = {
  userId: number;
  kind: 'local' | 'global';
  key: string | undefined;
  /** What the client recorded for this scan; the same key with another is refused. */
  recorded: unknown;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotent scans (issue 21, decision 027). A scan sent with a key runs once: the first send
 * claims the key in its own row, runs the scan (counted, judged, discovering and paying as any
 * scan) and stores its reply; every later send of the key gets that reply and changes nothing.
 * A send that arrives while the first still runs waits for its reply. A scan that is refused
 * (too many scans, a position too far) gives its key back, so the same queued scan can be sent
 * again later. Only the claim is a row of its own: the scan keeps its own transactions.
 */
export function createScanReplays(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function replyOf(id: repo.ReplayKey, fingerprint: string): Promise<ScanResponse | null> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = await repo.findReplay(db, id);
      if (!found) return null; // given back meanwhile: the caller claims it again
      if (found.fingerprint !== fingerprint) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', say('server_idempotency_key_was_already'));
      }
      if (found.reply) return found.reply;
      if (clock.now().getTime() - found.createdAt.getTime() > ABANDONED_MS) {
        await repo.releaseReplay(db, { ...id, createdAt: found.createdAt });
        return null;
      }
      if (Date.now() > deadline) {
        throw new AppError('CONFLICT', say('server_scan_still_being_checked'), {
          'Retry-After': '5',
        });
      }
      await sleep(POLL_MS);
    }
  }

  return {
    async once(request: ReplayRequest, run: () => Promise<ScanResponse>): Promise<ScanResponse> {
      const { userId, kind, key } = request;
      if (key === undefined) return run();
      const id = { userId, kind, key };
      const fingerprint = createHash('sha256')
        .update(JSON.stringify(request.recorded))
        .digest('hex');
      for (;;) {
        const at = clock.now();
        await repo.pruneReplaysOf(db, userId, new Date(at.getTime() - KEEP_MS));
        if (await repo.claimReplay(db, { ...id, fingerprint, at })) break;
        const reply = await replyOf(id, fingerprint);
        if (reply) return reply;
      }
      try {
        const reply = await run();
        await repo.storeReplay(db, id, reply);
        return reply;
      } catch (error) {
        await repo.releaseReplay(db, id);
        throw error;
      }
    },
  };
}

export type ScanReplays = ReturnType<typeof createScanReplays>;
