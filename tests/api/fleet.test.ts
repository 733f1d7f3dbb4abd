import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto, newDeviceId, uniqueNickname } from '../factories';
import { multipartBody } from '../support/multipart';
import { adminQuery, databaseUrl } from '../support/postgres-admin';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';
import { solveChallenge, type Challenge } from '../support/registration-proof';

// Many processes, one truth (issue 22, ARCHITECTURE §7): two web processes and one worker on
// one fresh PostgreSQL database and one S3 stand-in, behind a round-robin proxy. Every call
// below goes through the proxy, so consecutive calls of one person land on different
// processes: sessions, throttles, fair use, analysis tokens and discovery counts must agree.
const serverUrl = process.env.DATABASE_URL;
const runs = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);

describe.runIf(runs)('a fleet of two web processes and a worker', { timeout: 120_000 }, () => {
  const name = `underprint_fleet_${randomBytes(5).toString('hex')}`;
  let s3: S3StandIn;
  let processes: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let base = '';

  async function call(
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; form?: { body: Buffer; contentType: string } } = {},
  ) {
    const headers: Record<string, string> = { origin: base };
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.form) {
      headers['content-type'] = options.form.contentType;
      body = new Uint8Array(options.form.body);
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: <T>() => JSON.parse(text) as T,
      cookie: response.headers
        .getSetCookie()
        .find((c) => c.startsWith('underprint_session='))
        ?.split(';')[0],
    };
  }

  async function register() {
    // The proof of work is asked of one process and spent on the next (a shared secret signs it).
    const challenge = await call('GET', '/api/auth/register/challenge');
    const proof = await solveChallenge(challenge.json<Challenge>());
    const response = await call('POST', '/api/auth/register', {
      body: {
        nickname: uniqueNickname('fleet'),
        password: 'secret-fleet-1',
        deviceId: newDeviceId(),
        proof,
      },
    });
    expect(response.status, response.text).toBe(201);
    return response.cookie!;
  }

  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    s3 = await startS3StandIn('underprint-fleet');
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports);
    base = proxy.base;
    const env = {
      DATABASE_URL: databaseUrl(serverUrl!, name),
      PUBLIC_URL: base,
      ADMIN_PASSWORD: 'admin-fleet-test',
      ANALYSIS_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      AUTH_RATE_LIMIT: '100',
      REWARD_HOLD_DAYS: '0',
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    // All three at once: the start lock lets one migrate while the others wait.
    processes = await Promise.all([
      startServerProcess({ ...env, ROLE: 'web' }, { port: ports[0] }),
      startServerProcess({ ...env, ROLE: 'web' }, { port: ports[1] }),
      startServerProcess({ ...env, ROLE: 'worker' }),
    ]);
    // Three processes starting on a shared 2-core machine: well past the default hook timeout.
  }, 120_000);

  afterAll(async () => {
    for (const server of processes) await server.kill('SIGTERM');
    await proxy?.close();
    await s3?.close();
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('registers, creates on one and reads on the worker, discovers once among 20, tops up, withdraws, publishes and plays a hunt', async () => {
    // The creator: registered through one web process, their session good on the other.
    const creator = await register();
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', '/api/auth/user', { cookie: creator })).status).toBe(200);
    }

    // A top-up: the intent on one process, the card on the next, the confirm on a third call.
    const intent = (
      await call('POST', '/api/stripe/create-payment-intent', {
        cookie: creator,
        body: { amount: 20 },
      })
    ).json<{ paymentIntentId: string }>();
    const paid = await call(
      'POST',
      `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      {
        cookie: creator,
        body: {
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
        },
      },
    );
    expect(paid.status, paid.text).toBe(200);
    for (let i = 0; i < 2; i++) {
      const confirm = await call('POST', '/api/stripe/confirm-payment', {
        cookie: creator,
        body: { paymentIntentId: intent.paymentIntentId },
      });
      expect(confirm.status, confirm.text).toBe(200);
    }
    const wallet = (await call('GET', '/api/wallet', { cookie: creator })).json<{
      balance: number;
    }>();
    expect(wallet.balance).toBe(20);

    // A rewarded message: a web process saves it unread; the worker reads it.
    const form = multipartBody(
      {
        latitude: 37.9838,
        longitude: 23.7275,
        messageType: 'text',
        hiddenMessage: 'the fleet agrees',
        maxScans: 1,
        isPrivate: false,
        hasRewards: true,
        rewardAmount: 2,
      },
      {
        field: 'image',
        bytes: await fixturePhoto('a000'),
        filename: 'p.jpg',
        contentType: 'image/jpeg',
      },
    );
    const created = await call('POST', '/api/photos', { cookie: creator, form });
    expect(created.status, created.text).toBe(201);
    const photoId = created.json<{ photo: { id: number; isAnalyzed: boolean } }>().photo.id;
    expect(created.json<{ photo: { isAnalyzed: boolean } }>().photo.isAnalyzed).toBe(false);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mine = (await call('GET', '/api/photos/user', { cookie: creator })).json<
        Array<{ id: number; isAnalyzed: boolean }>
      >();
      if (mine.find((photo) => photo.id === photoId)?.isAnalyzed) break;
      if (Date.now() > deadline)
        throw new Error(`the worker did not read it:\n${processes[2]!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Its files are in the shared bucket: both web processes serve them.
    for (let i = 0; i < 2; i++) {
      expect(
        (await call('GET', `/api/photos/${photoId}/thumbnail`, { cookie: creator })).status,
      ).toBe(200);
    }

    // Twenty finders, registered and reading their photo through both processes, scan at once.
    const finders = await Promise.all(Array.from({ length: 20 }, () => register()));
    const imageData = (await fixturePhoto('a000')).toString('base64');
    const analyses = await Promise.all(
      finders.map((cookie) => call('POST', '/api/analyze', { cookie, body: { imageData } })),
    );
    for (const analysis of analyses) expect(analysis.status, analysis.text).toBe(200);
    const scans = await Promise.all(
      finders.map((cookie, i) => {
        const { detectedText, analysisToken } = analyses[i]!.json<{
          detectedText: string;
          analysisToken: string;
        }>();
        return call('POST', '/api/scan', {
          cookie,
          body: {
            text: detectedText,
            analysisToken,
            userLatitude: 37.9838,
            userLongitude: 23.7275,
            userAccuracy: 10,
          },
        });
      }),
    );
    for (const scan of scans) expect(scan.status, scan.text).toBe(200);
    const found = scans.map((scan) => scan.json<{ matches: number }>().matches);
    expect(found.reduce((a, b) => a + b, 0)).toBe(1);
    const finder = finders[found.indexOf(1)]!;

    // The reward, withdrawable at once here (REWARD_HOLD_DAYS=0), paid out once.
    const link = (await call('POST', '/api/stripe/onboarding-link', { cookie: finder })).json<{
      url: string;
    }>();
    const account = new URL(link.url).searchParams.get('account')!;
    expect(
      (
        await call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
          cookie: finder,
        })
      ).status,
    ).toBe(200);
    const payout = await call('POST', '/api/withdraw', { cookie: finder, body: { amount: 0.5 } });
    expect(payout.status, payout.text).toBe(200);

    const client = new pg.Client({ connectionString: databaseUrl(serverUrl!, name) });
    await client.connect();
    try {
      // A one-step hunt: published through one process, its step read by the worker, played
      // by a finder through the other.
      const step = { latitude: 12.5, longitude: -30 };
      const hunt = await call('POST', '/api/treasure-hunt', {
        cookie: creator,
        body: {
          title: 'Fleet hunt',
          waypoints: [
            {
              stepNumber: 1,
              ...step,
              locationName: null,
              description: 'By the sign',
              photo: `data:image/jpeg;base64,${imageData}`,
              messageType: 'text',
              hiddenMessage: 'the hunt is read by the worker',
              maxScans: 5,
              hasRewards: false,
              rewardAmount: 0,
              isPrivate: false,
              hints: [],
            },
          ],
        },
      });
      expect(hunt.status, hunt.text).toBe(201);
      const huntId = hunt.json<{ id: number }>().id;
      const readBy = Date.now() + 30_000;
      for (;;) {
        const { rows } = await client.query<{ read: boolean }>(
          'SELECT bool_and(is_analyzed) AS read FROM photos WHERE hunt_id = $1',
          [huntId],
        );
        if (rows[0]?.read) break;
        if (Date.now() > readBy) throw new Error('the worker did not read the hunt step');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // A new player: the finders scanned in Athens seconds ago, and the travel check (shared
      // by the processes too) would refuse them here.
      const player = await register();
      const reading = (
        await call('POST', '/api/analyze', { cookie: player, body: { imageData } })
      ).json<{ detectedText: string; analysisToken: string }>();
      const played = await call('POST', '/api/scan', {
        cookie: player,
        body: {
          text: reading.detectedText,
          analysisToken: reading.analysisToken,
          userLatitude: step.latitude + 20 / 111_195,
          userLongitude: step.longitude,
          userAccuracy: 10,
        },
      });
      expect(played.status, played.text).toBe(200);
      expect(played.json<{ matches: number }>().matches).toBe(1);

      // Both web processes took their share; the ledger sums to zero; nobody is below zero.
      expect(proxy.counts.every((count) => count > 20)).toBe(true);
      const { rows } = await client.query<{
        total: string;
        negative: string;
        discoveries: string;
      }>(`
        SELECT (SELECT coalesce(sum(balance_cents), 0) FROM ledger_accounts)::text AS total,
               (SELECT count(*) FROM ledger_accounts a JOIN users u ON u.id = a.user_id
                 WHERE a.balance_cents < 0)::text AS negative,
               (SELECT count(*) FROM discoveries WHERE photo_id = ${photoId})::text AS discoveries`);
      expect(rows[0]).toEqual({ total: '0', negative: '0', discoveries: '1' });
    } finally {
      await client.end();
    }
  });
});
