import { afterEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '@/server/providers/blob-store';
import { createRecordingJobs } from '../support/recording-jobs';
import { createTestApp, type TestApp } from '../support/test-app';
import { createPhotoAs, signedInUser } from '../factories';

const TOKEN = 'metrics-token-for-tests-0123456789';
let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const t = await app();
    const response = await t.call('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing or wrong token, and reads out requests, OCR, jobs and the event loop', async () => {
    const t = await app({ env: { METRICS_TOKEN: TOKEN }, deps: { jobs: createRecordingJobs() } });
    expect((await t.call('GET', '/metrics')).statusCode).toBe(401);
    const wrong = await t.call('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);

    const { cookie } = await signedInUser(t);
    await createPhotoAs(t, cookie);
    await t.call('GET', '/api/photos/nearby?lat=37.98&lng=23.72', { cookie });
    const response = await t.call('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // By route pattern, not by URL: one series per endpoint whatever the query.
    expect(text).toMatch(
      /underprint_http_request_duration_seconds_count\{method="GET",route="\/api\/photos\/nearby",status="200"\} 1/,
    );
    expect(text).toMatch(
      /underprint_http_request_duration_seconds_count\{method="POST",route="\/api\/photos",status="201"\} 1/,
    );
    expect(text).toMatch(/underprint_ocr_photo_seconds_count 1/);
    expect(text).toMatch(/underprint_ocr_queue_depth 0/);
    expect(text).toMatch(
      /underprint_job_queue_depth\{job="read-waiting-photos",state="queued"\} 3/,
    );
    expect(text).toMatch(/underprint_job_queue_oldest_seconds\{job="read-waiting-photos"\} 42/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
    if (t.database.engine === 'postgres') {
      expect(text).toMatch(/underprint_db_pool_connections\{state="total"\} \d+/);
    }
  });
});

describe('readiness and overload', () => {
  it('is ready when the database and the file store answer, and says 503 when the store does not', async () => {
    const t = await app();
    expect((await t.call('GET', '/api/health/ready')).statusCode).toBe(200);
    const broken = createDiskBlobStore('/dev/null/blobs');
    const u = await app({ deps: { blobs: broken } });
    const response = await u.call('GET', '/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'NOT_READY' });
    expect((await u.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('stays alive when the database does not answer; readiness says 503', async () => {
    const t = await app();
    const { db } = t.database;
    const execute = db.execute.bind(db);
    let queried = 0;
    // Every query fails, as with a database gone away: liveness must not ask it.
    db.execute = (() => {
      queried++;
      return Promise.reject(new Error('connection terminated'));
    }) as unknown as typeof db.execute;
    try {
      const health = await t.call('GET', '/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(queried).toBe(0);
      const ready = await t.call('GET', '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'NOT_READY' });
      expect(queried).toBe(1);
    } finally {
      db.execute = execute;
    }
  });

  it("answers 503 with Retry-After when overloaded; liveness, metrics and the app's files still answer", async () => {
    // Any heap is past one byte: overloaded from the first sample on, whatever the machine does.
    const t = await app({
      env: { METRICS_TOKEN: TOKEN },
      deps: { pressure: { maxEventLoopDelay: 0, maxHeapUsedBytes: 1, sampleInterval: 10 } },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await t.call('GET', '/api/config');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toMatchObject({ code: 'OVERLOADED' });
    expect((await t.call('GET', '/shared/1')).statusCode).toBe(503);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    // The app's files are not refused: a chunk refused left a loaded page half-drawn.
    const file = await t.call('GET', '/assets/index-missing.js');
    expect(file.statusCode).not.toBe(503);
    const metrics = await t.call('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
  });
});
