import { availableParallelism, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue.ts';
import type { OcrEngine, OcrResult } from './ocr-engine.ts';
import type { OcrJob, OcrWorkerMessage } from './ocr.worker.ts';

export type OcrPoolOptions = {
  /** Workers: each a model copy (~135 MB, ~300 MB once it has read a page) and a core. */
  size?: number;
  /** Long side of the image handed to OCR (preprocess.ts). */
  maxSide?: number;
  /** Jobs waiting for a worker before recognize() rejects with OcrBusyError. */
  maxQueue?: number;
  /** Jobs one requester may have waiting before their next is refused with OcrBusyError. */
  maxQueuePerRequester?: number;
  /** Workers one requester may hold at once; by default all but one (decision 011). */
  perRequesterRunning?: number;
  /** The workers' nice value on Linux (ocr.worker.ts): 10 by default, 0 to compete equally. */
  workerNice?: number;
};

/** Whose line a job without a requester waits in. */
const ANONYMOUS = 'anonymous';

/** The pool is full: the caller should answer "try again" rather than wait without bound. */
export class OcrBusyError extends Error {
  constructor() {
    super('OCR is busy');
    this.name = 'OcrBusyError';
  }
}

type Job = {
  id: number;
  requester: string;
  image: Buffer;
  thorough: boolean;
  resolve: (result: OcrResult) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | undefined };

const workerUrl = new URL('./ocr.worker.ts', import.meta.url).href;
const tsxApiUrl = import.meta.resolve('tsx/esm/api');
// On Node 20 a worker started with execArgv ['--import', 'tsx'] loads its entry before tsx's
// hooks are in place and fails on the .ts extension, so a one-line bootstrap registers tsx
// first and then imports the worker. Works the same under vitest.
const bootstrap = `import(${JSON.stringify(tsxApiUrl)})
  .then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })`;

/** What one worker holds once it has read a page (models ~135 MB, ~300 MB measured), and more. */
export const OCR_WORKER_BYTES = 350 * 2 ** 20;

/**
 * A worker per core, as many as half the memory holds (the rest is the database's, the
 * server's and the system's). Workers run at a lower priority than the event loop
 * (ocr.worker.ts), so on 2 cores both recognise and HTTP still comes first: with cores - 1, a
 * 2-core machine read 0.87 photos/s serial and 0.88 at 4 concurrent (issue 22).
 */
export function defaultOcrPoolSize(
  machine: { cores: number; memoryBytes: number } = {
    cores: availableParallelism(),
    // Inside a container, its memory limit; outside, constrainedMemory() is huge or 0.
    memoryBytes: Math.min(totalmem(), process.constrainedMemory() || Infinity),
  },
): number {
  const byMemory = Math.floor(machine.memoryBytes / 2 / OCR_WORKER_BYTES);
  return Math.max(1, Math.min(machine.cores, byMemory));
}

/**
 * OCR on worker threads so the event loop never blocks on recognition. Resolves once every
 * worker has loaded its models; a worker that fails to load rejects the whole pool.
 * Jobs go to an idle worker or wait in a queue that is fair across requesters (fair-queue.ts:
 * each requester's own line, taken in turn); a worker that dies is replaced.
 */
export async function createOcrPool(options: OcrPoolOptions = {}): Promise<OcrEngine> {
  const size = options.size ?? defaultOcrPoolSize();
  const workerData = { maxSide: options.maxSide, threads: 1, nice: options.workerNice ?? 10 };
  const queue = createFairQueue<Job>({
    maxWaiting: options.maxQueue ?? 256,
    maxWaitingPerRequester: options.maxQueuePerRequester ?? 32,
    perRequesterRunning: options.perRequesterRunning ?? Math.max(1, size - 1),
  });
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let refusing = false;

  /** The slot's job is over (done, failed or its worker gone): its requester's turn is free. */
  const release = (slot: Slot) => {
    if (slot.job) queue.finished(slot.job.requester);
    slot.job = undefined;
  };

  const dispatch = (slot: Slot) => {
    const next = queue.take();
    slot.job = next?.job;
    if (!next) return;
    const image = new Uint8Array(next.job.image); // a copy the worker may own
    const job: OcrJob = { id: next.job.id, image, thorough: next.job.thorough };
    slot.worker.postMessage(job, [image.buffer]);
  };

  /** Every idle worker takes the next job whose requester may run one more. */
  const pump = () => {
    for (const slot of slots) if (!slot.job && !closed) dispatch(slot);
  };

  const spawn = (): Promise<Slot> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(bootstrap, { eval: true, workerData });
      const slot: Slot = { worker, job: undefined };
      let ready = false;
      worker.on('message', (message: OcrWorkerMessage) => {
        if (message.type === 'ready') {
          ready = true;
          resolve(slot);
        } else if (message.type === 'failed') {
          reject(new Error(`OCR worker failed to start: ${message.message}`));
          void worker.terminate();
        } else {
          const job = slot.job;
          if (job?.id !== message.id) return;
          if (message.type === 'done') job.resolve(message.result);
          else job.reject(new Error(`OCR failed: ${message.message}`));
          release(slot);
          pump();
        }
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        slot.job?.reject(error);
        release(slot);
      });
      worker.on('exit', () => {
        if (!ready || closed) return;
        slot.job?.reject(new Error('OCR worker exited'));
        release(slot);
        slots.splice(slots.indexOf(slot), 1);
        spawn().then(
          (replacement) => {
            if (closed) return void replacement.worker.terminate();
            slots.push(replacement);
            pump();
          },
          () => undefined, // the remaining workers carry on
        );
      });
    });

  const started = await Promise.allSettled(Array.from({ length: size }, spawn));
  for (const result of started) if (result.status === 'fulfilled') slots.push(result.value);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    throw failure.reason;
  }

  return {
    recognize(image, requester = ANONYMOUS, options = {}) {
      if (closed) return Promise.reject(new Error('OCR pool is closed'));
      if (refusing) return Promise.reject(new OcrBusyError());
      return new Promise<OcrResult>((resolve, reject) => {
        const thorough = options.thorough === true;
        const job = { id: nextId++, requester, image, thorough, resolve, reject };
        if (!queue.push(requester, job)) return reject(new OcrBusyError());
        pump();
      });
    },
    stopTaking() {
      refusing = true;
      for (const job of queue.drain()) job.reject(new OcrBusyError());
    },
    async close() {
      closed = true;
      for (const job of queue.drain()) job.reject(new Error('OCR pool is closed'));
      for (const slot of slots) slot.job?.reject(new Error('OCR pool is closed'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
