import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

// About OCR itself, so on the real PaddleOCR engine rather than the recorded one
// (docs/decisions/009-recorded-ocr-in-tests.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' }, ocr: 'live' });
});
afterAll(() => t.close());

describe('POST /api/analyze', () => {
  it('reads the printed text of a photo', async () => {
    const scanner = await signedInUser(t);
    const imageData = (await fixturePhoto('a001')).toString('base64');
    const response = await t.call('POST', '/api/analyze', {
      cookie: scanner.cookie,
      body: { imageData },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ detectedText: string }>().detectedText).toMatch(
      /Bicycle repair station/,
    );
  });

  it('refuses what is not an image, and signed-out callers', async () => {
    const scanner = await signedInUser(t);
    const notImage = await t.call('POST', '/api/analyze', {
      cookie: scanner.cookie,
      body: { imageData: Buffer.from('x'.repeat(500)).toString('base64') },
    });
    expect(notImage.statusCode).toBe(400);
    const anonymous = await t.call('POST', '/api/analyze', {
      body: { imageData: 'a'.repeat(200) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
