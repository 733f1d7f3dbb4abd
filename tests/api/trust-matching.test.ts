import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '@/shared/contract/scan';
import { createPhotoAs, fixturePhoto, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { multipartBody } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { withAnalysisToken } from '../support/scan-tokens';

/*
 * Issue 10, point 1, rebuilt: "settingssettings…" (one word repeated to 64 letters) scored near
 * 1.0 against any page holding the word, so a word-list sweep revealed every open global
 * message, and "mountainmountain" sent at a sign's position revealed it. Now a scan needs
 * distinct text and must cover enough of the candidate's own text; real scans still match.
 */
const SIGN = { latitude: 45.5, longitude: 7.5 };
const AT_SIGN = { userLatitude: SIGN.latitude, userLongitude: SIGN.longitude, userAccuracy: 10 };
const SIGN_OCR = ocrTextOf('a000.jpg'); // "Mountain refuge Water available until October"
const PAGE_OCR = ocrTextOf('a003.jpg');

/** A word said again and again until it has `letters` letters, as the sweep sent it. */
const repeated = (word: string, letters = 64) =>
  word.repeat(Math.ceil(letters / word.length)).slice(0, Math.max(letters, word.length));
/** The words of a text, as a word list built from the printed page would hold them. */
const wordsOf = (text: string) => [...new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])];
// A few hundred common English words, each a sweep request of its own.
const COMMON = `the and for are but not you all any can had her was one our out day get has him his
how man new now old see two way who boy did its let put say she too use that with have this will
your from they know want been good much some time very when come here just like long make many
more only over such take than them well were about after again below could every first found great
house large learn never other place right small sound spell still study their there these thing
think three water where which world would write file system image data help future using able
recover critical backup program created examined structures generated refuge mountain available
until october settings account welcome message hidden secret reward`.split(/\s+/);

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
let sweeper: Awaited<ReturnType<typeof signedInUser>>;
let signId: number;
let pageId: number;
beforeAll(async () => {
  // The sweep is about matching: fair use (which would stop it at 30 a minute) is lifted here
  // and tested in trust-fair-use.test.ts.
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '1000', SCANS_PER_MINUTE: '100000', SCANS_PER_DAY: '100000' },
  });
  creator = await signedInUser(t);
  sweeper = await signedInUser(t);
  signId = (await createPhotoAs(t, creator.cookie, { ...SIGN, maxScans: 50 })).id;
  const { body, contentType } = multipartBody(
    { messageType: 'text', hiddenMessage: 'Page secret', maxScans: 50 },
    {
      field: 'image',
      bytes: await fixturePhoto('a003'),
      filename: 'p.jpg',
      contentType: 'image/jpeg',
    },
  );
  const page = await t.call('POST', '/api/photos/global', {
    body,
    cookie: creator.cookie,
    headers: { 'content-type': contentType },
  });
  pageId = page.json<{ photo: { id: number } }>().photo.id;
});
afterAll(() => t.close());

const scanLocal = async (text: string) =>
  (
    await t.call('POST', '/api/scan', {
      cookie: sweeper.cookie,
      body: await withAnalysisToken(t, sweeper.cookie, { text, ...AT_SIGN }),
    })
  ).json<ScanResponse>().matches;
const scanGlobal = async (text: string) =>
  (
    await t.call('POST', '/api/scan/global', {
      cookie: sweeper.cookie,
      body: await withAnalysisToken(t, sweeper.cookie, { text }),
    })
  ).json<ScanResponse>().matches;

describe('matching needs real text', () => {
  it('"mountainmountain" and other repeats at the sign reveal nothing (was: revealed)', async () => {
    for (const text of [
      'mountainmountain',
      repeated('mountain'),
      repeated('refuge '),
      repeated('Mountain refuge '),
      repeated('October'),
      ...wordsOf(SIGN_OCR).map((word) => repeated(word, 32)),
    ]) {
      expect(await scanLocal(text), text).toBe(0);
    }
  });

  it('a word-list sweep reveals no global message (was: all 9 within 740 requests)', async () => {
    const sweep = [...new Set([...wordsOf(PAGE_OCR), ...COMMON])];
    let revealed = 0;
    for (const word of sweep) revealed += await scanGlobal(repeated(word));
    // Pairs and triples of the page's own words, repeated, as a smarter sweep would try.
    const pageWords = wordsOf(PAGE_OCR);
    for (let i = 0; i + 2 < pageWords.length; i++) {
      revealed += await scanGlobal(repeated(pageWords.slice(i, i + 2).join(' '), 70));
      revealed += await scanGlobal(repeated(pageWords.slice(i, i + 3).join(' '), 70));
    }
    expect(sweep.length).toBeGreaterThan(100);
    expect(revealed).toBe(0);
  });

  it('still discovers with a real scan of the sign and of the page', async () => {
    expect(await scanLocal(ocrTextOf('a000-p2.jpg'))).toBe(1);
    expect(await scanGlobal(ocrTextOf('a003-p2.jpg'))).toBe(1);
    expect(signId).toBeGreaterThan(0);
    expect(pageId).toBeGreaterThan(0);
  });
});
