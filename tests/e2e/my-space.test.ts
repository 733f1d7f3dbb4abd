// My Space (/my-space): statistics, the user's own messages with View, Edit, Download PDF and
// Delete, the discovery price list and the legal dialogs (SPEC sections 2, 4, 5, 8, 9).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Hunt } from '@/shared/contract/hunts';
import type { Photo } from '@/shared/contract/photos';
import { minimalPdf } from '../support/images';
import {
  failedResource,
  fakeCameraFileFromJpeg,
  type Geolocation,
  type UserContext,
} from './support/browser';
import { useE2E } from './support/harness';
import { hideMessageThroughApi, type MessageFields } from './support/messages';
import { scanSignThroughApi } from './support/scan-api';
import { closeWithEscape, expectToast, nextApiResponse, openMySpace } from './support/ui';
import { pathIs, signUpThroughApi } from './support/users';
import { topUpThroughApi } from './support/wallet';

const PHOTO = 'tests/fixtures/scan/a000.jpg';
const SPOT: Geolocation = { latitude: 48.8584, longitude: 2.2945, accuracy: 10 };
const fakeVideoFile = await fakeCameraFileFromJpeg(PHOTO);

const e2e = useE2E({ launch: { fakeVideoFile } });

/** A new user at SPOT, signed up through the API on their own device; no page is open yet. */
async function signedIn(): Promise<UserContext> {
  const user = await e2e.newUserContext({ geolocation: SPOT });
  await signUpThroughApi(user, e2e.baseURL);
  return user;
}

/** Hides a message at SPOT as the page's user, as the camera screen sends it. */
function createThroughApi(page: Page, fields: Partial<MessageFields> = {}): Promise<Photo> {
  const { latitude, longitude } = SPOT;
  return hideMessageThroughApi(page.request, e2e.baseURL, PHOTO, {
    latitude,
    longitude,
    ...fields,
  });
}

async function deleteThroughApi(page: Page, id: number): Promise<void> {
  const response = await page.request.delete(`/api/photos/${id}`, {
    headers: { Origin: e2e.baseURL },
  });
  expect(response.status()).toBe(200);
}

function messagesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'My Hidden Messages', exact: true });
}

function messageCard(page: Page, secret: string): Locator {
  return messagesSection(page).getByRole('article', { name: `Message: ${secret}`, exact: true });
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
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

describe('my messages', () => {
  it('shows a message made with the camera as Hidden, then views, edits and deletes it', async () => {
    const { page } = await signedIn();
    await page.goto('/camera');
    await page.waitForFunction(
      () =>
        (document.querySelector('video')?.readyState ?? 0) >= HTMLMediaElement.HAVE_CURRENT_DATA,
    );
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Treasure behind the poster');
    await page.getByLabel('Public Description (optional)').fill('Old poster by the door');
    await page.getByRole('button', { name: 'Create Hidden Message', exact: true }).click();
    await expectToast(page, 'Success!');
    await page.waitForURL(pathIs('/'));

    await openMySpace(page);
    const card = messageCard(page, 'Treasure behind the poster');
    await card.waitFor();
    await card.getByText('Hidden', { exact: true }).waitFor();
    await card.getByText('1 scan left', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Download PDF' }).count()).toBe(0);

    // View: the detail overlay with the secret, the hint and where it is.
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const details = dialog(page, 'Message Details');
    await details.getByText('Treasure behind the poster', { exact: true }).waitFor();
    await details.getByText('Old poster by the door', { exact: true }).waitFor();
    await details.getByText('48.8584, 2.2945', { exact: true }).waitFor();
    await details.getByRole('img', { name: 'Photo of the hiding spot' }).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // Edit: a blank secret is refused on the spot, a blank hint is sent as null.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Message');
    const message = edit.getByLabel('Hidden Message', { exact: true });
    expect(await message.inputValue()).toBe('Treasure behind the poster');
    await message.fill('   ');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await edit.getByRole('alert').filter({ hasText: 'Please enter a hidden message' }).waitFor();

    await message.fill('Treasure behind the blue poster');
    await edit.getByLabel('Public Description (optional)').fill('   ');
    const saved = nextApiResponse(page, 'PUT', `/api/photos/${await photoId(page)}/edit`);
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({
      hiddenMessage: 'Treasure behind the blue poster',
      publicDescription: null,
    });
    expect(response.status()).toBe(200);
    await expectToast(page, 'Message Updated');
    await edit.waitFor({ state: 'detached' });
    const edited = messageCard(page, 'Treasure behind the blue poster');
    await edited.waitFor();
    expect(await edited.getByText(/^Hint:/).count()).toBe(0);

    // Delete, after a confirmation.
    await edited.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog(page, 'Delete Message?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Message Deleted');
    await edited.waitFor({ state: 'detached' });
    await messagesSection(page).getByText('You have not hidden any messages yet').waitFor();
  });

  it('offers Download PDF for a PDF message, opening the document in a new tab', async () => {
    const { page } = await signedIn();
    const pdf = minimalPdf('my-space-download');
    const photo = await createThroughApi(page, {
      messageType: 'pdf',
      hiddenMessage: null,
      pdfData: pdf.toString('base64'),
      pdfFileName: 'treasure-map.pdf',
    });
    await openMySpace(page);
    const card = messageCard(page, 'treasure-map.pdf');
    const download = card.getByRole('link', { name: 'Download PDF', exact: true });
    expect(await download.getAttribute('href')).toBe(`/api/photos/${photo.id}/pdf`);
    expect(await download.getAttribute('target')).toBe('_blank');

    // Chromium's PDF viewer (an extension) would render it; what it is given is the document.
    const served = await page.request.get(`/api/photos/${photo.id}/pdf`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await served.body(), pdf)).toBe(0);

    // A PDF's edit offers the hint only: the document itself stays.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Message');
    await edit.getByText(/treasure-map\.pdf/).waitFor();
    expect(await edit.getByLabel('Hidden Message', { exact: true }).count()).toBe(0);
  });

  it('counts the messages in My Statistics and picks up new ones on Refresh', async () => {
    const { page } = await signedIn();
    // Scan limits above 1 are paid (a tier each): money first.
    await topUpThroughApi(page, 5, e2e.baseURL);
    await createThroughApi(page, { hiddenMessage: 'First secret', maxScans: 3 });
    await openMySpace(page);
    await messageCard(page, 'First secret').waitFor();
    expect(await stat(page, 'Total Messages')).toBe('1');
    expect(await stat(page, 'Remaining Scans')).toBe('3');
    expect(await stat(page, 'Hunts Completed')).toBe('0');

    await createThroughApi(page, { hiddenMessage: 'Second secret', maxScans: 2 });
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await messageCard(page, 'Second secret').waitFor();
    await expect.poll(() => stat(page, 'Total Messages')).toBe('2');
    expect(await stat(page, 'Active')).toBe('2');
    expect(await stat(page, 'Discovered')).toBe('0');
    expect(await stat(page, 'Remaining Scans')).toBe('5');
  });

  it('shows a discovered message as Discovered, without Edit; an exhausted one as Needs Top-up', async () => {
    const creator = await signedIn();
    // Two finders: one person could not scan both spots, 1 km apart, a second apart (decision 011).
    const finder = await signedIn();
    const secondFinder = await signedIn();
    await topUpThroughApi(creator.page, 5, e2e.baseURL);
    // Each message at its own spot, 1 km apart, so each scan has exactly one candidate.
    const stillOpen = { ...SPOT, latitude: SPOT.latitude + 0.01 };
    const exhausted = { ...SPOT, latitude: SPOT.latitude + 0.02 };
    const open = await createThroughApi(creator.page, {
      hiddenMessage: 'Found once of two',
      maxScans: 2,
      latitude: stillOpen.latitude,
    });
    const done = await createThroughApi(creator.page, {
      hiddenMessage: 'Found once of one',
      maxScans: 1,
      latitude: exhausted.latitude,
    });
    expect(await scanSignThroughApi(finder.page, e2e.baseURL, stillOpen)).toEqual([open.id]);
    expect(await scanSignThroughApi(secondFinder.page, e2e.baseURL, exhausted)).toEqual([done.id]);

    const { page } = creator;
    await openMySpace(page);
    const discovered = messageCard(page, 'Found once of two');
    await discovered.getByText('Discovered', { exact: true }).waitFor();
    await discovered.getByText('1 scan left', { exact: true }).waitFor();
    await discovered.getByRole('button', { name: 'View', exact: true }).waitFor();
    expect(await discovered.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

    const needsTopUp = messageCard(page, 'Found once of one');
    await needsTopUp.getByText('Needs Top-up', { exact: true }).waitFor();
    const wallet = page.getByRole('region', { name: 'Wallet', exact: true });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => wallet.evaluate(isInViewport)).toBe(false);
    await needsTopUp.getByRole('button', { name: 'Top up to Reactivate', exact: true }).click();
    // The purchase dialog opens over the wallet, which came into view behind it (the modal
    // hides it from the accessibility tree, hence the id).
    await dialog(page, 'Reactivate Message').waitFor();
    await expect.poll(() => page.locator('#wallet').evaluate(isInViewport)).toBe(true);
  });

  it("says 'Update Failed' and 'Delete Failed' with the server's reason", async () => {
    const user = await signedIn();
    const { page } = user;
    const photo = await createThroughApi(page, { hiddenMessage: 'Gone soon' });
    await openMySpace(page);
    const card = messageCard(page, 'Gone soon');
    await card.waitFor();
    // Deleted elsewhere (another tab) while this screen still shows it.
    await deleteThroughApi(page, photo.id);
    user.allowConsoleErrors(
      failedResource(404, `/api/photos/${photo.id}/edit`),
      failedResource(404, `/api/photos/${photo.id}`),
      // Its thumbnail, if the browser had not fetched it yet: the file is gone too.
      failedResource(404, `/api/photos/${photo.id}/thumbnail`),
    );

    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit Message');
    await edit.getByLabel('Hidden Message', { exact: true }).fill('Too late');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expectToast(
      page,
      'Update Failed',
      'This hidden message does not exist or is not yours to see.',
      { destructive: true },
    );
    await edit.getByRole('button', { name: 'Cancel', exact: true }).click();

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog(page, 'Delete Message?')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectToast(
      page,
      'Delete Failed',
      'This hidden message does not exist or is not yours to see.',
      { destructive: true },
    );
  });

  it('shows the empty state with a way to create, and an error state with Try Again', async () => {
    const user = await signedIn();
    const { page } = user;
    await openMySpace(page);
    const section = messagesSection(page);
    await section.getByText('You have not hidden any messages yet', { exact: true }).waitFor();
    const create = section.getByRole('link', { name: 'Create Message', exact: true });
    expect(await create.getAttribute('href')).toBe('/?create=true');
    expect(await stat(page, 'Total Messages')).toBe('0');
    await page.getByRole('region', { name: 'Wallet', exact: true }).waitFor();

    // The list cannot be loaded: the screen says so and offers to try again.
    user.allowConsoleErrors(failedResource(503, '/api/photos/user'));
    await page.route('**/api/photos/user', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Busy"}' }),
    );
    await page.reload();
    await section.getByText('Could not load your messages.').waitFor();
    await page.unroute('**/api/photos/user');
    await createThroughApi(page, { hiddenMessage: 'Back again' });
    await section.getByRole('button', { name: 'Try Again', exact: true }).click();
    await messageCard(page, 'Back again').waitFor();
  });
});

/** Publishes a one-step hunt at SPOT as the page's user, as the hunt screen sends it. */
async function publishHuntThroughApi(page: Page, title: string): Promise<Hunt> {
  const photo = `data:image/jpeg;base64,${(await readFile(PHOTO)).toString('base64')}`;
  const response = await page.request.post('/api/treasure-hunt', {
    headers: { Origin: e2e.baseURL },
    timeout: 30_000,
    data: {
      title,
      waypoints: [
        {
          stepNumber: 1,
          latitude: SPOT.latitude,
          longitude: SPOT.longitude,
          photo,
          messageType: 'text',
          hiddenMessage: 'Under the third bench',
          maxScans: 1,
          hasRewards: false,
          rewardAmount: 0,
          // Every hunt here hides behind the same sign at SPOT: the second is a near-duplicate
          // of the first, published anyway (decision 025).
          confirmedWarnings: ['near-duplicate'],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Hunt;
}

describe('my treasure hunts', () => {
  it("shares a published hunt's /hunt/{id} link, and the viewer lists it as 'Yours'", async () => {
    const creator = await signedIn();
    const page = creator.page;
    await creator.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await topUpThroughApi(page, 5, e2e.baseURL);
    const title = `Bench walk ${Date.now().toString(36)}`;
    const hunt = await publishHuntThroughApi(page, title);
    const link = `${e2e.baseURL}/hunt/${hunt.id}`;
    expect(hunt.shareUrl).toBe(link);

    await openMySpace(page);
    const mine = page.getByRole('region', { name: 'My Treasure Hunts', exact: true });
    const card = mine.getByRole('listitem').filter({ hasText: title });
    // Opened twice: closing it leaves nothing behind, and the link is the same again.
    for (let round = 0; round < 2; round++) {
      await card.getByRole('button', { name: 'Share', exact: true }).click();
      const share = dialog(page, 'Share Treasure Hunt');
      expect(await share.getByLabel('Share link').inputValue()).toBe(link);
      if (round === 0) {
        await share.getByRole('button', { name: 'Copy Link', exact: true }).click();
        await expectToast(page, 'Link Copied!', 'Share link copied to clipboard');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
        await share.getByRole('button', { name: 'Close', exact: true }).click();
        await share.waitFor({ state: 'detached' });
      } else {
        await closeWithEscape(page, share);
      }
    }

    // The link opens the hunt's page.
    await page.goto(`/hunt/${hunt.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // The viewer lists the creator's own hunt beside the others', marked as theirs.
    const other = await signedIn();
    await topUpThroughApi(other.page, 5, e2e.baseURL);
    const othersTitle = `Fountain walk ${Date.now().toString(36)}`;
    await publishHuntThroughApi(other.page, othersTitle);
    await page.goto('/treasure-hunt-viewer');
    const own = page.getByRole('article', { name: title, exact: true });
    const theirs = page.getByRole('article', { name: othersTitle, exact: true });
    await own.waitFor();
    await theirs.waitFor();
    await own.getByText('Yours', { exact: true }).first().waitFor();
    expect(await own.innerText()).toContain('by you');
    expect(await theirs.getByText('Yours', { exact: true }).count()).toBe(0);
    // Newest first: the other creator's hunt came later.
    const titles = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(titles.indexOf(othersTitle)).toBeLessThan(titles.indexOf(title));
    // Back from elsewhere, it is still there and still theirs.
    await page.goto('/my-space');
    await page.goBack();
    await own.getByText('Yours', { exact: true }).first().waitFor();
    // To the other creator it is a hunt to play, not theirs.
    await other.page.goto('/treasure-hunt-viewer');
    const played = other.page.getByRole('article', { name: title, exact: true });
    await played.waitFor();
    expect(await played.getByText('Yours', { exact: true }).count()).toBe(0);
  });
});

describe('prices and legal', () => {
  it("lists the discovery tiers with 'Best Value' and 'Popular'", async () => {
    const { page } = await signedIn();
    await openMySpace(page);
    const card = page.getByRole('region', { name: 'Message Discovery Limits', exact: true });
    const tiers = card.getByRole('list', { name: 'Discovery tiers' }).getByRole('listitem');
    expect(await tiers.count()).toBe(8);
    const texts = await tiers.allInnerTexts();
    expect(texts.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^10 discoveries €1 €0\.10 \/ scan$/),
      expect.stringMatching(/^100 discoveries Popular €10 /),
      expect.stringMatching(/^200 discoveries Popular €20 /),
      expect.stringMatching(/^400 discoveries €40 /),
      expect.stringMatching(/^800 discoveries €80 /),
      expect.stringMatching(/^2,000 discoveries €180 €0\.09 \/ scan$/),
      // Prices per scan in 2 decimals, as every price (SPEC 9): €0.0875 reads €0.09.
      expect.stringMatching(/^4,000 discoveries Best Value €350 €0\.09 \/ scan$/),
      expect.stringMatching(/^10,000 discoveries €900 €0\.09 \/ scan$/),
    ]);
    await card
      .getByText('1 discovery per day is free. Scanning is always free.', { exact: false })
      .waitFor();
  });

  const legal = [
    {
      button: 'Instructions',
      title: 'Instructions',
      says: ['within 100 m', 'Scanning is always free'],
    },
    { button: 'Prices', title: 'Prices', says: ['€0.50', '€500.00', 'Best Value'] },
    {
      button: 'Terms',
      title: 'Terms of Service',
      says: ['Minimum age 13', '14 days', 'fully performed', 'law of Greece'],
    },
    {
      button: 'Privacy',
      title: 'Privacy Policy',
      says: ['kept 12 months', 'kept 7 years', 'removed within 30 days', 'never sell your data'],
    },
  ] as const;

  it.each(legal)('opens $title from its button', async ({ button, title, says }) => {
    const { page } = await signedIn();
    await openMySpace(page);
    await page
      .getByRole('region', { name: 'Help & Legal', exact: true })
      .getByRole('button', { name: button, exact: true })
      .click();
    const opened = dialog(page, title);
    await opened.getByRole('heading', { name: title, exact: true }).waitFor();
    const text = await opened.innerText();
    for (const phrase of says) expect(text).toContain(phrase);
    // Long texts scroll inside the dialog, so nothing falls off a phone's screen.
    const box = await opened.boundingBox();
    expect(box && box.height).toBeLessThanOrEqual(844);
    await closeWithEscape(page, opened);
  });

  it('links to the social pages in new tabs', async () => {
    const { page } = await signedIn();
    await openMySpace(page);
    const links = page.getByRole('navigation', { name: 'Follow Underprint' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});

/** The id of the only message the page's user has. */
async function photoId(page: Page): Promise<number> {
  const response = await page.request.get('/api/photos/user');
  const [photo] = (await response.json()) as Photo[];
  if (!photo) throw new Error('The user has no message');
  return photo.id;
}

function isInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.top < window.innerHeight;
}
