import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { OcrResult } from './ocr-engine.ts';
import { createPaddleEngine, type PaddleEngineOptions } from './paddle-engine.ts';

// One pool worker: loads the models once, then recognises one image at a time. The pool sends
// a job only to an idle worker, so nothing queues here.
export type OcrJob = { id: number; image: Uint8Array; thorough?: boolean };
export type OcrWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'done'; id: number; result: OcrResult }
  | { type: 'error'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('ocr.worker.ts must run as a worker thread');

const post = (message: OcrWorkerMessage) => port.postMessage(message);

lowerThisThreadsPriority((workerData as { nice?: number }).nice ?? 10);

try {
  const engine = await createPaddleEngine(workerData as PaddleEngineOptions);
  port.on('message', (job: OcrJob) => {
    const image = Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength);
    engine.recognize(image, undefined, { thorough: job.thorough === true }).then(
      (result) => post({ type: 'done', id: job.id, result }),
      (error: unknown) => post({ type: 'error', id: job.id, message: messageOf(error) }),
    );
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: messageOf(error) });
}

/**
 * Recognition yields the core to the event loop: on Linux a priority is a thread's own, so this
 * worker (and the threads ONNX Runtime starts from it) runs at nice 10 (the pool's setting) while HTTP and PGlite on
 * the main thread keep 0. Elsewhere, or if refused, the worker simply runs at normal priority.
 */
function lowerThisThreadsPriority(nice: number) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // Not Linux (no /proc/thread-self): the whole-process priority is not ours to change.
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
