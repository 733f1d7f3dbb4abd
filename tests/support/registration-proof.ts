import { createHash } from 'node:crypto';
import type { App } from '@/server/app';
import { solveProof } from '@/shared/rules/proof-of-work';

/** node:crypto's SHA-256: the browser's rule, solved without Web Crypto's promise per hash. */
export const nodeSha256 = (text: string) => createHash('sha256').update(text).digest();

export type Challenge = { challenge: string; bits: number };

/** Solves a challenge of /api/auth/register/challenge as the web app does before registering. */
export async function solveChallenge(reply: Challenge) {
  const nonce = await solveProof(reply.challenge, reply.bits, nodeSha256, 1024);
  return { challenge: reply.challenge, nonce };
}

/** A solved proof for a registration from `remoteAddress` (inject's default is 127.0.0.1). */
export async function proofFrom(app: App, remoteAddress = '127.0.0.1') {
  const reply = await app.inject({
    method: 'GET',
    url: '/api/auth/register/challenge',
    remoteAddress,
  });
  return solveChallenge(reply.json<Challenge>());
}

/** Registers over real HTTP (a server in a child process) and returns the session cookie. */
export async function registerOverHttp(
  base: string,
  account: { nickname: string; password: string; deviceId: string },
): Promise<string> {
  const origin = new URL(base).origin;
  const challenge = await fetch(`${base}/api/auth/register/challenge`, { headers: { origin } });
  const proof = await solveChallenge((await challenge.json()) as Challenge);
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, proof }),
  });
  if (registered.status !== 201) {
    throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  }
  return registered.headers.getSetCookie()[0]!.split(';')[0]!;
}
