import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofText, solveProof, subtleSha256 } from '@/shared/rules/proof-of-work';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest();

describe("registration's proof of work", () => {
  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x01]))).toBe(7);
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x0f, 0xff]))).toBe(20);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  it('finds a nonce the server will accept, with Web Crypto as the browser does', async () => {
    const nonce = await solveProof('abc.123.10.mac', 10);
    const digest = nodeSha256(proofText('abc.123.10.mac', nonce));
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(await subtleSha256('x')).toEqual(new Uint8Array(nodeSha256('x')));
  });
});
