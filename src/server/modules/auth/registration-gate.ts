import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { countAttempts } from './auth.repository';
import {
  createRegistrationProofs,
  REGISTRATIONS_PER_EXTRA_BIT,
  type RegistrationProof,
} from './registration-proof';
import type { Throttle } from './throttle';

/** Registration's own window: a class signs up within one lesson (issue 22 point 9). */
export const REGISTER_WINDOW_MS = 10 * 60 * 1000;

/**
 * Attempts one device may make per window. A device holds one account (§2.10), so this only
 * bounds a client that keeps trying nicknames; device ids are the client's own, so the
 * address limit and the proof of work are what stop a script that makes up new ones.
 */
export const REGISTRATIONS_PER_DEVICE = 10;

export type RegistrationSettings = {
  /** REGISTER_RATE_LIMIT: registrations per address per 10 minutes. */
  limit: number;
  /** REGISTER_PROOF_BITS: the proof of work's zero bits before any burst. */
  proofBits: number;
  /** The server's signing secret (ANALYSIS_TOKEN_SECRET), shared by every process. */
  secret: string;
};

/**
 * What a registration must get past before its rules are judged: a solved, unspent proof of
 * work for this address, then the address's and the device's limits. A class of 60 behind one
 * address gets in; after every 15 registrations from one address each further one costs twice
 * the work, so a burst slows itself down before the limit ends it.
 */
export function createRegistrationGate(deps: {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  settings: RegistrationSettings;
}) {
  const { db, clock, throttle, settings } = deps;
  const proofs = createRegistrationProofs({ db, clock, secret: settings.secret });
  const addressBucket = (ip: string) => `register:ip:${ip}`;

  async function challenge(ip: string) {
    const since = new Date(clock.now().getTime() - REGISTER_WINDOW_MS);
    const { attempts } = await countAttempts(db, addressBucket(ip), since);
    const extra = Math.floor(attempts / REGISTRATIONS_PER_EXTRA_BIT);
    return proofs.issue(ip, settings.proofBits + extra);
  }

  async function admit(input: { proof: RegistrationProof; deviceId: string }, ip: string) {
    await proofs.spend(input.proof, ip);
    // Every registration counts, not only failures: these limits are against mass sign-ups.
    await throttle.take([
      { bucket: addressBucket(ip), limit: settings.limit, windowMs: REGISTER_WINDOW_MS },
      {
        bucket: `register:device:${input.deviceId}`,
        limit: REGISTRATIONS_PER_DEVICE,
        windowMs: REGISTER_WINDOW_MS,
      },
    ]);
  }

  return { challenge, admit };
}
