/**
 * Registration's proof of work (issue 22 point 9): the server hands out a challenge and a number
 * of bits; the client finds a nonce such that SHA-256("challenge:nonce") starts with that many
 * zero bits. One registration costs a browser a fraction of a second; thousands cost a script
 * thousands of times that. Server and web share the rule, so they cannot drift apart.
 */

/** Where a nonce goes: the challenge, a colon, the nonce. */
export function proofText(challenge: string, nonce: string): string {
  return `${challenge}:${nonce}`;
}

/** How many leading bits of `digest` are zero. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** SHA-256 of a text: crypto.subtle in the browser, node:crypto in a test or a bench. */
export type Sha256 = (text: string) => Promise<Uint8Array> | Uint8Array;

/**
 * Web Crypto's SHA-256, in Node and in every browser on a secure origin (https or localhost), which
 * the app needs anyway for the camera and the location.
 */
export const subtleSha256: Sha256 = async (text) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * The first nonce (base 36 counter) that gives `bits` zero bits. Digests are asked for in
 * batches so Web Crypto's promises overlap instead of paying a round trip each.
 */
export async function solveProof(
  challenge: string,
  bits: number,
  sha256: Sha256 = subtleSha256,
  batch = 256,
): Promise<string> {
  for (let start = 0; ; start += batch) {
    const nonces = Array.from({ length: batch }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(
      nonces.map(async (n) => await sha256(proofText(challenge, n))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= bits);
    if (found >= 0) return nonces[found]!;
  }
}
