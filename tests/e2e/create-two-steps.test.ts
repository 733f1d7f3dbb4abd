// Creating in two steps (issue 20, point 5): the photo is uploaded and read as soon as it is
// chosen, the creator sees its text outlined and read with any warning, retakes, then
// publishes, and only then pays.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { expectToast, nextApiResponse } from './support/ui';
import { signUpThroughApi, waitForSignedIn } from './support/users';

const e2e = useE2E();

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
/** A standard safety sign: its words hang on countless doors. */
const STOCK_SIGN = fixture('photos/emergency-exit-sign.jpg');
/** A sign only its place has. */
const OWN_SIGN = fixture('photos/printed-text.jpg');

const place = { latitude: 64.1466, longitude: -21.9426, accuracy: 10 };

function preview(page: Page) {
  return page.getByRole('figure', { name: /^Selected photo/ });
}

describe('create in two steps: see what was read, retake, publish', () => {
  it('outlines the text, warns that stock wording is too common, and publishes the retaken photo', async () => {
    const user = await e2e.newUserContext({ geolocation: place });
    const credentials = await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    const publishes: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/uploads\/\d+\/publish$/.test(new URL(request.url()).pathname)) {
        publishes.push(request.url());
      }
    });
    await page.goto('/?create=true');
    await waitForSignedIn(page, credentials.nickname);
    await page.getByRole('heading', { name: 'Create Geolocation Message', exact: true }).waitFor();
    await page.getByLabel('Hidden Message', { exact: true }).fill('The key is under the mat');

    // The stock sign: read and outlined, with the warning and Retake beside it.
    const uploaded = nextApiResponse(page, 'POST', '/api/uploads');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(STOCK_SIGN);
    expect((await uploaded).status()).toBe(201);
    await preview(page)
      .and(page.getByRole('figure', { name: /text regions? outlined$/ }))
      .waitFor();
    const outlines = preview(page).getByTestId('text-outlines').locator('rect');
    expect(await outlines.count()).toBeGreaterThan(0);
    // Each outline sits on the photo as displayed: inside the picture's box.
    const image = await preview(page).getByRole('img', { name: 'Selected photo' }).boundingBox();
    const box = await outlines.first().boundingBox();
    expect(image && box).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(image!.x - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(image!.x + image!.width + 1);
    const textRead = page.getByRole('region', { name: 'Text read' });
    await expect.poll(() => textRead.textContent()).toMatch(/EXIT/);
    const warning = page.getByRole('alert').filter({ hasText: 'printed in many places' });
    await warning.waitFor();

    // Publishing past an unconfirmed warning is stopped in the browser: nothing is sent.
    await page.getByRole('button', { name: 'Create Message', exact: true }).click({ force: true });
    await expectToast(
      page,
      'Check the Photo',
      'Retake the photo, or tick "Publish with this photo anyway" under each warning.',
      { destructive: true },
    );
    expect(publishes).toEqual([]);

    // Retake: the photo goes, what was typed stays; the sign only this place has reads clean.
    await warning.getByRole('button', { name: 'Retake', exact: true }).click();
    await preview(page).waitFor({ state: 'detached' });
    await page.getByLabel('Photo', { exact: true }).setInputFiles(OWN_SIGN);
    await preview(page)
      .and(page.getByRole('figure', { name: /outlined$/ }))
      .waitFor();
    await expect.poll(() => textRead.textContent()).toMatch(/Mountain refuge/);
    expect(await page.getByRole('alert').filter({ hasText: 'printed in many' }).count()).toBe(0);
    await expect
      .poll(() => page.getByLabel('Hidden Message', { exact: true }).inputValue())
      .toBe('The key is under the mat');

    const published = page.waitForResponse((response) =>
      /^\/api\/uploads\/\d+\/publish$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: 'Create Message', exact: true }).click();
    expect((await published).status()).toBe(201);
    await expectToast(
      page,
      'Success!',
      'Your message has been created and can be discovered by scanning!',
    );
    expect(publishes).toHaveLength(1);
  });
});
