import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSha256, proofFrom, type Challenge } from '../support/registration-proof';
import { leadingZeroBits, proofText } from '@/shared/rules/proof-of-work';
import { newDeviceId, uniqueNickname } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let now = new Date('2026-11-23T12:00:00Z');
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  // Sign-in's limit stays low to show registration no longer shares it; 8 bits keep the
  // proof of work quick for 60 registrations (the default is 14).
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '3', REGISTER_PROOF_BITS: '8' },
    clock,
  });
});
afterAll(() => t.close());

const account = (deviceId = newDeviceId()) => ({
  nickname: uniqueNickname(),
  password: 'secret1',
  deviceId,
});

function challengeFrom(ip: string) {
  return t.app
    .inject({ method: 'GET', url: '/api/auth/register/challenge', remoteAddress: ip })
    .then((reply) => reply.json<Challenge>());
}

function register(ip: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    headers: { origin: 'http://localhost:5000' },
    payload: body,
  });
}

async function accounts(): Promise<number> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users`);
  return (result as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** A nonce that does not solve the challenge. */
function wrongNonce(challenge: Challenge): string {
  for (let i = 0; ; i++) {
    const nonce = `x${i}`;
    if (leadingZeroBits(nodeSha256(proofText(challenge.challenge, nonce))) < challenge.bits) {
      return nonce;
    }
  }
}

describe('registration for a class behind one address (issue 22 point 9)', () => {
  it('lets 60 register from one address in 10 minutes and refuses the 61st with Retry-After', async () => {
    const bits: number[] = [];
    for (let i = 0; i < 60; i++) {
      const challenge = await challengeFrom('10.60.0.1');
      bits.push(challenge.bits);
      const reply = await register('10.60.0.1', {
        ...account(),
        proof: await proofFrom(t.app, '10.60.0.1'),
      });
      expect(reply.statusCode, `registration ${i + 1}: ${reply.body}`).toBe(201);
      advance(5_000);
    }
    // Slower after a burst: one more bit (twice the work) per 15 registrations from the address.
    expect(bits.slice(0, 15)).toEqual(Array(15).fill(8));
    expect(bits.slice(45)).toEqual(Array(15).fill(11));

    const before = await accounts();
    const refused = await register('10.60.0.1', {
      ...account(),
      proof: await proofFrom(t.app, '10.60.0.1'),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accounts()).toBe(before);

    // Another address is not held back, and ten minutes after the first this one is let in.
    const elsewhere = await register('10.60.0.2', {
      ...account(),
      proof: await proofFrom(t.app, '10.60.0.2'),
    });
    expect(elsewhere.statusCode).toBe(201);
    advance(10 * 60 * 1000);
    const later = await register('10.60.0.1', {
      ...account(),
      proof: await proofFrom(t.app, '10.60.0.1'),
    });
    expect(later.statusCode).toBe(201);
  });

  it('limits attempts per device to 10 in 10 minutes', async () => {
    const deviceId = newDeviceId();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await register('10.61.0.1', {
        ...account(deviceId),
        proof: await proofFrom(t.app, '10.61.0.1'),
      });
      codes.push(reply.statusCode);
      if (reply.statusCode === 429) expect(reply.headers['retry-after']).toBeDefined();
    }
    // One account per device (§2.10), then nine refused attempts, then the device's limit.
    expect(codes).toEqual([201, ...Array(9).fill(403), 429]);
  });

  it('refuses a wrong, reused, expired, foreign or missing proof, and creates nothing', async () => {
    const before = await accounts();
    const refusedWith = async (ip: string, body: object, status = 403) => {
      const reply = await register(ip, body);
      expect(reply.statusCode, reply.body).toBe(status);
      return reply;
    };

    const challenge = await challengeFrom('10.62.0.1');
    const wrong = await refusedWith('10.62.0.1', {
      ...account(),
      proof: { challenge: challenge.challenge, nonce: wrongNonce(challenge) },
    });
    expect(wrong.json()).toMatchObject({ code: 'PROOF_REFUSED' });

    // Solved for another address: refused here.
    await refusedWith('10.62.0.1', { ...account(), proof: await proofFrom(t.app, '10.62.0.9') });

    // A forged difficulty breaks the signature.
    const solved = await proofFrom(t.app, '10.62.0.1');
    const [id, expiry, , mac] = solved.challenge.split('.');
    await refusedWith('10.62.0.1', {
      ...account(),
      proof: { challenge: `${id}.${expiry}.0.${mac}`, nonce: solved.nonce },
    });

    // Missing: the schema refuses it.
    await refusedWith('10.62.0.1', account(), 400);

    // Expired after ten minutes.
    const stale = await proofFrom(t.app, '10.62.0.1');
    advance(10 * 60 * 1000 + 1);
    await refusedWith('10.62.0.1', { ...account(), proof: stale });
    expect(await accounts()).toBe(before);

    // Spent once, refused the second time.
    const once = await proofFrom(t.app, '10.62.0.1');
    expect((await register('10.62.0.1', { ...account(), proof: once })).statusCode).toBe(201);
    const again = await refusedWith('10.62.0.1', { ...account(), proof: once });
    expect(again.json()).toMatchObject({ code: 'PROOF_REFUSED' });
    const twice = await Promise.all(
      [1, 2].map(async () =>
        register('10.62.0.1', { ...account(), proof: await proofFrom(t.app, '10.62.0.1') }),
      ),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await accounts()).toBe(before + 3);
  });

  it('spends a proof once even when it is sent twice at the same moment', async () => {
    const before = await accounts();
    const proof = await proofFrom(t.app, '10.63.0.1');
    const replies = await Promise.all(
      [account(), account()].map((body) => register('10.63.0.1', { ...body, proof })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await accounts()).toBe(before + 1);
  });
});
