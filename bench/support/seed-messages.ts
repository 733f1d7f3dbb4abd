/**
 * The messages nearby and load benches read: clustered around forty cities (the hard case for a
 * spatial index), and the points they ask about.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

// Forty city centres; 80 % of messages within a few km of one, 20 % anywhere on land-ish latitudes.
const CITIES: Array<[number, number]> = [
  [37.98, 23.73],
  [48.86, 2.35],
  [51.51, -0.13],
  [40.42, -3.7],
  [41.9, 12.5],
  [52.52, 13.4],
  [59.33, 18.07],
  [55.68, 12.57],
  [50.08, 14.44],
  [47.5, 19.04],
  [52.23, 21.01],
  [38.72, -9.14],
  [53.35, -6.26],
  [60.17, 24.94],
  [45.46, 9.19],
  [41.39, 2.17],
  [40.71, -74.0],
  [34.05, -118.24],
  [41.88, -87.63],
  [43.65, -79.38],
  [19.43, -99.13],
  [-23.55, -46.63],
  [-34.6, -58.38],
  [35.68, 139.69],
  [37.57, 126.98],
  [31.23, 121.47],
  [22.32, 114.17],
  [1.35, 103.82],
  [13.76, 100.5],
  [28.61, 77.21],
  [19.08, 72.88],
  [-33.87, 151.21],
  [-37.81, 144.96],
  [30.04, 31.24],
  [6.52, 3.38],
  [-1.29, 36.82],
  [-33.92, 18.42],
  [55.76, 37.62],
  [41.01, 28.98],
  [25.2, 55.27],
];

/**
 * Hidden messages of this many characters (BENCH_MESSAGE_CHARS; the product allows 5,000), of
 * words that do not compress away: what a list reads for messages whose text it must not show.
 */
const MESSAGE_CHARS = Number(process.env.BENCH_MESSAGE_CHARS ?? 5);

export async function seedMessages(database: Database, count: number) {
  const { db } = database;
  const owner = await db.execute(
    sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('bench', 'bench', 'x') RETURNING id`,
  );
  const ownerId = (owner as { rows: Array<{ id: number }> }).rows[0]!.id;
  const lats = sql.raw(`ARRAY[${CITIES.map((c) => c[0]).join(',')}]::float8[]`);
  const lngs = sql.raw(`ARRAY[${CITIES.map((c) => c[1]).join(',')}]::float8[]`);
  const hiddenMessage = Array.from({ length: Math.ceil(MESSAGE_CHARS / 9) }, () =>
    randomBytes(4).toString('hex'),
  )
    .join(' ')
    .slice(0, MESSAGE_CHARS);
  const batch = 50_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    // Sum of three uniforms ≈ a bell curve: ~3 km spread around the city centre.
    await db.execute(sql`
      INSERT INTO photos (user_id, latitude, longitude, message_type, hidden_message, image_key, thumbnail_key, max_scans, text_key, is_analyzed)
      SELECT ${ownerId},
             CASE WHEN c.uniform THEN -60 + random() * 130 ELSE (${lats})[c.city] + (random() + random() + random() - 1.5) * 0.05 END,
             CASE WHEN c.uniform THEN -180 + random() * 360 ELSE (${lngs})[c.city] + (random() + random() + random() - 1.5) * 0.07 END,
             'text', ${hiddenMessage}, 'images/x.jpg', 'thumbnails/x.jpg', 5,
             'mountainrefugewateravailableuntiloctober', true
      FROM (SELECT 1 + floor(random() * ${CITIES.length})::int AS city, random() < 0.2 AS uniform
            FROM generate_series(1, ${n})) c`);
  }
  // Vacuumed as well: autovacuum would otherwise take up the million new rows during the first
  // phase measured, and a database in use has been vacuumed.
  await db.execute(sql`VACUUM ANALYZE photos`);
  return ownerId;
}

/** Query points: mostly city centres (dense), some random spots (sparse). */
export function queryPoint(i: number): [number, number] {
  if (i % 5 === 4) return [-60 + ((i * 37) % 130), -180 + ((i * 91) % 360)];
  const [lat, lng] = CITIES[i % CITIES.length]!;
  return [lat + ((i % 7) - 3) * 0.004, lng + ((i % 11) - 5) * 0.004];
}
