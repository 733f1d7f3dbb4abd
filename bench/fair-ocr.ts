// Fair OCR benchmark (issue 10, point 5; decision 011): how long another user's photo of a sign
// takes to read, alone and while one account keeps 24 page analyses in flight, with the pool's
// queue as it was (one FIFO line for everyone) and as it is (a line per user, taken in turn).
// Real PaddleOCR on worker threads; prints a table; asserts nothing (benches are not tests).
//   npm run bench:fair                         3 samples a case, the default pool size
//   npm run bench:fair -- --samples 5 --workers 2 --flood 24
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createOcrPool, defaultOcrPoolSize } from '@/server/providers/ocr/ocr-pool.ts';
import type { OcrEngine } from '@/server/providers/ocr/ocr-engine.ts';
import { percentile, printTable } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '3' },
    workers: { type: 'string', default: String(defaultOcrPoolSize()) },
    flood: { type: 'string', default: '24' },
  },
});
const SAMPLES = Number(values.samples);
const WORKERS = Number(values.workers);
const FLOOD = Number(values.flood);

const fixture = (name: string) =>
  readFile(new URL(`../tests/fixtures/scan/${name}`, import.meta.url));
/** The other user's photo: a sign (a000-p2.jpg); the flood: photos of a page (a003.jpg). */
const SIGN = await fixture('a000-p2.jpg');
const PAGE = await fixture('a003.jpg');

type Queueing = 'FIFO (before)' | 'fair (after)';

/** Before: every job waited in one line, as if all came from one requester, on every worker. */
function startPool(queueing: Queueing): Promise<OcrEngine> {
  return queueing === 'FIFO (before)'
    ? createOcrPool({ size: WORKERS, perRequesterRunning: WORKERS })
    : createOcrPool({ size: WORKERS });
}
const requesterOf = (queueing: Queueing, user: string) =>
  queueing === 'FIFO (before)' ? 'everyone' : user;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One account keeps `FLOOD` page analyses in flight until `stop`; counts the pages it got read. */
function flood(pool: OcrEngine, queueing: Queueing) {
  let stopped = false;
  let pages = 0;
  const loop = async () => {
    while (!stopped) {
      try {
        await pool.recognize(PAGE, requesterOf(queueing, 'user:A'));
        pages += 1;
      } catch {
        return; // the pool closed under it
      }
    }
  };
  const loops = Array.from({ length: FLOOD }, loop);
  return {
    stop: () => {
      stopped = true;
      return loops;
    },
    pages: () => pages,
  };
}

async function measure(queueing: Queueing) {
  const pool = await startPool(queueing);
  try {
    await pool.recognize(SIGN, 'warm-up'); // models and allocator warm, on one worker at least
    const alone: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      alone.push(await timed(() => pool.recognize(SIGN, requesterOf(queueing, 'user:B'))));
    }
    const attack = flood(pool, queueing);
    await sleep(500); // the 24 are queued
    const underFlood: number[] = [];
    const floodStarted = performance.now();
    for (let i = 0; i < SAMPLES; i++) {
      underFlood.push(await timed(() => pool.recognize(SIGN, requesterOf(queueing, 'user:B'))));
      console.error(
        `  ${queueing}: sample ${i + 1}/${SAMPLES} under flood: ${(underFlood.at(-1)! / 1000).toFixed(1)} s`,
      );
    }
    const floodMinutes = (performance.now() - floodStarted) / 60_000;
    void attack.stop();
    return { alone, underFlood, pagesPerMinute: attack.pages() / floodMinutes };
  } finally {
    await pool.close();
  }
}

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.availableParallelism()} cores, node ${process.version}; ` +
    `${WORKERS} OCR worker(s); load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `another user's sign (a000-p2.jpg), ${SAMPLES} samples a case; flood: ${FLOOD} page analyses (a003.jpg) in flight from one account`,
);
const rows = [];
for (const queueing of ['FIFO (before)', 'fair (after)'] as const) {
  const { alone, underFlood, pagesPerMinute } = await measure(queueing);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  rows.push({
    queue: queueing,
    'sign alone, median': s(percentile(alone, 50)),
    'sign under flood, median': s(percentile(underFlood, 50)),
    'under flood, max': s(Math.max(...underFlood)),
    "flood's pages/min": pagesPerMinute.toFixed(1),
  });
}
printTable(rows);
