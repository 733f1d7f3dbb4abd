import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createRecordedOcr } from '../support/recorded-ocr';
import { createTestApp, type TestApp } from '../support/test-app';
import { createRecordingJobs } from '../support/recording-jobs';
import { createPhotoAs, signedInUser } from '../factories';

// The composition by ROLE (decision 030): which routes and which jobs each process has, and
// what a web process does with a new message's photo. The engine-level role refusals are in
// tests/unit/config.test.ts and tests/api/process.test.ts.
let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

async function appWith(role: 'all' | 'web' | 'worker', env: Record<string, string> = {}) {
  const jobs = createRecordingJobs();
  // web and worker need a DATABASE_URL in the environment; the app here runs on the test's own.
  const roleEnv: Record<string, string> =
    role === 'all' ? {} : { ROLE: role, DATABASE_URL: 'postgres://unused.invalid/x' };
  const t = await createTestApp({ env: { ...roleEnv, ...env }, deps: { jobs } });
  apps.push(t);
  return { t, jobs };
}

describe('roles', () => {
  it('all: the API and every job', async () => {
    const { t, jobs } = await appWith('all');
    expect((await t.call('GET', '/api/photos/nearby?lat=1&lng=1')).statusCode).toBe(401);
    expect([...jobs.handlers.keys()].sort()).toEqual([
      'purge',
      'purge-uploads',
      'read-waiting-photos',
      'release-rewards',
      'send-push',
      'settle-withdrawals',
      'sweep-orphan-files',
    ]);
  });

  it('worker: every job, and no API beyond health, readiness and metrics', async () => {
    const { t, jobs } = await appWith('worker');
    expect(jobs.handlers.size).toBe(7);
    expect((await t.call('GET', '/api/photos/nearby?lat=1&lng=1')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/auth/login', { body: {} })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/health/ready')).statusCode).toBe(200);
  });

  it("web: the API and no jobs; a new message is saved unread and a worker's run is asked for", async () => {
    const { t, jobs } = await appWith('web');
    expect(jobs.handlers.size).toBe(0);
    const { cookie } = await signedInUser(t);
    const response = await t.call('GET', '/api/photos/nearby?lat=37.98&lng=23.72', { cookie });
    expect(response.statusCode).toBe(200);

    const photo = await createPhotoAs(t, cookie);
    expect(photo.isAnalyzed).toBe(false);
    expect(jobs.sent).toHaveLength(1);
    expect(jobs.sent[0]).toMatchObject({ name: 'read-waiting-photos', delaySeconds: 2 });
    // The request that asked for it, for the worker's logs.
    expect(jobs.sent[0]!.context.requestId).toMatch(/^req-/);

    // A worker on the same database and files reads it when the run comes.
    const workerJobs = createRecordingJobs();
    const worker = await buildApp(
      { ...t.config, role: 'worker' },
      { database: t.database, ocr: createRecordedOcr(), jobs: workerJobs },
    );
    try {
      await workerJobs.run('read-waiting-photos');
    } finally {
      await worker.close();
    }
    const result: unknown = await t.database.db.execute(
      sql`SELECT is_analyzed, text_key FROM photos WHERE id = ${photo.id}`,
    );
    const [row] = (result as { rows: Array<{ is_analyzed: boolean; text_key: string }> }).rows;
    expect(row!.is_analyzed).toBe(true);
    expect(row!.text_key.length).toBeGreaterThan(10);
  });
});

describe('the orphan-file sweep', () => {
  it('removes old files no row points to, and keeps referenced and recent ones', async () => {
    const { t, jobs } = await appWith('all', { ORPHAN_FILE_GRACE_MINUTES: '60' });
    const { cookie } = await signedInUser(t);
    await createPhotoAs(t, cookie);
    const blobs = path.join(t.dataDir, 'blobs');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    // Every stored file is two hours old: only the grace period's age matters.
    const files: string[] = [];
    for (const folder of ['images', 'thumbnails', 'public-images', 'public-thumbnails']) {
      for (const name of await readdir(path.join(blobs, folder)).catch(() => [])) {
        files.push(`${folder}/${name}`);
        await utimes(path.join(blobs, folder, name), old, old);
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(2);
    await mkdir(path.join(blobs, 'images'), { recursive: true });
    await mkdir(path.join(blobs, 'draft-pdfs'), { recursive: true });
    const orphan = 'images/00000000000000000000000000000000.jpg';
    const leftover = 'images/11111111111111111111111111111111.jpg.abcd1234.tmp';
    const recent = 'draft-pdfs/22222222222222222222222222222222.pdf';
    for (const key of [orphan, leftover, recent]) await writeFile(path.join(blobs, key), 'x');
    for (const key of [orphan, leftover]) await utimes(path.join(blobs, key), old, old);

    await jobs.run('sweep-orphan-files');
    expect(existsSync(path.join(blobs, orphan))).toBe(false);
    expect(existsSync(path.join(blobs, leftover))).toBe(false);
    expect(existsSync(path.join(blobs, recent))).toBe(true);
    for (const key of files) expect(existsSync(path.join(blobs, key)), key).toBe(true);
    expect(await t.app.sweepOrphans()).toEqual({ checked: files.length + 1, removed: 0 });
  });

  it("keeps a hunt draft's files, which its row names in JSON", async () => {
    const { t } = await appWith('all', { ORPHAN_FILE_GRACE_MINUTES: '1' });
    const draftKey = 'draft-images/33333333333333333333333333333333.jpg';
    const { user } = await signedInUser(t);
    await t.database.db.execute(sql`
      INSERT INTO hunt_drafts (user_id, title, settings, waypoints)
      VALUES (${user.id}, 'Draft', '{}'::jsonb,
        ${JSON.stringify([{ stepNumber: 1, photoKey: draftKey, pdfKey: null }])}::jsonb)`);
    const file = path.join(t.dataDir, 'blobs', draftKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'x');
    const old = new Date(Date.now() - 10 * 60 * 1000);
    await utimes(file, old, old);
    expect(await t.app.sweepOrphans()).toEqual({ checked: 1, removed: 0 });
  });
});
