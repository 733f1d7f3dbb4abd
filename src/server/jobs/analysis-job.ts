import type { FastifyBaseLogger } from 'fastify';
import type { PhotosService } from '@/server/modules/photos/photos.service';

const BATCH = 20;
const INTERVAL_MS = 60_000;

type Deps = {
  photos: Pick<PhotosService, 'awaitingReading' | 'completeReading'>;
  log: FastifyBaseLogger;
};

/**
 * Reads the photos of messages saved without their text (OCR was saturated, or they predate
 * OCR) and makes the public copy of those that have none (they predate decision 014). Runs now,
 * then every minute, one photo at a time so live scans keep the OCR workers.
 */
export function startAnalysisJob(deps: Deps) {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce() {
    for (;;) {
      const pending = await deps.photos.awaitingReading(BATCH);
      if (pending.length === 0 || stopped) return;
      for (const photo of pending) {
        if (stopped) return;
        const { letters } = await deps.photos.completeReading(photo);
        deps.log.info({ photoId: photo.id, letters }, 'read a waiting message');
      }
    }
  }

  /** Starts a run unless one is under way; resolves when that run ends (tests wait on it). */
  function trigger(): Promise<void> {
    running ??= runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'analysis job failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void trigger(), INTERVAL_MS);
  timer.unref();
  void trigger();

  return {
    trigger,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
