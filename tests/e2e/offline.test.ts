// Offline (issue 21, point 2; decision 027): the installed app opens without a connection, and a
// scan made without signal is kept on the phone, shown in the outbox, cancellable, and sent when
// the connection returns, discovering once. The browser context is set offline mid-flow.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { failedResource, type Geolocation } from './support/browser';
import { waitForLivePicture } from './support/camera';
import { hideMessageThroughApi } from './support/messages';
import {
  captureAndScan,
  OCR_TIMEOUT,
  SIGN,
  statusLine,
  useScannerE2E,
  type SignedUp,
} from './support/scanner';
import { readKept } from './support/kept';
import { topUpThroughApi } from './support/wallet';
import { expectToast, mainNav, waitUntilDraftKept } from './support/ui';

const { e2e, signedUp, scannerAt } = await useScannerE2E();

const QUEUED =
  'No connection: this scan is kept on your phone with its place and time, and will be sent when you are back online.';
const OFFLINE =
  'You are offline. What you saw before is still here; scans and new messages are kept on this phone and sent when you are back online.';

/**
 * Browsers under automation get no service worker unless the test asks (src/web/lib/
 * service-worker.ts): this one asks, reloads, and waits until the worker controls the page,
 * which it does once the whole shell is precached.
 */
async function withServiceWorker(user: SignedUp): Promise<void> {
  await user.context.addInitScript(() => {
    // Not on about:blank, whose storage is closed to scripts.
    if (location.protocol.startsWith('http'))
      localStorage.setItem('underprint-service-worker', 'on');
  });
  await user.page.reload();
  await user.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // Requests that find no network log Chromium's own console error: expected here, offline.
  user.allowConsoleErrors({ text: /net::ERR_INTERNET_DISCONNECTED/ });
}

function outbox(page: Page) {
  return page.getByRole('region', { name: /^Waiting to send|^Sent from this phone/ });
}

/** The author's messages hiding `secret`, as the server lists them. */
async function countMine(page: Page, secret: string): Promise<number> {
  const mine = await page.request.get('/api/photos/user');
  return ((await mine.json()) as Photo[]).filter((photo) => photo.hiddenMessage === secret).length;
}

describe('offline', () => {
  it('opens offline, keeps a scan in the outbox, cancels one, and sends the other once back online', async () => {
    const place: Geolocation = { latitude: -33.8688, longitude: 151.2093, accuracy: 12 };
    const author = await signedUp();
    const message = await hideMessageThroughApi(author.page.request, e2e.baseURL, SIGN, {
      latitude: place.latitude,
      longitude: place.longitude,
      hiddenMessage: 'Under the third bench',
    });
    const finder = await scannerAt(place);
    const { page, context } = finder;
    await withServiceWorker(finder);

    // The signal goes. The app shell reloads from the worker, signed in, and says so.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Log out ${finder.credentials.nickname}` }).waitFor();

    // Two scans without signal: each is kept, with its photo, place and time.
    await page.goto('/scanner');
    await page.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
    await page.getByText('Location on', { exact: true }).waitFor();
    await captureAndScan(page);
    await statusLine(page).getByText(QUEUED, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Scan Again', exact: true }).click();
    await captureAndScan(page);
    await statusLine(page).getByText(QUEUED, { exact: true }).waitFor();

    // Home, still offline: the outbox lists both; the first is cancelled.
    await page.getByRole('link', { name: 'Close scanner' }).click();
    const box = outbox(page);
    await box.getByRole('heading', { name: 'Waiting to send (2)' }).waitFor();
    const items = box.getByRole('listitem');
    expect(await items.count()).toBe(2);
    await items
      .first()
      .getByRole('button', { name: /^Cancel Scan from / })
      .click();
    await box.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
    expect(await items.count()).toBe(1);
    // Nothing reached the server meanwhile.
    const before = await author.page.request.get('/api/photos/user');
    expect(((await before.json()) as Photo[]).find((p) => p.id === message.id)).toMatchObject({
      currentScans: 0,
    });

    // The signal returns: the kept scan is read and checked where and when it was taken.
    await context.setOffline(false);
    await expectToast(page, 'Waiting scan sent', 'Message discovered!');
    await box.getByRole('heading', { name: 'Sent from this phone' }).waitFor(OCR_TIMEOUT);
    await box.getByText('Message discovered!', { exact: true }).waitFor();
    await page.getByText(OFFLINE, { exact: true }).waitFor({ state: 'detached' });

    // Discovered once: one count on the message, and a reload sends nothing again.
    await page.reload();
    await outbox(page).getByRole('heading', { name: 'Sent from this phone' }).waitFor();
    const mine = await author.page.request.get('/api/photos/user');
    expect(((await mine.json()) as Photo[]).find((p) => p.id === message.id)).toMatchObject({
      currentScans: 1,
    });
    const found = await page.request.get('/api/photos/discovered');
    expect(found.status()).toBe(200);
    await outbox(page)
      .getByRole('button', { name: /^Dismiss Scan from / })
      .click();
    await outbox(page).waitFor({ state: 'detached' });
  });

  it('sends the outbox from the service worker by Background Sync, with no tab of the app open', async () => {
    const place: Geolocation = { latitude: -34.9285, longitude: 138.6007, accuracy: 10 };
    const author = await signedUp();
    const message = await hideMessageThroughApi(author.page.request, e2e.baseURL, SIGN, {
      latitude: place.latitude,
      longitude: place.longitude,
      hiddenMessage: 'Behind the clock tower',
    });
    const finder = await scannerAt(place);
    const { page, context } = finder;
    await withServiceWorker(finder);
    await context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE, { exact: true }).waitFor();
    await page.goto('/scanner');
    await page.getByText('Location on', { exact: true }).waitFor();
    await captureAndScan(page);
    await statusLine(page).getByText(QUEUED, { exact: true }).waitFor();
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(e2e.baseURL) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    // The app is left: only the worker can send it now.
    await page.goto('about:blank');
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(e2e.baseURL).origin,
      registrationId: await registration,
      tag: 'underprint-outbox',
      lastChance: false,
    });
    await expect
      .poll(
        async () => {
          const mine = await author.page.request.get('/api/photos/user');
          return ((await mine.json()) as Photo[]).find((p) => p.id === message.id)?.currentScans;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    // Back in the app: the outbox shows what the worker did.
    await page.goto('/');
    await outbox(page).getByText('Message discovered!', { exact: true }).waitFor();
  });

  it("keeps a hunt's active step (photo, clue, place) readable offline", async () => {
    const place: Geolocation = { latitude: -37.8136, longitude: 144.9631, accuracy: 10 };
    const author = await signedUp();
    const created = await author.page.request.post('/api/treasure-hunt', {
      headers: { Origin: new URL(e2e.baseURL).origin },
      timeout: 60_000,
      data: {
        title: 'Laneways',
        waypoints: [
          {
            stepNumber: 1,
            latitude: place.latitude,
            longitude: place.longitude,
            locationName: null,
            description: 'The sign above the blue door',
            photo: `data:image/jpeg;base64,${(await readFile(SIGN)).toString('base64')}`,
            messageType: 'text',
            hiddenMessage: 'Coffee is on me',
            maxScans: 1,
            hasRewards: false,
            rewardAmount: 0,
            isPrivate: false,
            hints: [],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const player = await signedUp();
    const { page, context } = player;
    await withServiceWorker(player);

    // Read once with a connection: the active step is kept, its photo with it.
    await page.goto('/treasure-hunt-viewer');
    await page
      .getByRole('article', { name: 'Laneways' })
      .getByText('The sign above the blue door')
      .waitFor();
    await expect
      .poll(async () =>
        ((await readKept(page, 'underprint-hunt-steps')) as { photo: unknown }[][]).some((steps) =>
          steps.some((step) => step.photo !== null),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE, { exact: true }).waitFor();
    const step = page.getByRole('article', { name: 'Laneways, step 1' });
    // Failed once in CI (not reproduced alone or under CPU load): say what the screen showed.
    await step
      .getByText('The sign above the blue door', { exact: true })
      .waitFor()
      .catch(async (error: unknown) => {
        console.log('Offline viewer showed:', await page.locator('main').innerText());
        throw error;
      });
    await step.getByText(`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`).waitFor();
    const photo = step.getByRole('img', { name: 'Photo of step 1' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Nothing of the step's secret was kept.
    expect(await page.getByText('Coffee is on me').count()).toBe(0);
  });

  it('keeps a message created offline and creates it once the connection returns; one the server warns about waits for the word', async () => {
    const place: Geolocation = { latitude: -41.2865, longitude: 174.7762, accuracy: 10 };
    const author = await signedUp({ geolocation: place });
    const { page, context } = author;
    await withServiceWorker(author);

    await context.setOffline(true);
    await page.goto('/camera');
    await waitForLivePicture(page);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByRole('heading', { name: 'Create Hidden Message', exact: true }).waitFor();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Behind the harbour clock');
    await page.getByLabel('Public Description (optional)').fill('Harbour sign');
    // A reload without signal (the shell from the service worker) gives the form back as it was.
    await waitUntilDraftKept(page, 'Harbour sign');
    await page.reload();
    await page.getByText('The message you started here was kept on this phone.').waitFor();
    expect(await page.getByLabel('Public Description (optional)').inputValue()).toBe(
      'Harbour sign',
    );
    await page.getByRole('button', { name: 'Create Hidden Message', exact: true }).click();
    await expectToast(page, 'Kept on this phone');

    await page.goto('/');
    const box = outbox(page);
    await box.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
    await box.getByText(/^Message 'Harbour sign' from /).waitFor();

    await context.setOffline(false);
    // The outcome as the outbox keeps it: the page or the service worker (Background Sync) may
    // send first, and the toast that tells it lasts a few seconds, so the list is what is checked.
    await box.getByText('Message created.', { exact: true }).waitFor();
    const mine = await page.request.get('/api/photos/user');
    const created = ((await mine.json()) as Photo[]).filter(
      (photo) => photo.hiddenMessage === 'Behind the harbour clock',
    );
    expect(created).toHaveLength(1);

    // The same print again, without signal: sent later, it meets the warning the form shows
    // online (a near-duplicate of the first), and waits for the author's word (decision 025).
    // A second message is paid for; the refusal is the server's 409, logged by the browser.
    await topUpThroughApi(page, 5);
    author.allowConsoleErrors({ text: /status of 409 \(Conflict\)/ });
    await context.setOffline(true);
    await page.goto('/camera');
    await waitForLivePicture(page);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Under the harbour clock');
    await page.getByLabel('Public Description (optional)').fill('Same sign');
    await page.getByRole('button', { name: 'Create Hidden Message', exact: true }).click();
    await expectToast(page, 'Kept on this phone');
    await page.goto('/');
    await context.setOffline(false);
    const second = box.getByRole('listitem', { name: /^Message 'Same sign' from / });
    await second.getByText(/nearly the same text: a scan of it would find both/).waitFor();
    await expect.poll(() => countMine(page, 'Under the harbour clock')).toBe(0);
    await second
      .getByRole('button', { name: /^Publish Anyway: Message 'Same sign' from / })
      .click();
    await second.getByText('Message created.', { exact: true }).waitFor();
    expect(await countMine(page, 'Under the harbour clock')).toBe(1);
  });

  it('logs out only with a connection, and reads again what failed once it returns', async () => {
    const place: Geolocation = { latitude: -36.8485, longitude: 174.7633, accuracy: 10 };
    const user = await signedUp({ geolocation: place });
    const { page, context } = user;
    await withServiceWorker(user);
    const logOut = page.getByRole('button', { name: `Log out ${user.credentials.nickname}` });

    // Opened without signal: the shell from the worker, the nearby list failed.
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Failed to fetch nearby photos', { exact: true }).waitFor();
    // Logging out now would forget the phone's copies and leave the session open: refused.
    await logOut.click();
    await expectToast(
      page,
      'No Connection',
      'Logging out needs a connection. You are still signed in on this phone: please try again when you are back online.',
      { destructive: true },
    );
    expect(new URL(page.url()).pathname).toBe('/');

    // A screen first opened without signal fails too; back online, it reads again by itself,
    // with no Try Again pressed (it stayed failed under a page that looked online).
    await mainNav(page).getByRole('link', { name: 'My', exact: true }).click();
    const failed = page.getByText('Could not load your statistics.', { exact: true });
    await failed.waitFor();
    await context.setOffline(false);
    await failed.waitFor({ state: 'detached' });
    await page.getByText('Failed to fetch nearby photos', { exact: true }).waitFor({
      state: 'detached',
    });

    // Logging out now ends the session.
    await logOut.click();
    await page.waitForURL('**/login');
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user: unknown;
    };
    expect(session.user).toBeNull();
  });

  it('takes a tab to Login when another tab logs out, keeping nothing of its started message', async () => {
    const place: Geolocation = { latitude: -43.5321, longitude: 172.6362, accuracy: 10 };
    const author = await signedUp({ geolocation: place });
    const { page, context } = author;
    await page.goto('/camera');
    await waitForLivePicture(page);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Under the third bench');
    await waitUntilDraftKept(page, 'Under the third bench');

    // Reads of either tab still under way when the session ends are refused, as they should be:
    // which ones depends on the machine's speed (the hunts, the activity, the tickets, a photo).
    author.allowConsoleErrors(failedResource(401, /^http:\/\/127\.0\.0\.1:\d+\/api\//));
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('button', { name: `Log out ${author.credentials.nickname}` }).click();
    await other.waitForURL('**/login');
    await page.waitForURL('**/login');
    expect(await readKept(page, 'underprint-message-drafts')).toEqual([]);
    await other.close();
  });

  it('serves the web app manifest with its icons; a signed-out screen says what needs a connection', async () => {
    const visitor = await e2e.newUserContext();
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await visitor.context.setOffline(true);
    await visitor.page
      .getByText(
        'You are offline. Signing in, signing up and resetting a password need a connection.',
        { exact: true },
      )
      .waitFor();
    await visitor.context.setOffline(false);
    const href = await visitor.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await visitor.page.request.get(href!);
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { icons: { src: string; purpose: string }[] };
    expect(body.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of body.icons) {
      const png = await visitor.page.request.get(icon.src);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  it('without the service worker yet, a screen or dialog whose code is not here fails in place and opens once back online', async () => {
    const user = await signedUp();
    const { page, context } = user;
    await page.goto('/my-space');
    const topUp = page
      .getByRole('region', { name: 'Wallet', exact: true })
      .getByRole('button', { name: 'Top Up', exact: true });
    await topUp.waitFor();
    // A first visit: nothing kept by a worker. The chunks not yet fetched cannot come.
    user.allowConsoleErrors(
      { text: /net::ERR_INTERNET_DISCONNECTED/ },
      { text: /Failed to fetch dynamically imported module/ },
      { text: /TypeError/ },
    );
    await context.setOffline(true);
    await page.getByText(OFFLINE, { exact: true }).waitFor();

    // The Top Up dialog closes again instead of leaving the screen dead; pressed again, it asks
    // again.
    await topUp.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => topUp.isEnabled()).toBe(true);

    // Another screen: the header, the tabs and the offline notice stay, with what is wrong.
    await mainNav(page).getByRole('link', { name: 'Books', exact: true }).click();
    await page
      .getByText(
        'This screen is not on this phone yet, and there is no connection. It opens as soon as you are back online.',
        { exact: true },
      )
      .waitFor();
    await page.getByText(OFFLINE, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Log out ${user.credentials.nickname}` }).waitFor();

    // Back online, it opens by itself; so does the dialog, pressed again on My Space.
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Magazines & Books', exact: true }).waitFor();
    await mainNav(page).getByRole('link', { name: 'My', exact: true }).click();
    await topUp.click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await dialog.waitFor();

    // A toast raised offline shows, though none was raised before: its code came with the
    // first press online. Before, the toast waited for a chunk that could not come: Pay or
    // Continue pressed offline told nothing.
    await dialog.getByRole('button', { name: '€5', exact: true }).click();
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Continue to Payment', exact: true }).click();
    await expectToast(
      page,
      'Payment Could Not Start',
      'No connection: nothing was sent. Please try again when you are back online.',
      { destructive: true },
    );
  });
});
