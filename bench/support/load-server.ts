/**
 * The server under load (bench/load.ts): the real app on a seeded database, in its own process
 * so the load generator's work is not counted in its event loop, its memory or its cores. The
 * parent drives it over the IPC channel: the bare query rate, OCR running at full pool, and the
 * event-loop delay and RSS of each phase.
 *   LOAD_ENGINE=pglite|postgres  LOAD_DATABASE=<folder or URL>  LOAD_PGLITE=worker|main
 */
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@/server/app';
import { parseConfig } from '@/server/config';
import { openPglite, openPgliteWorker, openPostgres } from '@/server/db/client';
import { listNearby } from '@/server/modules/photos/photos.repository';
import { createOcrPool, defaultOcrPoolSize } from '@/server/providers/ocr/ocr-pool';
import { percentile } from './stats';
import { queryPoint } from './seed-messages';

export type ToServer =
  | { type: 'bare'; seconds: number; concurrency: number }
  | { type: 'mark' }
  | { type: 'stats' }
  | { type: 'ocr'; on: boolean };
export type FromServer =
  | { type: 'listening'; port: number; ocrWorkers: number }
  | { type: 'bare'; perSecond: number; p50: number; p95: number }
  | { type: 'marked' }
  | { type: 'stats'; loopP99Ms: number; rssMb: number; photos: number; cpuMs: number }
  | { type: 'ocr' };

const send = (message: FromServer) => process.send!(message);
const engine = process.env.LOAD_ENGINE;
const location = process.env.LOAD_DATABASE!;
// PGlite as `npm start` runs it, on a worker thread; LOAD_PGLITE=main for the old way.
const database =
  engine !== 'pglite'
    ? openPostgres(location, 10)
    : process.env.LOAD_PGLITE === 'main'
      ? await openPglite(location)
      : await openPgliteWorker(location);

const ocrWorkers = Number(process.env.LOAD_OCR_WORKERS) || defaultOcrPoolSize();
const ocr = await createOcrPool({ size: ocrWorkers, maxQueuePerRequester: 64 });
const config = parseConfig({
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'bench-admin',
  PORT: '0',
  AUTH_RATE_LIMIT: '100000',
  // The Origin the bench's registration names (the app listens on another port).
  PUBLIC_URL: 'http://localhost:5000',
});
config.webRoot = '/nonexistent';
const app = await buildApp(config, { database, ocr });
await app.listen({ port: 0, host: '127.0.0.1' });

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let rssMax = 0;
// The process's CPU time since the mark (its threads included: OCR, PGlite's worker): per
// request it compares two builds on a shared machine, where requests/s follow the neighbours.
let cpuMark = process.cpuUsage();
setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage.rss())), 100).unref();

// OCR at full pool: every worker busy with a photo of a page, as after a burst of new messages.
const PAGE = await readFile(new URL('../../tests/fixtures/scan/a003.jpg', import.meta.url));
let ocrOn = false;
let photos = 0;
const lanes = new Set<Promise<void>>();
/** One lane: a photo at a time, the next as soon as one is read, until OCR is turned off. */
async function keepReading(lane: number) {
  while (ocrOn) {
    await ocr.recognize(PAGE, `lane-${lane}`).then(
      () => (photos += 1),
      () => undefined,
    );
  }
}

async function bare(seconds: number, concurrency: number) {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const [latitude, longitude] = queryPoint(i++);
        const start = performance.now();
        await listNearby(database.db, {
          viewerId: 1,
          latitude,
          longitude,
          radiusM: 5000,
          limit: 100,
        });
        samples.push(performance.now() - start);
      }
    }),
  );
  return {
    perSecond: samples.length / seconds,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
  };
}

process.on('message', (message: ToServer) => {
  void (async () => {
    if (message.type === 'bare') {
      send({ type: 'bare', ...(await bare(message.seconds, message.concurrency)) });
    } else if (message.type === 'mark') {
      loop.reset();
      rssMax = process.memoryUsage.rss();
      photos = 0;
      cpuMark = process.cpuUsage();
      send({ type: 'marked' });
    } else if (message.type === 'stats') {
      send({
        type: 'stats',
        loopP99Ms: loop.percentile(99) / 1e6,
        rssMb: rssMax / 2 ** 20,
        photos,
        cpuMs: ((used) => (used.user + used.system) / 1000)(process.cpuUsage(cpuMark)),
      });
    } else {
      const was = ocrOn;
      ocrOn = message.on;
      if (ocrOn && !was) {
        for (let lane = 0; lane < ocrWorkers; lane++) {
          const running = keepReading(lane).finally(() => lanes.delete(running));
          lanes.add(running);
        }
      }
      // Off: the photos being read finish first (a worker stopped mid-read aborts the process).
      if (!ocrOn) await Promise.all(lanes);
      send({ type: 'ocr' });
    }
  })();
});
process.on('disconnect', () => {
  ocrOn = false;
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
send({ type: 'listening', port: (app.server.address() as { port: number }).port, ocrWorkers });
