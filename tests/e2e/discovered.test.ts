// A found secret can be read again (issue 19.9): My Space's 'Discovered by me', Home's nearby
// card of a message the user found, and the statistics 'Found by Me' and 'Found by Others'.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { minimalPdf } from '../support/images';
import { fakeCameraFileFromJpeg, type Geolocation, type UserContext } from './support/browser';
import { useE2E } from './support/harness';
import { hideMessageThroughApi, type MessageFields } from './support/messages';
import { scanSignThroughApi } from './support/scan-api';
import { captureAndScan, discoveryDialog, OCR_TIMEOUT } from './support/scanner';
import { mainNav, openMySpace } from './support/ui';
import { signUpThroughApi, type Credentials } from './support/users';
import { topUpThroughApi } from './support/wallet';

const PHOTO = 'tests/fixtures/scan/a000.jpg';
const SPOT: Geolocation = { latitude: 48.8584, longitude: 2.2945, accuracy: 10 };

// The camera shows another photo of the sign the messages hide behind: what a finder sees.
const e2e = useE2E({
  launch: { fakeVideoFile: await fakeCameraFileFromJpeg('tests/fixtures/scan/a000-p2.jpg') },
});

type Person = UserContext & { credentials: Credentials };

/** A new user standing at `place`, signed up through the API; no page is open yet. */
async function signedIn(place: Geolocation = SPOT): Promise<Person> {
  const user = await e2e.newUserContext({ geolocation: place });
  const credentials = await signUpThroughApi(user, e2e.baseURL);
  return { ...user, credentials };
}

function hide(page: Page, place: Geolocation, fields: Partial<MessageFields>): Promise<Photo> {
  return hideMessageThroughApi(page.request, e2e.baseURL, PHOTO, {
    latitude: place.latitude,
    longitude: place.longitude,
    ...fields,
  });
}

function discoveredSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Discovered by me', exact: true });
}

/** A card of 'Discovered by me', found by the secret it shows. */
function discoveredCard(page: Page, secret: string): Locator {
  return discoveredSection(page)
    .getByRole('article')
    .filter({ has: page.getByText(secret, { exact: true }) });
}

async function stat(page: Page, label: string): Promise<string> {
  const card = page.getByRole('region', { name: 'My Statistics', exact: true });
  const term = card.locator('dt', { hasText: new RegExp(`^${label}$`) });
  await term.waitFor();
  // The figure may still be loading (an empty cell) when its label is already drawn.
  const figure = term.locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => (await figure.innerText()).trim()).not.toBe('');
  return figure.innerText();
}

function nearbyCard(page: Page, hint: string): Locator {
  return page
    .getByRole('list', { name: 'Nearby hidden messages', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByText(hint, { exact: true }) });
}

describe('Discovered by me', () => {
  it('lists a found message with its secret, photo, place, creator, date and reward, and Home shows the secret', async () => {
    const creator = await signedIn();
    const finder = await signedIn();
    const stranger = await signedIn();
    await topUpThroughApi(creator.page, 5, e2e.baseURL);
    const photo = await hide(creator.page, SPOT, {
      hiddenMessage: 'The key is under the blue pot',
      publicDescription: 'Look at the old sign',
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 1,
    });
    expect(await scanSignThroughApi(finder.page, e2e.baseURL, SPOT)).toEqual([photo.id]);

    // Home: the finder's card shows the secret instead of the invitation to scan.
    const { page } = finder;
    await page.goto('/');
    const card = nearbyCard(page, 'Look at the old sign');
    await card.getByText('The key is under the blue pot', { exact: true }).waitFor();
    await card.getByText('You discovered this message', { exact: true }).waitFor();
    expect(await card.getByText('Use the scanner to reveal it').count()).toBe(0);

    // Someone who did not find it still sees the invitation, and no secret.
    await stranger.page.goto('/');
    const strangers = nearbyCard(stranger.page, 'Look at the old sign');
    await strangers.getByText('Use the scanner to reveal it', { exact: true }).waitFor();
    expect(await strangers.getByText('The key is under the blue pot').count()).toBe(0);

    // My Space: the find, with everything about it.
    await openMySpace(page);
    const found = discoveredCard(page, 'The key is under the blue pot');
    await found.waitFor();
    await found.getByRole('heading', { name: photo.locationLabel!, exact: true }).waitFor();
    await found.getByText('48.8584, 2.2945', { exact: true }).waitFor();
    await found.getByText(`Hidden by ${creator.credentials.nickname}`, { exact: true }).waitFor();
    const today = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await found.getByText(`Found ${today}`, { exact: true }).waitFor();
    await found.getByText('Reward received: €0.50', { exact: true }).waitFor();
    await found.getByText('Look at the old sign', { exact: true }).waitFor();
    const image = found.getByRole('img', { name: 'Photo of the hiding spot' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.getAttribute('src')).toBe(`/api/photos/${photo.id}/thumbnail?view=original`);

    // The statistics: what this user found, and what others found of theirs.
    await expect.poll(() => stat(page, 'Found by Me')).toBe('1');
    expect(await stat(page, 'Found by Others')).toBe('0');
    await openMySpace(creator.page);
    await expect.poll(() => stat(creator.page, 'Found by Others')).toBe('1');
    expect(await stat(creator.page, 'Found by Me')).toBe('0');
    // The existing figure keeps its label and meaning.
    expect(await stat(creator.page, 'Discovered')).toBe('1');

    // Leave and come back, then reload: the find is still there.
    await page.goto('/');
    await openMySpace(page);
    await discoveredCard(page, 'The key is under the blue pot').waitFor();
    await page.reload();
    await discoveredCard(page, 'The key is under the blue pot').waitFor();
  });

  it('offers a found PDF to open again, which the finder may download', async () => {
    const creator = await signedIn();
    const finder = await signedIn();
    const spot = { ...SPOT, latitude: SPOT.latitude + 0.02 };
    // A limit above 1 costs a tier's price.
    await topUpThroughApi(creator.page, 5, e2e.baseURL);
    const photo = await hide(creator.page, spot, {
      messageType: 'pdf',
      hiddenMessage: undefined,
      pdfData: minimalPdf('found-again').toString('base64'),
      pdfFileName: 'treasure-map.pdf',
      maxScans: 2,
    });
    expect(await scanSignThroughApi(finder.page, e2e.baseURL, spot)).toEqual([photo.id]);

    const { page } = finder;
    await openMySpace(page);
    const found = discoveredSection(page)
      .getByRole('article')
      .filter({ has: page.getByText('treasure-map.pdf', { exact: true }) });
    await found.getByText('No reward', { exact: true }).waitFor();
    const open = found.getByRole('link', { name: /Open PDF/ });
    expect(await open.getAttribute('href')).toBe(`/api/photos/${photo.id}/pdf`);
    const download = await page.request.get(`/api/photos/${photo.id}/pdf`);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString('latin1')).toContain('found-again');
  });

  it('picks up a find made with the scanner, without a reload', async () => {
    const creator = await signedIn();
    const spot = { ...SPOT, latitude: SPOT.latitude + 0.04 };
    const finder = await signedIn(spot);
    await topUpThroughApi(creator.page, 5, e2e.baseURL);
    await hide(creator.page, spot, {
      hiddenMessage: 'Found through the camera',
      publicDescription: 'Scan the sign by the gate',
      maxScans: 2,
    });

    // My Space first: nothing found yet, and the list is now in the app's memory.
    const { page } = finder;
    await openMySpace(page);
    const section = discoveredSection(page);
    await section.getByText('You have not discovered any messages yet', { exact: true }).waitFor();
    expect(await stat(page, 'Found by Me')).toBe('0');

    await mainNav(page).getByRole('link', { name: 'Scanner', exact: true }).click();
    await captureAndScan(page);
    const dialog = discoveryDialog(page);
    await dialog.getByText('Found through the camera', { exact: true }).waitFor(OCR_TIMEOUT);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('link', { name: 'Close scanner', exact: true }).click();

    // Home, then My Space, by the app's own links: both show the find.
    await nearbyCard(page, 'Scan the sign by the gate')
      .getByText('Found through the camera', { exact: true })
      .waitFor();
    await mainNav(page).getByRole('link', { name: 'My', exact: true }).click();
    await discoveredCard(page, 'Found through the camera').waitFor();
    await expect.poll(() => stat(page, 'Found by Me')).toBe('1');
  });

  it('says so when the user has found nothing yet', async () => {
    const { page } = await signedIn();
    await openMySpace(page);
    const section = discoveredSection(page);
    await section.getByText('You have not discovered any messages yet', { exact: true }).waitFor();
    expect(
      await section.getByRole('link', { name: 'Scanner', exact: true }).getAttribute('href'),
    ).toBe('/scanner');
    expect(await stat(page, 'Found by Me')).toBe('0');
    expect(await stat(page, 'Found by Others')).toBe('0');
  });
});
