/**
 * Global discovery at scale: N synthetic book pages in the gram index, then scans that show
 * 40-90 % of a page with OCR-like damage (misread letters, dropped letters), and scans of pages
 * that are not there. Prints recall, false discoveries, the time of the global match (index
 * lookup, candidate rows and the matcher) and of a whole global scan (the match and the
 * discovery transaction).
 *
 *   npm run bench:global                      # 100 k on PGlite and PostgreSQL, 1 M on PostgreSQL
 *   BENCH_GLOBAL_PLAN=postgres:20000 npm run bench:global
 *   BENCH_KEEP_DB=1 ... keeps the seeded database; BENCH_GLOBAL_DB=<its url> measures it again
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { createPhotoAnalyzer } from '@/server/modules/photos/photo-analyzer';
import { createAnalysisTokens } from '@/server/modules/scan/analysis-token';
import { createScanService } from '@/server/modules/scan/scan.service';
import { sampledGrams } from '@/server/lib/text/text-grams';
import { textKey } from '@/shared/rules/text-key';
import { createWalletService } from '@/server/modules/wallet/wallet.service';
import { systemClock } from '@/server/lib/clock';
import { rowsOf, withoutIndexes } from './support/bulk-load';
import { openFreshDatabase } from './support/fresh-database';
import { page, probeOf, rng } from './support/synthetic-pages';
import { machineLine, percentile, printTable, timeEach } from './support/stats';

const PLAN = (process.env.BENCH_GLOBAL_PLAN ?? 'pglite:100000,postgres:100000,postgres:1000000')
  .split(',')
  .map((item) => {
    const [engine, size] = item.split(':');
    return { engine: engine as 'pglite' | 'postgres', size: Number(size) };
  });
/** A database a BENCH_KEEP_DB=1 run left behind (its plan's size), measured again unseeded. */
const REUSE = process.env.BENCH_GLOBAL_DB;
const PROBES = 200;
const NEGATIVES = 100;

async function seed(database: Database, size: number) {
  const { db } = database;
  const [owner] = await rowsOf<{ id: number }>(
    database,
    sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('bench', 'bench', 'x') RETURNING id`,
  );
  const batch = 5_000;
  await withoutIndexes(database, 'global_text_grams', async () => {
    for (let from = 0; from < size; from += batch) {
      const keys: string[] = [];
      for (let i = from; i < Math.min(size, from + batch); i++) keys.push(textKey(page(i)));
      const ids = (
        await rowsOf<{ id: number }>(
          database,
          sql`
        INSERT INTO photos (user_id, is_global, message_type, hidden_message, image_key, thumbnail_key, max_scans, text_key, is_analyzed)
        SELECT ${owner!.id}, true, 'text', 'bench', 'images/x.jpg', 'thumbnails/x.jpg', 1000000, k, true
        FROM unnest(${sql.param(keys)}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n RETURNING id`,
        )
      ).map((row) => row.id);
      const gramIds: number[] = [];
      const gramValues: number[] = [];
      keys.forEach((key, i) => {
        for (const gram of sampledGrams(key)) {
          gramIds.push(ids[i]!);
          gramValues.push(gram);
        }
      });
      await db.execute(sql`INSERT INTO global_text_grams (gram, photo_id)
        SELECT * FROM unnest(${sql.param(gramValues)}::int[], ${sql.param(gramIds)}::int[])`);
      if ((from / batch) % 20 === 0) console.log(`  seeded ${from + keys.length}`);
    }
  });
  await db.execute(sql`INSERT INTO global_gram_frequency (gram, messages)
    SELECT gram, count(*) FROM global_text_grams GROUP BY gram`);
  // Sets the visibility map too, so the index answers without visiting the table (as autovacuum
  // would have done on a live database by the time it holds 1 M pages).
  await db.execute(sql`VACUUM ANALYZE`);
}

async function run() {
  console.log('Global scan benchmark');
  console.log(machineLine());
  const rows: Array<Record<string, string | number>> = [];
  for (const { engine, size } of PLAN) {
    const { database, dispose } = REUSE
      ? { database: openPostgres(REUSE), dispose: () => Promise.resolve() }
      : await openFreshDatabase(engine);
    try {
      const started = performance.now();
      if (!REUSE) await seed(database, size);
      const seedSeconds = (performance.now() - started) / 1000;
      const analyzer = createPhotoAnalyzer(() => Promise.reject(new Error('no OCR in this bench')));
      // The bench signs its scans as /api/analyze would have.
      const tokens = createAnalysisTokens({
        secret: randomBytes(32).toString('hex'),
        clock: systemClock,
      });
      const scan = createScanService({
        db: database.db,
        analyzer,
        wallet: createWalletService({ db: database.db, clock: systemClock, rewardHoldDays: 0 }),
        tokens,
        // What bench times is the matching and discovery; the fair-use counts and the travel
        // check (two small indexed writes, decision 011) stand aside for its synthetic scanner.
        fairUse: { analysis: async () => undefined, scan: async () => undefined },
        positions: { accept: async () => undefined, forget: async () => undefined },
      });
      const scannerName = `scanner-${Date.now()}`; // a reused database has earlier scanners
      const [scanner] = await rowsOf<{ id: number }>(
        database,
        sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES (${scannerName}, ${scannerName}, 'x') RETURNING id`,
      );
      const viewer = { id: scanner!.id } as UserRow;

      const targets = Array.from({ length: PROBES }, (_, i) => Math.floor(rng(1000 + i)() * size));
      const probes = targets.map((target, i) => probeOf(page(target), 7 + i));
      const absent = Array.from({ length: NEGATIVES }, (_, i) =>
        probeOf(page(size + 10_000 + i), 99 + i),
      );
      // The match alone (index, candidates, matcher), then whole scans that also discover.
      let found = 0;
      let wrong = 0;
      let falseHits = 0;
      const matchTimes = await timeEach(PROBES + NEGATIVES, async (i) => {
        const matched = await scan.matchGlobal(
          viewer,
          i < PROBES ? probes[i]! : absent[i - PROBES]!,
        );
        const first = matched[0];
        // Photo ids follow insertion order, from 1.
        if (i >= PROBES) falseHits += first ? 1 : 0;
        else if (first && first.id === targets[i]! + 1) found++;
        else if (first) wrong++;
      });
      const signed = (text: string) => ({ text, analysisToken: tokens.sign(viewer.id, text) });
      const scanTimes = await timeEach(PROBES + NEGATIVES, (i) =>
        scan.scanGlobal(viewer, signed(i < PROBES ? probes[i]! : absent[i - PROBES]!)),
      );
      rows.push({
        engine,
        messages: size.toLocaleString('en'),
        'seed s': seedSeconds.toFixed(0),
        recall: `${((found / PROBES) * 100).toFixed(1)} %`,
        'wrong message': wrong,
        'false on absent pages': `${falseHits}/${NEGATIVES}`,
        'match p50 ms': percentile(matchTimes, 50).toFixed(1),
        'match p95 ms': percentile(matchTimes, 95).toFixed(1),
        'whole scan p50 ms': percentile(scanTimes, 50).toFixed(1),
        'whole scan p95 ms': percentile(scanTimes, 95).toFixed(1),
      });
      // Each row as soon as it is measured: a 1 M run takes long, and may be cut short.
      console.log(`  done: ${JSON.stringify(rows.at(-1))}`);
    } finally {
      await dispose();
    }
  }
  printTable(rows);
}

await run();
