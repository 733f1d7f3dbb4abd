import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse, ScanResponse } from '@/shared/contract/scan';
import { createPhotoAs, signedInUser } from '../factories';
import { UNSURE_MARK } from '@/server/lib/text/scan-segments';
import { ocrTextOf } from '../support/devset-ocr';
import { ocrSources } from '../support/ocr-recordings';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 10, point 2, rebuilt: /api/scan took any text from anyone, so the printed text read off
 * the public photo (or guessed) discovered the message from a desk. Now a scan must carry the
 * token /api/analyze gave with the text it read, for this user, within 10 minutes.
 */
let now = new Date();
const clock = { now: () => now };
const PLACE = { latitude: 46.2, longitude: 6.1 };
const HERE = { userLatitude: PLACE.latitude, userLongitude: PLACE.longitude, userAccuracy: 10 };
const photoOfSign = () =>
  readFile(fileURLToPath(new URL('../fixtures/scan/a000-p2.jpg', import.meta.url)));

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' }, clock });
  creator = await signedInUser(t);
  await createPhotoAs(t, creator.cookie, { ...PLACE, maxScans: 20 });
});
afterAll(() => t.close());

async function analyze(
  cookie: string,
  photo: Promise<Buffer> = photoOfSign(),
): Promise<AnalyzeResponse> {
  const imageData = (await photo).toString('base64');
  const response = await t.call('POST', '/api/analyze', { cookie, body: { imageData } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyzeResponse>();
}
const scan = (cookie: string, body: object) =>
  t.call('POST', '/api/scan', { cookie, body: { ...HERE, ...body } });

describe('scans come from photos the server read', () => {
  it('discovers with the text and token analyze gave, trimmed or not', async () => {
    const finder = await signedInUser(t);
    const { detectedText, analysisToken } = await analyze(finder.cookie);
    expect(detectedText).toBe(ocrTextOf('a000-p2.jpg'));
    const found = await scan(finder.cookie, { text: `  ${detectedText.trim()} `, analysisToken });
    expect(found.statusCode).toBe(200);
    expect(found.json<ScanResponse>().matches).toBe(1);
  });

  it('marks the boxes it read unsurely, and refuses the text with a mark moved', async () => {
    // The browser tests' camera frame of a page: two of its four boxes read under 0.8.
    const frame = (await ocrSources()).find((s) => s.name === 'camera frame of scan/a003-p2.jpg');
    const finder = await signedInUser(t);
    const { detectedText, analysisToken } = await analyze(finder.cookie, frame!.load());
    expect(detectedText.split(UNSURE_MARK)).toHaveLength(3);
    const asRead = await t.call('POST', '/api/scan/global', {
      cookie: finder.cookie,
      body: { text: detectedText, analysisToken },
    });
    expect(asRead.statusCode, asRead.body).toBe(200);
    // Boxes with the separators between them kept: the first sure box marked unsure.
    const parts = detectedText.split(/([\n\t])/);
    const sure = parts.findIndex((part, i) => i % 2 === 0 && !part.startsWith(UNSURE_MARK));
    const markedSure = parts.map((part, i) => (i === sure ? `${UNSURE_MARK}${part}` : part));
    for (const text of [detectedText.replaceAll(UNSURE_MARK, ''), markedSure.join('')]) {
      const moved = await t.call('POST', '/api/scan/global', {
        cookie: finder.cookie,
        body: { text, analysisToken },
      });
      expect(moved.statusCode).toBe(403);
      expect(moved.json()).toMatchObject({ code: 'SCAN_NOT_READ' });
    }
  });

  it('refuses text sent without a token (was: discovered from anywhere)', async () => {
    const attacker = await signedInUser(t);
    const response = await scan(attacker.cookie, { text: ocrTextOf('a000-p2.jpg') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please take a photo of the text with the scanner.',
    });
  });

  it("refuses another text, another user's token, a forged or an expired one, and discovers nothing", async () => {
    const attacker = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await analyze(attacker.cookie);
    const theirs = await analyze(other.cookie);
    const text = ocrTextOf('a000-p2.jpg');
    const [body, signature] = mine.analysisToken.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: 1 }),
    ).toString('base64url')}.${signature}`;
    for (const attempt of [
      {
        text: 'Mountain refuge Water available until October 2026',
        analysisToken: mine.analysisToken,
      },
      { text, analysisToken: theirs.analysisToken },
      { text, analysisToken: forged },
      { text, analysisToken: 'a.b' },
      { text, analysisToken: 'garbage' },
    ]) {
      const response = await scan(attacker.cookie, attempt);
      expect(response.statusCode, attempt.analysisToken).toBe(403);
      expect(response.json()).toEqual({
        code: 'SCAN_NOT_READ',
        error:
          'Only text read from your own photo can discover a message. Please take a photo of the text with the scanner.',
        message: { key: 'server_only_text_read_from', params: {} },
      });
    }
    const global = await t.call('POST', '/api/scan/global', {
      cookie: attacker.cookie,
      body: { text, analysisToken: theirs.analysisToken },
    });
    expect(global.statusCode).toBe(403);

    now = new Date(now.getTime() + 11 * 60 * 1000);
    const late = await scan(attacker.cookie, { text, analysisToken: mine.analysisToken });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({
      error: 'This scan is too old. Please take the photo again.',
    });
    // None of these counted: the attacker has discovered nothing.
    const fresh = await analyze(attacker.cookie);
    const real = await scan(attacker.cookie, { text, analysisToken: fresh.analysisToken });
    expect(real.json<ScanResponse>().matches).toBe(1);
  });
});
