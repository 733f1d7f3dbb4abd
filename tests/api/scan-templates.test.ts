import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '@/shared/contract/scan';
import { textKey } from '@/shared/rules/text-key';
import { photos } from '@/server/db/schema/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { withAnalysisToken } from '../support/scan-tokens';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 20: labels, tickets and receipts printed from one template share their wording and
 * differ in a name or a number. A scan of one must not reveal the other, whether the other is
 * hidden beside it or alone; a scan laid out in boxes (a tab between the boxes of one line)
 * still finds its own. The stored keys are real OCR of a real card receipt (a02) and of its twin
 * from the same till (the same text with the next customer's date, card, code and amounts).
 */
const real = JSON.parse(
  readFileSync(new URL('../fixtures/devset-real-ocr.json', import.meta.url), 'utf8'),
) as { images: { file: string; ocr: string }[] };
const ocrOf = (file: string) => real.images.find((image) => image.file === file)!.ocr;
const RECEIPT = ocrOf('a02.jpg');
const TWIN = RECEIPT.replace('04/07/2017 11:36 AM', '04/08/2017 07:52 PM')
  .replace('#e6d598ef', '#b71c04a2')
  .replace(/0041/, '7730')
  .replace('DISCOVER', 'VISA')
  .replace('819543', '402117')
  .replace('25.23', '61.40')
  .replace('3.78', '9.21')
  .replace('29.01', '70.61');
/** A finder's photo of the first receipt: a crop, read by OCR with its boxes. */
const FINDER_SCAN = ocrOf('a02p1.jpg');

const BOTH = { latitude: 41.38, longitude: 2.17 };
const ALONE = { latitude: 41.4, longitude: 2.2 };

let t: TestApp;
let receiptHere: number;
let twinHere: number;
let receiptAlone: number;

/** A message at a place whose stored key is `text`'s (as if its creator's photo read that). */
async function hiddenAt(place: typeof BOTH, text: string): Promise<number> {
  const creator = await signedInUser(t);
  const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 10 });
  await t.database.db
    .update(photos)
    .set({ textKey: textKey(text) })
    .where(eq(photos.id, photo.id));
  return photo.id;
}

async function scan(place: typeof BOTH, text: string) {
  const finder = await signedInUser(t);
  const at = { userLatitude: place.latitude, userLongitude: place.longitude, userAccuracy: 10 };
  const response = await t.call('POST', '/api/scan', {
    cookie: finder.cookie,
    body: await withAnalysisToken(t, finder.cookie, { text, ...at }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ScanResponse>().photos.map((photo) => photo.id);
}

beforeAll(async () => {
  t = await createTestApp();
  receiptHere = await hiddenAt(BOTH, RECEIPT);
  twinHere = await hiddenAt(BOTH, TWIN);
  receiptAlone = await hiddenAt(ALONE, RECEIPT);
});
afterAll(() => t.close());

describe('template mates', () => {
  it("a finder's photo of one receipt reveals that one, not its twin beside it", async () => {
    expect(await scan(BOTH, FINDER_SCAN)).toEqual([receiptHere]);
  });

  it("the twin's text reveals the twin only", async () => {
    expect(await scan(BOTH, TWIN)).toEqual([twinHere]);
  });

  it("the twin's text reveals nothing where only the other receipt is hidden", async () => {
    expect(await scan(ALONE, TWIN)).toEqual([]);
    expect(await scan(ALONE, FINDER_SCAN)).toEqual([receiptAlone]);
  });
});
