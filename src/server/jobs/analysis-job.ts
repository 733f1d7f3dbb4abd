import type { FastifyBaseLogger } from 'fastify';
import type { PhotoAnalyzer } from '@/server/modules/photos/photo-analyzer';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import type { BlobStore } from '@/server/providers/blob-store';

const BATCH = 20;
const INTERVAL_MS = 60_000;
/** The backfill waits in its own line of the OCR queue, one turn among the users' (decision 011). */
const BACKFILL_REQUESTER = 'job:analysis';

type Deps = {
  photos: Pick<PhotosService, 'awaitingAnalysis' | 'storeKey'>;
  analyzer: PhotoAnalyzer;
  blobs: BlobStore;
  log: FastifyBaseLogger;
};

/**
 * Reads the text of messages saved without it: those created before OCR existed (the backfill
 * at start) and those saved while OCR was saturated. Runs now, then every minute, one photo at
 * a time so live scans keep the OCR workers.
 */
export function startAnalysisJob(deps: Deps) {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce() {
    for (;;) {
      const pending = await deps.photos.awaitingAnalysis(BATCH);
      if (pending.length === 0 || stopped) return;
      for (const photo of pending) {
        if (stopped) return;
        const image = await deps.blobs.get(photo.imageKey);
        // A photo whose file is gone is marked analysed with no text: it can never match.
        const key = image ? (await deps.analyzer.analyze(image, BACKFILL_REQUESTER)).key : '';
        await deps.photos.storeKey(photo, key);
        deps.log.info({ photoId: photo.id, letters: key.length }, 'analysed a waiting message');
      }
    }
  }

  function trigger() {
    running ??= runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'analysis job failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(trigger, INTERVAL_MS);
  timer.unref();
  trigger();

  return {
    trigger,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
