/**
 * Nearby at scale: 100 k and 1 M messages clustered around cities (the hard case for a
 * spatial index), on PGlite and on PostgreSQL. Prints p50/p95 of the bare repository query
 * and of GET /api/photos/nearby over loopback HTTP.
 *
 *   npm run bench:nearby                       # PGlite, plus PostgreSQL at BENCH_PG_URL
 *   BENCH_SIZES=10000,100000,1000000 npm run bench:nearby   # the plan column at each size
 *   BENCH_SIZES=100000 npm run bench:nearby    # a quicker run
 *   BENCH_ENGINES=postgres npm run bench:nearby
 */
import { randomBytes } from 'node:crypto';
import { createAnalysisTokens } from '@/server/modules/scan/analysis-token';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { parseConfig } from '@/server/config';
import type { UserRow } from '@/server/db/schema/users';
import { systemClock } from '@/server/lib/clock';
import { sql } from 'drizzle-orm';
import { walkingNearestFirst } from '@/server/db/photo-geo';
import { listNearby, nearbyQuery } from '@/server/modules/photos/photos.repository';
import { createPhotoAnalyzer } from '@/server/modules/photos/photo-analyzer';
import { createScanService } from '@/server/modules/scan/scan.service';
import { createWalletService } from '@/server/modules/wallet/wallet.service';
import { solveChallenge, type Challenge } from '../tests/support/registration-proof';
import { BENCH_PG_URL, openFreshDatabase } from './support/fresh-database';
import { queryPoint, seedMessages as seed } from './support/seed-messages';
import { machineLine, percentile, printTable, timeEach } from './support/stats';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const QUERIES = 300;

async function postgresReachable() {
  const client = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function run() {
  console.log('Nearby benchmark');
  console.log(machineLine());
  const wanted = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
  const engines: Array<'pglite' | 'postgres'> = wanted.includes('pglite') ? ['pglite'] : [];
  if (wanted.includes('postgres')) {
    if (await postgresReachable()) engines.unshift('postgres');
    else console.log(`PostgreSQL not reachable at ${BENCH_PG_URL}: PGlite only`);
  }

  const rows: Array<Record<string, string | number>> = [];
  for (const engine of engines) {
    for (const size of SIZES) {
      const { database, dispose } = await openFreshDatabase(engine);
      try {
        const seedStart = performance.now();
        const ownerId = await seed(database, size);
        const seedSeconds = (performance.now() - seedStart) / 1000;
        const viewerId = ownerId;
        // The plan the app runs at a city centre (the dense case), as pinned by photo-geo.
        const [centreLat, centreLng] = queryPoint(0);
        const explained = await walkingNearestFirst(database.db, (tx) =>
          tx.execute(
            sql`EXPLAIN ${nearbyQuery(tx, { viewerId, latitude: centreLat, longitude: centreLng, radiusM: 5000, limit: 100, side: 0 })}`,
          ),
        );
        const planText = JSON.stringify(explained);
        const plan = /Bitmap/.test(planText)
          ? 'bitmap + sort'
          : /Order By: \(map_point/.test(planText)
            ? 'index walk'
            : 'other';
        // Warm caches, as a running server would be.
        await timeEach(30, (i) => {
          const [latitude, longitude] = queryPoint(i);
          return listNearby(database.db, {
            viewerId,
            latitude,
            longitude,
            radiusM: 5000,
            limit: 100,
          });
        });
        let returned = 0;
        const query = await timeEach(QUERIES, async (i) => {
          const [latitude, longitude] = queryPoint(i);
          returned += (
            await listNearby(database.db, {
              viewerId,
              latitude,
              longitude,
              radiusM: 5000,
              limit: 100,
            })
          ).length;
        });

        // Discovery: candidates within 100 m of a city centre, each matched against the scan.
        const scanner = { id: viewerId + 1_000_000 } as UserRow;
        // The bench signs its scan text as /api/analyze would have.
        const SCAN_TEXT = 'Allotment gardens Members please close the gate';
        const tokens = createAnalysisTokens({
          secret: randomBytes(32).toString('hex'),
          clock: systemClock,
        });
        const scan = createScanService({
          db: database.db,
          analyzer: createPhotoAnalyzer(() => Promise.reject(new Error('no OCR in this bench'))),
          wallet: createWalletService({ db: database.db, clock: systemClock, rewardHoldDays: 0 }),
          tokens,
          // What bench times is the matching and discovery; the fair-use counts and the travel
          // check (two small indexed writes, decision 011) stand aside for its synthetic scanner.
          fairUse: { analysis: async () => undefined, scan: async () => undefined },
          positions: { accept: async () => undefined, forget: async () => undefined },
        });
        const discovery = await timeEach(QUERIES, (i) => {
          const [latitude, longitude] = queryPoint(i);
          return scan.scanLocal(
            scanner,
            { text: SCAN_TEXT, analysisToken: tokens.sign(scanner.id, SCAN_TEXT) },
            { latitude, longitude, accuracyM: 10 },
          );
        });

        const config = parseConfig({
          LOG_LEVEL: 'silent',
          ADMIN_PASSWORD: 'bench-admin',
          PORT: '0',
          AUTH_RATE_LIMIT: '100000',
        });
        config.webRoot = '/nonexistent';
        const app = await buildApp(config, { database });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
        const challenge = await fetch(`${base}/api/auth/register/challenge`);
        const proof = await solveChallenge((await challenge.json()) as Challenge);
        const login = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          // The app's own origin (PUBLIC_URL), which the Origin check compares against.
          headers: { 'content-type': 'application/json', origin: new URL(config.publicUrl).origin },
          body: JSON.stringify({
            nickname: `b${randomBytes(3).toString('hex')}`,
            password: 'benchpass',
            deviceId: randomBytes(33).toString('base64url'),
            ageConfirmed: true,
            proof,
          }),
        });
        if (login.status !== 201) {
          throw new Error(`registration failed: ${login.status} ${await login.text()}`);
        }
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const http = await timeEach(QUERIES, async (i) => {
          const [lat, lng] = queryPoint(i);
          const response = await fetch(`${base}/api/photos/nearby?lat=${lat}&lng=${lng}`, {
            headers: { cookie },
          });
          await response.arrayBuffer();
        });
        await app.close();

        const qp50 = percentile(query, 50);
        const hp50 = percentile(http, 50);
        rows.push({
          engine,
          messages: size.toLocaleString('en'),
          'seed s': seedSeconds.toFixed(0),
          'rows/query': (returned / QUERIES).toFixed(0),
          plan,
          'query p50 ms': qp50.toFixed(2),
          'query p95 ms': percentile(query, 95).toFixed(2),
          'http p50 ms': hp50.toFixed(2),
          'http p95 ms': percentile(http, 95).toFixed(2),
          'http/query p50': (hp50 / qp50).toFixed(2),
          'discovery p50 ms': percentile(discovery, 50).toFixed(2),
          'discovery p95 ms': percentile(discovery, 95).toFixed(2),
        });
        console.log(`  done: ${JSON.stringify(rows.at(-1))}`);
      } finally {
        await dispose();
      }
    }
  }
  printTable(rows);
}

await run();
