import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import webPush from 'web-push';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PushConfig } from '@/shared/contract/push';
import { pushSubscriptions } from '@/server/db/schema/push';
import { MAX_SUBSCRIPTIONS_PER_USER } from '@/server/modules/push/push.service';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { scanFrom } from '../support/scans';
import { createTestApp, type TestApp } from '../support/test-app';

/** http_ece comes with web-push (it encrypts with it): here it decrypts as a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

/** Another photo of the sign in a000.jpg: what a finder standing there reads. */
const SIGN_SCAN = ocrTextOf('a000-p2.jpg');
/** Far from the other suites' places. */
const PLACE = { latitude: 51.5072, longitude: -0.1276 };

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on this machine: records each request, answers 201 or what a path is told. */
async function startPushStandIn() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

describe('Web Push off (no VAPID keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives no key and refuses subscriptions with 404', async () => {
    const config = await t.call('GET', '/api/push/config');
    expect(config.statusCode).toBe(200);
    expect(config.json<PushConfig>()).toEqual({ publicKey: null });

    const { cookie } = await signedInUser(t);
    const response = await t.call('POST', '/api/push/subscriptions', {
      cookie,
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: browserKeys().keys,
        locale: 'en',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(await t.app.sendPush()).toEqual({ sent: 0, gone: 0, refused: 0, failed: 0 });
  });
});

describe('Web Push on', () => {
  const vapid = webPush.generateVAPIDKeys();
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  let creator: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  const browser = browserKeys();
  let endpoint: string;

  const subscribe = (cookie: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/push/subscriptions', { cookie, body });
  const unsubscribe = (cookie: string, target: string) =>
    t.call('DELETE', '/api/push/subscriptions', { cookie, body: { endpoint: target } });
  const discoverCreatorsMessage = async () => {
    const finder = await signedInUser(t);
    const scan = await scanFrom(t, finder.cookie, PLACE, SIGN_SCAN);
    expect(scan.json<{ matches: number }>().matches).toBe(1);
  };

  beforeAll(async () => {
    standIn = await startPushStandIn();
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT: '1000',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:push-test@example.org',
        PUSH_ENDPOINT_HOSTS: '127.0.0.1',
        PUSH_ALLOW_HTTP_LOOPBACK: 'true',
      },
    });
    endpoint = `${standIn.base}/push/${randomBytes(8).toString('hex')}`;
    creator = await signedInUser(t);
    other = await signedInUser(t);
    await createPhotoAs(t, creator.cookie, { ...PLACE, maxScans: 5 });
    // Discovered before the creator subscribes: never pushed.
    await discoverCreatorsMessage();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('gives its public key to anyone', async () => {
    const response = await t.call('GET', '/api/push/config');
    expect(response.json<PushConfig>()).toEqual({ publicKey: vapid.publicKey });
  });

  it('refuses endpoints that are not an allowed push service with 400, and bad keys', async () => {
    for (const bad of [
      'https://evil.example/push',
      'https://169.254.169.254/latest/meta-data',
      'http://localhost:80/push',
      'https://127.0.0.1.evil.example/push',
      'https://user:pass@127.0.0.1/push',
      'https://127.0.0.1:8443/push',
      'ftp://127.0.0.1/push',
      'not a url',
    ]) {
      const response = await subscribe(creator.cookie, {
        endpoint: bad,
        keys: browser.keys,
        locale: 'en',
      });
      expect(response.statusCode, bad).toBe(400);
    }
    const badKeys = await subscribe(creator.cookie, {
      endpoint,
      keys: { p256dh: 'abc', auth: browser.keys.auth },
      locale: 'en',
    });
    expect(badKeys.statusCode).toBe(400);
    const badLocale = await subscribe(creator.cookie, {
      endpoint,
      keys: browser.keys,
      locale: 'fr',
    });
    expect(badLocale.statusCode).toBe(400);
    const anonymous = await t.call('POST', '/api/push/subscriptions', {
      body: { endpoint, keys: browser.keys, locale: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves an endpoint to the user who subscribed it last', async () => {
    expect(
      (await subscribe(other.cookie, { endpoint, keys: browser.keys, locale: 'en' })).statusCode,
    ).toBe(200);
    expect(
      (await subscribe(creator.cookie, { endpoint, keys: browser.keys, locale: 'el' })).statusCode,
    ).toBe(200);
    // Again: the same subscription, nothing doubled.
    expect(
      (await subscribe(creator.cookie, { endpoint, keys: browser.keys, locale: 'el' })).statusCode,
    ).toBe(200);
    // It is the creator's now: the other user's DELETE removes nothing.
    const notTheirs = await unsubscribe(other.cookie, endpoint);
    expect(notTheirs.statusCode).toBe(200);
    expect(notTheirs.json()).toEqual({ removed: false });
  });

  it('pushes nothing older than the subscription', async () => {
    expect(await t.app.sendPush()).toEqual({ sent: 0, gone: 0, refused: 0, failed: 0 });
    expect(standIn.received).toHaveLength(0);
  });

  it('pushes a new discovery once, encrypted, with VAPID and a TTL, in the chosen language', async () => {
    await discoverCreatorsMessage();
    expect(await t.app.sendPush()).toMatchObject({ sent: 1, failed: 0 });
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request!.path).toBe(new URL(endpoint).pathname);
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(request!.headers.authorization).toContain(`k=${vapid.publicKey}`);
    expect(request!.headers.ttl).toBe('86400');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.body.toString('utf8')).not.toContain('London');

    const plain = ece.decrypt(request!.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({
      title: 'Το μήνυμά σας ανακαλύφθηκε',
      body: 'Κάποιος ανακάλυψε το μήνυμά σας στην τοποθεσία London, United Kingdom.',
      url: '/my-space',
    });

    // A second run has nothing new.
    expect(await t.app.sendPush()).toEqual({ sent: 0, gone: 0, refused: 0, failed: 0 });
    expect(standIn.received).toHaveLength(1);
  });

  it('deletes a subscription its push service answers 410 for', async () => {
    standIn.answers.set(new URL(endpoint).pathname, 410);
    await discoverCreatorsMessage();
    expect(await t.app.sendPush()).toMatchObject({ sent: 0, gone: 1 });
    expect(standIn.received).toHaveLength(2);
    // Gone: the owner's own DELETE finds nothing left, and nothing more is sent.
    expect((await unsubscribe(creator.cookie, endpoint)).json()).toEqual({ removed: false });
    await discoverCreatorsMessage();
    expect(await t.app.sendPush()).toEqual({ sent: 0, gone: 0, refused: 0, failed: 0 });
    expect(standIn.received).toHaveLength(2);
  });

  it("removes the owner's subscription on their DELETE", async () => {
    const second = `${standIn.base}/push/${randomBytes(8).toString('hex')}`;
    await subscribe(creator.cookie, { endpoint: second, keys: browser.keys, locale: 'en' });
    expect((await unsubscribe(creator.cookie, second)).json()).toEqual({ removed: true });
  });

  it("keeps a user's ten newest devices: a script subscribing endpoint after endpoint does not grow without bound", async () => {
    const scripted = await signedInUser(t);
    const endpoints = Array.from(
      { length: MAX_SUBSCRIPTIONS_PER_USER + 3 },
      (_, index) => `${standIn.base}/push/scripted-${index}-${randomBytes(4).toString('hex')}`,
    );
    for (const target of endpoints) {
      expect(
        (await subscribe(scripted.cookie, { endpoint: target, keys: browser.keys, locale: 'en' }))
          .statusCode,
      ).toBe(200);
    }
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, scripted.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(3).sort());
  });

  it("puts a user's subscriptions in their data export without the endpoint's path or the keys, and deleting the account removes them", async () => {
    const owner = await signedInUser(t, { walletEuros: 0 });
    const paths = ['first', 'second'].map(
      (n) => `/push/export-${n}-${randomBytes(6).toString('hex')}`,
    );
    const locales = ['el', 'en'] as const;
    for (const [index, path] of paths.entries()) {
      const body = {
        endpoint: `${standIn.base}${path}`,
        keys: browser.keys,
        locale: locales[index],
      };
      expect((await subscribe(owner.cookie, body)).statusCode).toBe(200);
    }

    const response = await t.call('GET', '/api/account/export', { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const exported = JSON.parse(strFromU8(files['push-subscriptions.json']!)) as unknown;
    const host = new URL(standIn.base).host;
    expect(exported).toEqual([
      {
        pushService: host,
        language: 'el',
        subscribedAt: expect.any(String),
        notifiedUpTo: expect.any(String),
      },
      {
        pushService: host,
        language: 'en',
        subscribedAt: expect.any(String),
        notifiedUpTo: expect.any(String),
      },
    ]);
    // Nothing in the whole zip can be used to push to the browser.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('');
    for (const secret of [...paths, browser.keys.p256dh, browser.keys.auth]) {
      expect(everything).not.toContain(secret);
    }

    const deleted = await t.call('POST', '/api/account/delete', {
      cookie: owner.cookie,
      body: { password: owner.user.password },
    });
    expect(deleted.statusCode).toBe(200);
    // At once, not at the push job's next run.
    const left = await t.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    expect(left).toEqual([]);
  });
});
