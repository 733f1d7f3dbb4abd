/**
 * Global discovery at scale: N synthetic book pages in the gram index, then scans that show
 * 40-90 % of a page with OCR-like damage (misread letters, dropped letters), and scans of pages
 * that are not there. Prints recall, false discoveries and the time of a whole global scan
 * (index lookup + candidate fetch + matching + the discovery transaction).
 *
 *   npm run bench:global                      # 100 k on PGlite and PostgreSQL, 1 M on PostgreSQL
 *   BENCH_GLOBAL_SIZES=20000 npm run bench:global
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { createPhotoAnalyzer } from '@/server/modules/scan/photo-analyzer';
import { createScanService } from '@/server/modules/scan/scan.service';
import { sampledGrams } from '@/server/modules/scan/text-grams';
import { textKey } from '@/server/modules/scan/text-key';
import { createWalletService } from '@/server/modules/wallet/wallet.service';
import { systemClock } from '@/server/lib/clock';
import { openFreshDatabase } from './support/fresh-database';
import { machineLine, percentile, printTable, timeEach } from './support/stats';

const PLAN = (process.env.BENCH_GLOBAL_PLAN ?? 'pglite:100000,postgres:100000,postgres:1000000')
  .split(',')
  .map((item) => {
    const [engine, size] = item.split(':');
    return { engine: engine as 'pglite' | 'postgres', size: Number(size) };
  });
const PROBES = 200;
const NEGATIVES = 100;

/** A deterministic PRNG, so every run builds the same library. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A vocabulary with a Zipf-like spread: a few words everywhere, most words rare.
const random = rng(42);
const syllables = [
  'an',
  'ber',
  'co',
  'dra',
  'el',
  'fen',
  'gro',
  'hil',
  'in',
  'jor',
  'ka',
  'lum',
  'mer',
  'nor',
  'ob',
  'pra',
  'qui',
  'ros',
  'sta',
  'tum',
  'ul',
  'vex',
  'wil',
  'xan',
  'yor',
  'zed',
];
const common = [
  'the',
  'of',
  'and',
  'to',
  'in',
  'is',
  'that',
  'for',
  'it',
  'with',
  'as',
  'was',
  'on',
  'be',
  'by',
  'this',
  'are',
  'from',
  'or',
  'which',
];
const vocabulary = Array.from({ length: 30_000 }, () => {
  const n = 2 + Math.floor(random() * 3);
  return Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(
    '',
  );
});

function page(seed: number): string {
  const r = rng(seed);
  const words: string[] = [];
  let letters = 0;
  const target = 250 + Math.floor(r() * 250); // like the devset's pages: 230-480 letters
  while (letters < target) {
    const word =
      r() < 0.45
        ? common[Math.floor(r() * common.length)]!
        : vocabulary[Math.floor(r() ** 2 * vocabulary.length)]!;
    words.push(word);
    letters += word.length;
  }
  return words.join(' ');
}

/**
 * What a scan of part of the page reads: 40-90 % of it, with letters misread (4.4 %) or lost
 * (3 %): the in-frame error rate PaddleOCR showed on the devset's probes (7.4 %).
 */
function probeOf(text: string, seed: number): string {
  const r = rng(seed);
  const share = 0.4 + r() * 0.5;
  const length = Math.floor(text.length * share);
  const start = Math.floor(r() * (text.length - length));
  let out = '';
  for (const ch of text.slice(start, start + length)) {
    const roll = r();
    if (roll < 0.03) continue;
    out += roll < 0.074 ? String.fromCharCode(97 + Math.floor(r() * 26)) : ch;
  }
  return out;
}

async function seed(database: Database, size: number) {
  const { db } = database;
  const owner = await db.execute(
    sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('bench', 'bench', 'x') RETURNING id`,
  );
  const ownerId = (owner as { rows: Array<{ id: number }> }).rows[0]!.id;
  const batch = 2_000;
  const frequency = new Map<number, number>();
  for (let from = 0; from < size; from += batch) {
    const ids: number[] = [];
    const keys: string[] = [];
    for (let i = from; i < Math.min(size, from + batch); i++) keys.push(textKey(page(i)));
    const inserted = await db.execute(sql`
      INSERT INTO photos (user_id, is_global, message_type, hidden_message, image_key, thumbnail_key, max_scans, text_key, is_analyzed)
      SELECT ${ownerId}, true, 'text', 'bench', 'images/x.jpg', 'thumbnails/x.jpg', 1000000, k, true
      FROM unnest(${sql.param(keys)}::text[]) AS k RETURNING id`);
    for (const row of (inserted as { rows: Array<{ id: number }> }).rows) ids.push(row.id);
    const gramIds: number[] = [];
    const gramValues: number[] = [];
    keys.forEach((key, i) => {
      for (const gram of sampledGrams(key)) {
        gramIds.push(ids[i]!);
        gramValues.push(gram);
        frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
      }
    });
    await db.execute(sql`INSERT INTO global_text_grams (gram, photo_id)
      SELECT * FROM unnest(${sql.param(gramValues)}::int[], ${sql.param(gramIds)}::int[]) ON CONFLICT DO NOTHING`);
    if ((from / batch) % 50 === 0) console.log(`  seeded ${from + keys.length}`);
  }
  const grams = [...frequency.keys()];
  for (let i = 0; i < grams.length; i += 50_000) {
    const slice = grams.slice(i, i + 50_000);
    await db.execute(sql`INSERT INTO global_gram_frequency (gram, messages)
      SELECT * FROM unnest(${sql.param(slice)}::int[], ${sql.param(slice.map((g) => frequency.get(g)!))}::int[])`);
  }
  await db.execute(sql`ANALYZE`);
}

async function run() {
  console.log('Global scan benchmark');
  console.log(machineLine());
  const rows: Array<Record<string, string | number>> = [];
  for (const { engine, size } of PLAN) {
    const { database, dispose } = await openFreshDatabase(engine);
    try {
      const started = performance.now();
      await seed(database, size);
      const seedSeconds = (performance.now() - started) / 1000;
      const analyzer = createPhotoAnalyzer(() => Promise.reject(new Error('no OCR in this bench')));
      const scan = createScanService({
        db: database.db,
        analyzer,
        wallet: createWalletService({ db: database.db, clock: systemClock }),
      });
      const viewer = { id: 0 } as UserRow;
      const scanner = await database.db.execute(
        sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('scanner', 'scanner', 'x') RETURNING id`,
      );
      viewer.id = (scanner as { rows: Array<{ id: number }> }).rows[0]!.id;

      let found = 0;
      let wrong = 0;
      const targets = Array.from({ length: PROBES }, (_, i) => Math.floor(rng(1000 + i)() * size));
      const probeTimes = await timeEach(PROBES, async (i) => {
        const result = await scan.scanGlobal(viewer, probeOf(page(targets[i]!), 7 + i));
        const first = result.photos[0];
        // Photo ids follow insertion order, from 1.
        if (first && first.id === targets[i]! + 1) found++;
        else if (first) wrong++;
      });
      let falseHits = 0;
      const negativeTimes = await timeEach(NEGATIVES, async (i) => {
        const result = await scan.scanGlobal(viewer, probeOf(page(size + 10_000 + i), 99 + i));
        if (result.matches > 0) falseHits++;
      });
      const all = [...probeTimes, ...negativeTimes];
      rows.push({
        engine,
        messages: size.toLocaleString('en'),
        'seed s': seedSeconds.toFixed(0),
        recall: `${((found / PROBES) * 100).toFixed(1)} %`,
        'wrong message': wrong,
        'false on absent pages': `${falseHits}/${NEGATIVES}`,
        'scan p50 ms': percentile(all, 50).toFixed(1),
        'scan p95 ms': percentile(all, 95).toFixed(1),
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
