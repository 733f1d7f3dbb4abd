// The create screen (/camera): Chromium's fake camera shows a photo of printed text, the browser
// context stands at a set position, and the message is created through the real server.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { fakeCameraFileFromJpeg, type Geolocation } from './support/browser';
import { capturePhoto } from './support/camera';
import { useE2E } from './support/harness';
import { expectToast } from './support/ui';
import { newCredentials, pathIs, registerThroughForm } from './support/users';

const PHOTO = 'tests/fixtures/scan/a000.jpg';
const SPOT: Geolocation = { latitude: 37.9838, longitude: 23.7275, accuracy: 10 };
const fakeVideoFile = await fakeCameraFileFromJpeg(PHOTO);

const e2e = useE2E({ launch: { fakeVideoFile } });

async function signedInAtTheSpot() {
  const user = await e2e.newUserContext({ geolocation: SPOT });
  const credentials = newCredentials();
  await registerThroughForm(user.page, credentials);
  return { ...user, credentials };
}

/** Mean absolute grey-level difference (0-255) from the fixture photo, both letterboxed to 16:9. */
async function differenceFromPhoto(jpeg: Buffer): Promise<number> {
  const tiny = (input: Buffer | string) =>
    sharp(input)
      .resize(64, 36, { fit: 'contain', background: { r: 0, g: 0, b: 0 } })
      .greyscale()
      .raw()
      .toBuffer();
  const [stored, expected] = await Promise.all([tiny(jpeg), tiny(PHOTO)]);
  let total = 0;
  for (let i = 0; i < expected.length; i += 1) total += Math.abs(stored[i]! - expected[i]!);
  return total / expected.length;
}

async function myPhotos(page: Page): Promise<Photo[]> {
  const response = await page.request.get('/api/photos/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as Photo[];
}

describe('camera create screen', () => {
  it('creates a text message from the live camera at the current position and lands on /', async () => {
    const { page } = await signedInAtTheSpot();
    await capturePhoto(page);
    await page
      .getByLabel('Hidden Message', { exact: true })
      .fill('Meet me under the clock at noon');
    await page.getByLabel('Public Description (optional)').fill('Look at the old sign');
    await page.getByRole('button', { name: 'Create Hidden Message', exact: true }).click();

    await expectToast(page, 'Success!');
    await page.waitForURL(pathIs('/'));

    const [photo, ...others] = await myPhotos(page);
    expect(others).toHaveLength(0);
    expect(photo).toMatchObject({
      messageType: 'text',
      hiddenMessage: 'Meet me under the clock at noon',
      publicDescription: 'Look at the old sign',
      latitude: SPOT.latitude,
      longitude: SPOT.longitude,
      location: 'Location: 37.983800, 23.727500',
      isGlobal: false,
      isPrivate: false,
      maxScans: 1,
      hasRewards: false,
    });
    // What was stored is the fake camera's frame, i.e. the photo, not Chromium's test pattern.
    const image = await page.request.get(`/api/photos/${photo!.id}/image`);
    expect(await differenceFromPhoto(await image.body())).toBeLessThan(12);
  });
});
