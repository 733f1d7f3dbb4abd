import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNSURE_MARK } from '@/server/lib/text/scan-segments';
import { textKey } from '@/shared/rules/text-key';
import { createAnalysisTokens } from './analysis-token';

const tokens = createAnalysisTokens({
  secret: 'a test secret of some length',
  clock: { now: () => new Date('2026-11-27T12:00:00Z') },
});
const read = `Entropy decoding\t${UNSURE_MARK}Readeodeddata\nfrom the data source\n${UNSURE_MARK}orarithmetie`;
const refusal = { code: 'SCAN_NOT_READ' };

describe('the analysis token', () => {
  const analysisToken = tokens.sign(7, read);

  it('vouches for the text as read, trimmed or re-spaced between its boxes', () => {
    expect(() => tokens.assertRead(7, { text: read, analysisToken })).not.toThrow();
    expect(() => tokens.assertRead(7, { text: `  ${read}\n`, analysisToken })).not.toThrow();
    const respaced = read.replace('Entropy decoding\t', 'Entropy\ndecoding\t');
    expect(() => tokens.assertRead(7, { text: respaced, analysisToken })).not.toThrow();
  });

  it('refuses the same letters with an unsure box passed off as sure, or a sure one as unsure', () => {
    // Which boxes the matcher may leave out is the server's reading, not the client's choice.
    const unmarked = read.replace(`\t${UNSURE_MARK}`, '\t');
    const marked = read.replace('from the', `${UNSURE_MARK}from the`);
    const split = read.replace('Readeoded', 'Readeoded\n');
    for (const text of [unmarked, marked, split]) {
      expect(() => tokens.assertRead(7, { text, analysisToken }), text).toThrow(
        expect.objectContaining(refusal),
      );
    }
  });

  it('signs a text read surely throughout by its key, and refuses it with a box marked', () => {
    const plain = 'Entropy decoding\nfrom the data source';
    const token = tokens.sign(7, plain);
    const [body] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { k: string };
    expect(payload.k).toBe(createHash('sha256').update(textKey(plain)).digest('base64url'));
    const marked = plain.replace('from', `${UNSURE_MARK}from`);
    expect(() => tokens.assertRead(7, { text: marked, analysisToken: token })).toThrow(
      expect.objectContaining(refusal),
    );
  });

  it("refuses other letters and another user's scan", () => {
    const other = read.replace('source', 'sauce');
    expect(() => tokens.assertRead(7, { text: other, analysisToken })).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => tokens.assertRead(8, { text: read, analysisToken })).toThrow(
      expect.objectContaining(refusal),
    );
  });
});
