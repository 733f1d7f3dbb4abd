import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import { leadingZeroBits, proofText } from '@/shared/rules/proof-of-work';
import { countAttempts, insertAttempts, lockAttemptBucket } from './auth.repository';

/** Long enough to solve on a slow phone and fill in the form after it. */
export const PROOF_TTL_MS = 10 * 60 * 1000;

/** Registrations from one address before each further one costs one more bit (twice the work). */
export const REGISTRATIONS_PER_EXTRA_BIT = 15;

export type RegistrationProof = { challenge: string; nonce: string };

/**
 * Challenges for registration's proof of work, stateless until spent: `id.expiry.bits.mac`,
 * the MAC (the server's signing secret, domain-separated from analysis tokens) over the address
 * it was issued to, so a challenge fetched cheaply elsewhere is refused here. A solved challenge
 * is spent once: its id becomes an auth attempt row (bucket `register:proof:<id>`), counted
 * under the bucket's lock like every throttle, and reuse is refused.
 */
export function createRegistrationProofs(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock } = deps;
  const mac = (body: string, ip: string) =>
    createHmac('sha256', deps.secret)
      .update(`registration-proof\n${ip}\n${body}`)
      .digest('base64url');

  function issue(ip: string, bits: number): { challenge: string; bits: number } {
    const id = randomBytes(12).toString('base64url');
    const body = `${id}.${clock.now().getTime() + PROOF_TTL_MS}.${bits}`;
    return { challenge: `${body}.${mac(body, ip)}`, bits };
  }

  /** Refuses (403) unless the proof is for this address, in time, solved, and not used before. */
  async function spend(proof: RegistrationProof, ip: string): Promise<void> {
    const [id, expiry, bits, signature, ...rest] = proof.challenge.split('.');
    const body = `${id}.${expiry}.${bits}`;
    const expected = Buffer.from(mac(body, ip));
    const given = Buffer.from(signature ?? '');
    if (
      !id ||
      rest.length > 0 ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given) ||
      Number(expiry) < clock.now().getTime()
    ) {
      throw refused();
    }
    const digest = createHash('sha256').update(proofText(proof.challenge, proof.nonce)).digest();
    if (leadingZeroBits(digest) < Number(bits)) throw refused();
    const bucket = `register:proof:${id}`;
    await db.transaction(async (tx) => {
      await lockAttemptBucket(tx, bucket);
      const since = new Date(clock.now().getTime() - PROOF_TTL_MS);
      if ((await countAttempts(tx, bucket, since)).attempts > 0) throw refused();
      await insertAttempts(tx, [bucket], clock.now());
    });
  }

  return { issue, spend };
}

export type RegistrationProofs = ReturnType<typeof createRegistrationProofs>;

function refused(): AppError {
  return new AppError('PROOF_REFUSED', say('server_sign_up_check_expired'));
}
