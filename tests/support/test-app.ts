import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '@/server/app';
import { parseConfig, type Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import type { OcrEngine } from '@/server/providers/ocr/ocr-engine';
import { createRecordedOcr } from './recorded-ocr';
import { solveChallenge, type Challenge } from './registration-proof';
import { createTestDatabase } from './test-database';

export const ADMIN_PASSWORD = 'admin-test-password';

/** The app's clock, which a test can move forward (a player walking between places). */
export type TestClock = Clock & { advance(ms: number): void };

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  /** The clock the app reads: the test's own, or the system's, plus what `advance` added. */
  clock: TestClock;
  /** A fresh folder for this app's blobs. */
  dataDir: string;
  /** A request as the web app would send it: same Origin, JSON body, optional session. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  webRoot?: string;
  /**
   * 'recorded' (the default): OCR answers with the real PaddleOCR output recorded for the
   * picture (recorded-ocr.ts). 'live': the real engine, for the tests that are about OCR. A
   * function wraps the recorded engine (an OCR that is busy at first, say).
   */
  ocr?: 'recorded' | 'live' | ((recorded: OcrEngine) => OcrEngine);
  /** Ports the test provides itself: a job queue that records, a blob store, pressure limits. */
  deps?: Pick<AppDeps, 'jobs' | 'blobs' | 'pressure' | 'metrics'>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'underprint-api-'));
  const config = parseConfig({
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  // API tests serve no web build unless a test brings its own.
  config.webRoot = options.webRoot ?? '/nonexistent-web-root';
  const ocr =
    options.ocr === 'live'
      ? undefined
      : typeof options.ocr === 'function'
        ? options.ocr(createRecordedOcr())
        : createRecordedOcr();
  const clock = movable(options.clock ?? systemClock);
  // No overload refusals unless a test sets its limits: a shared CI machine stalls the loop.
  const pressure = { maxEventLoopDelay: 0 };
  const app = await buildApp(config, { database, clock, ocr, pressure, ...options.deps });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    dataDir,
    async call(method, url, { body, cookie, headers } = {}) {
      const send = (m: typeof method, u: string, payload: unknown) =>
        app.inject({
          method: m,
          url: u,
          headers: {
            origin: new URL(config.publicUrl).origin,
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      // As the web app does: a registration solves the address's proof of work first, unless
      // the test brings its own proof (or none at all: `proof: null`).
      if (method === 'POST' && url === '/api/auth/register' && isBodyWithoutProof(body)) {
        const challenge = await send('GET', '/api/auth/register/challenge', undefined);
        const proof = await solveChallenge(challenge.json<Challenge>());
        return send(method, url, { ...body, proof });
      }
      return send(method, url, body);
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function isBodyWithoutProof(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !('proof' in body);
}

function movable(inner: Clock): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(inner.now().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** The session cookie a reply set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'underprint_session');
  if (!cookie) throw new Error(`no session cookie in a ${response.statusCode} reply`);
  return `underprint_session=${cookie.value}`;
}
