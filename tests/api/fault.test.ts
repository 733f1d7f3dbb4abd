import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BLOB_REFERENCES } from '@/server/db/blob-references';
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { sweepOrphanFiles } from '@/server/jobs/orphan-sweep';
import { createDiskBlobStore } from '@/server/providers/blob-store';
import { fixturePhoto, newDeviceId, uniqueNickname } from '../factories';
import { multipartBody } from '../support/multipart';
import { adminQuery, databaseUrl } from '../support/postgres-admin';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { solveChallenge, type Challenge } from '../support/registration-proof';

// kill -9 under a mixed write load (registrations, top-ups, messages with their files,
// deletions), then a restart on the same data: every acknowledged write is there, the ledger
// still sums to zero with no balance below it, no row names a missing file, and the sweep
// removes the files the kill left without a row.
const onPostgres = process.env.TEST_DB === 'postgres';
const LOAD_MS = 8_000;
const WRITERS = 5;

type Acknowledged = {
  users: string[];
  topUps: string[];
  photos: number[];
  deleted: number[];
  /** Deletes sent: one cut off by the kill may have committed without its answer arriving. */
  deleting: number[];
};

describe('kill -9 under a write load', { timeout: 90_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let postgresName: string | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'underprint-fault-'));
    env = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin-fault-test',
      AUTH_RATE_LIMIT: '1000',
      // The load registers far more than a class: no gate on it, the cheapest proof.
      REGISTER_RATE_LIMIT: '100000',
      REGISTER_PROOF_BITS: '1',
      ANALYSES_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    };
    if (onPostgres) {
      const serverUrl = process.env.DATABASE_URL!;
      postgresName = `underprint_fault_${randomBytes(5).toString('hex')}`;
      const template = inject('postgresTemplate');
      await adminQuery(
        serverUrl,
        `CREATE DATABASE ${postgresName}${template ? ` TEMPLATE ${template}` : ''}`,
      );
      env.DATABASE_URL = databaseUrl(serverUrl, postgresName);
    }
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (postgresName) {
      await adminQuery(
        process.env.DATABASE_URL!,
        `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`,
      );
    }
  });

  async function openData(): Promise<Database> {
    return env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL, 2)
      : openPglite(path.join(dataDir, 'db'));
  }

  it('loses no acknowledged write, keeps the ledger whole, and the sweep removes the orphans', async () => {
    server = await startServerProcess(env, { timeoutMs: 60_000 });
    const photo = await fixturePhoto('a000');
    const acknowledged: Acknowledged = {
      users: [],
      topUps: [],
      photos: [],
      deleted: [],
      deleting: [],
    };
    let stop = false;
    const failures: string[] = [];

    async function call(
      method: string,
      url: string,
      cookie: string | undefined,
      body?: unknown,
      form?: { body: Buffer; contentType: string },
    ) {
      const headers: Record<string, string> = { origin: `http://localhost:${server!.port}` };
      if (cookie) headers.cookie = cookie;
      if (form) headers['content-type'] = form.contentType;
      else if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${server!.base}${url}`, {
        method,
        headers,
        body: form
          ? new Uint8Array(form.body)
          : body === undefined
            ? undefined
            : JSON.stringify(body),
      });
      return response;
    }

    async function writer() {
      while (!stop) {
        try {
          const nickname = uniqueNickname('fault');
          const challenge = await call('GET', '/api/auth/register/challenge', undefined);
          const proof = await solveChallenge((await challenge.json()) as Challenge);
          const registered = await call('POST', '/api/auth/register', undefined, {
            nickname,
            password: 'secret-fault-1',
            deviceId: newDeviceId(),
            proof,
          });
          if (registered.status !== 201) throw new Error(`register ${registered.status}`);
          acknowledged.users.push(nickname);
          const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
          const intent = (await (
            await call('POST', '/api/stripe/create-payment-intent', cookie, { amount: 10 })
          ).json()) as { paymentIntentId: string };
          await call(
            'POST',
            `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
            cookie,
            {
              cardNumber: '4242 4242 4242 4242',
              expMonth: 12,
              expYear: new Date().getFullYear() + 2,
              cvc: '123',
            },
          );
          const confirmed = await call('POST', '/api/stripe/confirm-payment', cookie, {
            paymentIntentId: intent.paymentIntentId,
          });
          if (confirmed.status === 200) acknowledged.topUps.push(intent.paymentIntentId);
          const form = multipartBody(
            {
              latitude: 37.9838,
              longitude: 23.7275,
              messageType: 'text',
              hiddenMessage: `kept ${randomBytes(4).toString('hex')}`,
              maxScans: 2,
              isPrivate: false,
              hasRewards: true,
              rewardAmount: 1,
            },
            { field: 'image', bytes: photo, filename: 'p.jpg', contentType: 'image/jpeg' },
          );
          const created = await call('POST', '/api/photos', cookie, undefined, form);
          if (created.status !== 201) {
            failures.push(`create ${created.status} ${await created.text()}`);
            continue;
          }
          const id = ((await created.json()) as { photo: { id: number } }).photo.id;
          acknowledged.photos.push(id);
          if (id % 2 === 0) {
            acknowledged.deleting.push(id);
            const removed = await call('DELETE', `/api/photos/${id}`, cookie);
            if (removed.status === 200 || removed.status === 204) acknowledged.deleted.push(id);
          }
        } catch (error) {
          // The server is gone (the kill): what was acknowledged before is what counts.
          if (stop) return;
          failures.push(String(error));
        }
      }
    }

    const writers = Array.from({ length: WRITERS }, () => writer());
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    const output = server.output();
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.users.length).toBeGreaterThan(0);
    expect(
      acknowledged.photos.length,
      `${failures.slice(0, 3).join('\n')}\n${output.slice(-3000)}`,
    ).toBeGreaterThan(0);

    // The restart takes over the dead process's lock (PGlite) and serves again.
    server = await startServerProcess(env, { timeoutMs: 60_000 });
    const login = await call('POST', '/api/auth/login', undefined, {
      nickname: acknowledged.users[0],
      password: 'secret-fault-1',
    });
    expect(login.status).toBe(200);
    await server.kill('SIGTERM');
    server = undefined;

    const database = await openData();
    try {
      const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
        const result: unknown = await database.db.execute(query);
        return (result as { rows: T[] }).rows;
      };
      const users = await rows<{ nickname: string }>(sql`SELECT nickname FROM users`);
      const nicknames = new Set(users.map((user) => user.nickname));
      for (const nickname of acknowledged.users)
        expect(nicknames.has(nickname), nickname).toBe(true);
      const credited = new Set(
        (
          await rows<{ key: string }>(
            sql`SELECT idempotency_key AS key FROM ledger_transfers WHERE kind = 'top_up'`,
          )
        ).map((row) => row.key),
      );
      for (const id of acknowledged.topUps) expect(credited.has(`top-up:${id}`), id).toBe(true);
      const photos = new Set(
        (await rows<{ id: number }>(sql`SELECT id FROM photos`)).map((row) => row.id),
      );
      for (const id of acknowledged.photos) {
        if (acknowledged.deleted.includes(id)) expect(photos.has(id), `photo ${id}`).toBe(false);
        else if (!acknowledged.deleting.includes(id)) {
          expect(photos.has(id), `photo ${id}`).toBe(true);
        }
      }

      const [ledger] = await rows<{ total: string; mismatched: string; negative: string }>(sql`
        SELECT (SELECT coalesce(sum(balance_cents), 0) FROM ledger_accounts)::text AS total,
          (SELECT count(*) FROM ledger_accounts a WHERE a.balance_cents <>
            coalesce((SELECT sum(amount_cents) FROM ledger_transfers WHERE to_account_id = a.id), 0)
            - coalesce((SELECT sum(amount_cents) FROM ledger_transfers WHERE from_account_id = a.id), 0)
          )::text AS mismatched,
          (SELECT count(*) FROM ledger_accounts WHERE user_id IS NOT NULL AND balance_cents < 0)::text AS negative`);
      expect(ledger).toEqual({ total: '0', mismatched: '0', negative: '0' });

      // No row names a file that is not there.
      const referenced = (
        await rows<{ key: string | null }>(
          sql`SELECT key FROM (${sql.join(BLOB_REFERENCES, sql` UNION ALL `)}) AS refs(key)`,
        )
      )
        .map((row) => row.key)
        .filter((key): key is string => key !== null);
      const root = path.join(dataDir, 'blobs');
      for (const key of referenced) expect(existsSync(path.join(root, key)), key).toBe(true);

      // The sweep: a planted orphan and whatever the kill left go; every named file stays.
      await mkdir(path.join(root, 'images'), { recursive: true });
      const planted = path.join(root, 'images', `${'0'.repeat(32)}.jpg`);
      await writeFile(planted, 'orphan');
      const old = new Date(Date.now() - 60_000);
      await utimes(planted, old, old);
      const outcome = await sweepOrphanFiles({
        db: database.db,
        blobs: createDiskBlobStore(root),
        graceMs: 0,
      });
      expect(outcome.removed).toBeGreaterThanOrEqual(1);
      expect(existsSync(planted)).toBe(false);
      const left: string[] = [];
      for (const folder of await readdir(root)) {
        for (const name of await readdir(path.join(root, folder))) left.push(`${folder}/${name}`);
      }
      expect(left.sort()).toEqual([...new Set(referenced)].sort());
    } finally {
      await database.close();
    }
  });
});
