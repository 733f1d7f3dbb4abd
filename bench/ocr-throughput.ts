// OCR throughput (issue 22 point 1): photos per second through the pool read one at a time and
// with many in flight, for pool sizes side by side (the old default, cores - 1, and the new one
// from cores and memory), with the main thread's event-loop delay while the pool is busy.
// Real PaddleOCR on worker threads; prints a table; asserts nothing (benches are not tests).
//   npm run bench:ocr                          1 worker, then the default size at nice 10 and 0
//   npm run bench:ocr -- --pools 1/0,2/10,3/10 --photos 8
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createOcrPool, defaultOcrPoolSize } from '@/server/providers/ocr/ocr-pool.ts';
import { machineLine, printTable } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    // size/nice pairs: the old default (cores - 1 at normal priority), then the new one.
    pools: { type: 'string', default: `1/0,${defaultOcrPoolSize()}/10,${defaultOcrPoolSize()}/0` },
    photos: { type: 'string', default: '6' },
  },
});
const POOLS = values.pools
  .split(',')
  .map((pair) => pair.split('/').map(Number) as [number, number]);
const PHOTOS = Number(values.photos);
const PAGE = await readFile(new URL('../tests/fixtures/scan/a003.jpg', import.meta.url));

console.log('OCR throughput');
console.log(machineLine());
console.log(`default pool size here: ${defaultOcrPoolSize()}`);
const rows: Array<Record<string, string | number>> = [];
for (const [size, nice] of POOLS) {
  const pool = await createOcrPool({ size, workerNice: nice, maxQueuePerRequester: 64 });
  try {
    await pool.recognize(PAGE); // warm: the first read allocates the model's buffers
    let start = performance.now();
    for (let i = 0; i < PHOTOS; i++) await pool.recognize(PAGE);
    const serial = PHOTOS / ((performance.now() - start) / 1000);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    start = performance.now();
    // Different requesters, so the fair queue lets every worker take one.
    await Promise.all(
      Array.from({ length: PHOTOS * 2 }, (_, i) => pool.recognize(PAGE, `user-${i}`)),
    );
    const concurrent = (PHOTOS * 2) / ((performance.now() - start) / 1000);
    lag.disable();
    rows.push({
      workers: size,
      nice,
      'serial photos/s': serial.toFixed(2),
      [`${PHOTOS * 2} in flight photos/s`]: concurrent.toFixed(2),
      'concurrent/serial': (concurrent / serial).toFixed(2),
      'loop delay p99 ms': (lag.percentile(99) / 1e6).toFixed(1),
    });
    console.log(`  done: ${JSON.stringify(rows.at(-1))}`);
  } finally {
    await pool.close();
  }
}
printTable(rows);
