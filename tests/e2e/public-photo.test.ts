// Issue 10, point 3 (decision 014): a neighbour who has not discovered a message sees its photo
// with the printed text blurred, on the nearby card and in the photo dialog; its creator sees
// the original. The bytes are compared inside the pages, as each browser fetched them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { signUpThroughApi } from './support/users';

const e2e = useE2E();

const PRINTED_TEXT_JPEG = new URL('../fixtures/photos/printed-text.jpg', import.meta.url);
const PLACE = { latitude: -41.2, longitude: 174.7, accuracy: 10 };

/** A new user at `place`, signed up through the API on their own device, on Home. */
async function signedInAt(place: typeof PLACE): Promise<Page> {
  const user = await e2e.newUserContext({ geolocation: place });
  await signUpThroughApi(user, e2e.baseURL);
  await user.page.goto('/');
  return user.page;
}

/** Hides a message at `place` as the page's user; its id. */
async function hideMessage(page: Page, place: typeof PLACE): Promise<number> {
  const photo = await hideMessageThroughApi(page.request, e2e.baseURL, PRINTED_TEXT_JPEG, {
    latitude: place.latitude,
    longitude: place.longitude,
    publicDescription: 'Find the green sign',
  });
  return photo.id;
}

/** The SHA-256 of what an image element shows, fetched again by the page with its session. */
function shownBytes(page: Page, selector: string): Promise<{ hash: string; width: number }> {
  return page.locator(selector).evaluate(async (element: HTMLImageElement) => {
    if (!element.complete || element.naturalWidth === 0) {
      await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    }
    const bytes = await (await fetch(element.currentSrc)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return {
      hash: Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join(''),
      width: element.naturalWidth,
    };
  });
}

describe('the public photo in the browser', () => {
  it('shows a neighbour the blurred copy on the card and in the dialog, the creator the original', async () => {
    const creator = await signedInAt(PLACE);
    const id = await hideMessage(creator, PLACE);
    const neighbour = await signedInAt({ ...PLACE, latitude: PLACE.latitude + 0.001 });

    const card = (page: Page) =>
      page
        .getByRole('list', { name: 'Nearby hidden messages', exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByText('Find the green sign', { exact: true }) });
    for (const page of [creator, neighbour]) {
      await page.reload();
      await card(page).waitFor();
    }
    const thumbnail = `img[src^="/api/photos/${id}/thumbnail"]`;
    const [original, copy] = await Promise.all([
      shownBytes(creator, thumbnail),
      shownBytes(neighbour, thumbnail),
    ]);
    expect(copy.hash).not.toBe(original.hash);
    expect(copy.width).toBe(original.width);

    const dialogImage = async (page: Page) => {
      await card(page).getByRole('button', { name: 'View photo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hidden Message Photo' });
      await dialog.getByRole('img').first().waitFor();
      return shownBytes(page, `[role="dialog"] img[src^="/api/photos/${id}/image"]`);
    };
    const [originalPhoto, copyPhoto] = await Promise.all([
      dialogImage(creator),
      dialogImage(neighbour),
    ]);
    expect(copyPhoto.hash).not.toBe(originalPhoto.hash);
    expect(copyPhoto.width).toBe(originalPhoto.width);
  });
});
