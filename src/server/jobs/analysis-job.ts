import type { FastifyBaseLogger } from 'fastify';
import type { PhotosService } from '@/server/modules/photos/photos.service';

const BATCH = 20;

type Deps = {
  photos: Pick<PhotosService, 'awaitingReading' | 'completeReading'>;
  log: FastifyBaseLogger;
};

/**
 * The analysis job (jobs/job-queue.ts 'read-waiting-photos'): reads the photos of messages and
 * hunt steps saved without their text (OCR was saturated, a web process left them to the
 * workers, or they predate OCR) and makes the public copy of those that have none (decision
 * 014). Reads until none waits, one photo at a time so live scans keep the OCR workers. The
 * queue runs it on one worker at a time; a photo read twice after a crash is stored once
 * (completeReading's update is conditional).
 */
export async function readWaitingPhotos(deps: Deps, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const pending = await deps.photos.awaitingReading(BATCH);
    if (pending.length === 0) return;
    for (const photo of pending) {
      // Stopping: what is left waits for the next run (the schedule asks for one every minute).
      if (signal?.aborted) return;
      const { letters } = await deps.photos.completeReading(photo);
      deps.log.info({ photoId: photo.id, letters }, 'read a waiting message');
    }
  }
}
