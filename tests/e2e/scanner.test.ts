// The scanner (/scanner): a user photographs printed text and discovers the message hidden
// behind it. The creator hides it through /camera with Chromium's fake camera showing a sign;
// scanners run in a second browser whose fake camera shows ANOTHER photo of the same sign (other
// crop, angle and light), so the real server's OCR and matching decide (SPEC sections 2, 4, 8).
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePhotoResponse, Photo } from '@/shared/contract/photos';
import { minimalPdf } from '../support/images';
import {
  failedResource,
  fakeCameraFileFromJpeg,
  launchBrowser,
  type Geolocation,
  type UserContext,
} from './support/browser';
import { hideMessageThroughCamera, waitForLivePicture } from './support/camera';
import { useE2E, type E2EUserOptions } from './support/harness';
import { expectToast, mainNav, nextApiResponse } from './support/ui';
import { newCredentials, pathIs, registerThroughForm, type Credentials } from './support/users';

/** A sign (devset anchor a000) and another photo of it: 85 % of the sign, at an angle. */
const SIGN = 'tests/fixtures/scan/a000.jpg';
const SIGN_AGAIN = 'tests/fixtures/scan/a000-p2.jpg';
/** Book pages (global messages) and other photos of them. */
const PAGE = 'tests/fixtures/scan/a003.jpg';
const PAGE_AGAIN = 'tests/fixtures/scan/a003-p2.jpg';
const REWARD_PAGE = 'tests/fixtures/scan/a008.jpg';
const REWARD_PAGE_AGAIN = 'tests/fixtures/scan/a008-p0.jpg';
const PDF_PAGE = 'tests/fixtures/scan/a004.jpg';
const PDF_PAGE_AGAIN = 'tests/fixtures/scan/a004-p1.jpg';

const SPOT: Geolocation = { latitude: 51.5007, longitude: -0.1246, accuracy: 10 };
/** OCR takes 0.5-2 s a photo on a 2-core machine, more when several run at once. */
const OCR_TIMEOUT = { timeout: 30_000 };

const [creatorCamera, scannerCamera] = await Promise.all([
  fakeCameraFileFromJpeg(SIGN),
  fakeCameraFileFromJpeg(SIGN_AGAIN),
]);

// The file's own browser is the creator's: its camera shows the sign as the creator saw it.
const e2e = useE2E({ launch: { fakeVideoFile: creatorCamera } });
let scannerBrowser: Browser | undefined;
beforeAll(async () => {
  scannerBrowser = await launchBrowser({ fakeVideoFile: scannerCamera });
});
afterAll(async () => {
  await scannerBrowser?.close();
});

/** `metres` due north of `place` (1° of latitude ≈ 111.2 km). */
function north(place: Geolocation, metres: number): Geolocation {
  return { ...place, latitude: place.latitude + metres / 111_195 };
}

type SignedUp = UserContext & { credentials: Credentials };

async function signedUp(options: E2EUserOptions = {}): Promise<SignedUp> {
  const user = await e2e.newUserContext(options);
  const credentials = newCredentials();
  await registerThroughForm(user.page, credentials);
  return { ...user, credentials };
}

/** A scanner standing at `place`, with the camera showing the other photo of the sign. */
function scannerAt(place: Geolocation): Promise<SignedUp> {
  if (!scannerBrowser) throw new Error('The scanner browser did not start');
  return signedUp({ geolocation: place, browser: scannerBrowser });
}

/** A device whose camera cannot be opened (refused or missing) and whose position is unknown. */
async function withoutCamera(): Promise<SignedUp> {
  const user = await e2e.newUserContext();
  await user.context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const credentials = newCredentials();
  await registerThroughForm(user.page, credentials);
  return { ...user, credentials };
}

function statusLine(page: Page): Locator {
  return page.getByRole('status', { name: 'Scan status', exact: true });
}

function discoveryDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Message Discovered!', exact: true });
}

async function openScanner(page: Page): Promise<void> {
  await page.goto('/scanner');
  await page.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
}

/**
 * Records every text the status line shows from now on, line by line, so a test can check the
 * steps in order even when one lasts only a moment. Returns a reader.
 */
async function recordStatusLines(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusLines: string[] }).statusLines = seen;
    const read = () => {
      const line = document.querySelector<HTMLElement>('[role="status"][aria-label="Scan status"]');
      for (const text of (line?.innerText ?? '').split('\n')) {
        if (text.trim() && seen.at(-1) !== text.trim()) seen.push(text.trim());
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    read();
  });
  return () => page.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines);
}

/** `expected` appear in `lines` in this order (other lines may come between them). */
function expectInOrder(lines: string[], expected: string[]): void {
  let from = 0;
  for (const text of expected) {
    const at = lines.indexOf(text, from);
    expect(at, `'${text}' after position ${from} in ${JSON.stringify(lines)}`).toBeGreaterThan(-1);
    from = at + 1;
  }
}

/** Waits for the live picture, then presses 'Capture & Scan'. */
async function captureAndScan(page: Page): Promise<void> {
  await waitForLivePicture(page);
  await page.getByRole('button', { name: 'Capture & Scan', exact: true }).click();
}

/** Demo Mode (the camera failed): presses `button` and picks `file` in the file chooser. */
async function pickFile(
  page: Page,
  button: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(file);
}

type GlobalMessage = {
  image: string;
  messageType?: 'text' | 'pdf';
  hiddenMessage?: string;
  publicDescription?: string;
  pdf?: { name: string; buffer: Buffer };
  maxScans?: number;
  rewardAmount?: number;
};

/** Hides a book or magazine message through the API, as /magazines-books sends it. */
async function createGlobalMessage(page: Page, message: GlobalMessage): Promise<Photo> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    image: { name: 'page.jpg', mimeType: 'image/jpeg', buffer: await readFile(message.image) },
    messageType: message.messageType ?? 'text',
    maxScans: String(message.maxScans ?? 1),
    isPrivate: 'false',
    hasRewards: String((message.rewardAmount ?? 0) > 0),
    rewardAmount: String(message.rewardAmount ?? 0),
  };
  if (message.hiddenMessage) multipart.hiddenMessage = message.hiddenMessage;
  if (message.publicDescription) multipart.publicDescription = message.publicDescription;
  if (message.pdf) {
    multipart.pdfData = message.pdf.buffer.toString('base64');
    multipart.pdfFileName = message.pdf.name;
  }
  const response = await page.request.post('/api/photos/global', {
    headers: { Origin: e2e.baseURL },
    multipart,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as CreatePhotoResponse).photo;
}

/** A photo of nothing printed: soft light and shade, as a blank wall photographs. */
function blankPng(): Promise<Buffer> {
  const width = 960;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 150 + Math.round((60 * (x + y)) / (width + height));
      pixels.fill(shade, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function scanRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/scan')) requests.push(request);
  });
  return requests;
}

describe('scanner', () => {
  it('discovers the message hidden through /camera from 40 m away, and finds nothing from 500 m', async () => {
    const creator = await signedUp({ geolocation: SPOT });
    await hideMessageThroughCamera(creator.page, {
      hiddenMessage: 'The spare key is under the blue flowerpot',
      publicDescription: 'Read the sign by the refuge door',
    });

    // 500 m away first, while the message can still be discovered: distance alone stops it.
    const far = await scannerAt(north(SPOT, 500));
    await openScanner(far.page);
    await expect.poll(() => mainNav(far.page).count()).toBe(0);
    await far.page.getByText('Location on', { exact: true }).waitFor();
    const farLines = await recordStatusLines(far.page);
    const farScan = nextApiResponse(far.page, 'POST', '/api/scan');
    await captureAndScan(far.page);
    await statusLine(far.page).getByText('No matches found anywhere').waitFor(OCR_TIMEOUT);
    const farBody = (await farScan).request().postDataJSON() as Record<string, unknown>;
    expect(farBody).toMatchObject({ userLatitude: north(SPOT, 500).latitude });
    expect(farBody.userLongitude).toBeCloseTo(SPOT.longitude, 6);
    expect(String(farBody.text)).toMatch(/refuge/i);
    expectInOrder(await farLines(), [
      'Analyzing photo...',
      'Checking nearby messages...',
      'No local matches found - checking global messages...',
      'Checking global messages...',
      'No matches found anywhere',
    ]);
    await expect.poll(() => discoveryDialog(far.page).count()).toBe(0);
    await far.page.getByRole('button', { name: 'Scan Again', exact: true }).waitFor();

    // 40 m away: within the 100 m discovery range.
    const near = await scannerAt(north(SPOT, 40));
    await openScanner(near.page);
    await near.page.getByText('Location on', { exact: true }).waitFor();
    const nearLines = await recordStatusLines(near.page);
    await captureAndScan(near.page);
    // Retake is offered while the frozen photo is read.
    await near.page.getByRole('button', { name: 'Retake', exact: true }).waitFor();

    const dialog = discoveryDialog(near.page);
    await dialog.waitFor(OCR_TIMEOUT);
    await dialog.getByText('The spare key is under the blue flowerpot', { exact: true }).waitFor();
    await dialog.getByText(`Hidden by ${creator.credentials.nickname}`, { exact: true }).waitFor();
    await dialog.getByText('Read the sign by the refuge door', { exact: true }).waitFor();
    expect(await dialog.getByText(/You earned/).count()).toBe(0);
    // The dialog holds focus while open.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const lines = await nearLines();
    expectInOrder(lines, ['Analyzing photo...', 'Checking nearby messages...']);
    expect(lines).not.toContain('Checking global messages...');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    const scanAgain = near.page.getByRole('button', { name: 'Scan Again', exact: true });
    await expect
      .poll(() => scanAgain.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await statusLine(near.page).getByText('Message discovered!').waitFor();
    await near.page.getByRole('img', { name: 'Captured photo', exact: true }).waitFor();
    // The message can be read again without scanning again.
    await near.page.getByRole('button', { name: 'View Message', exact: true }).click();
    await dialog.waitFor();
    await near.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await scanAgain.click();
    await near.page.getByRole('button', { name: 'Capture & Scan', exact: true }).waitFor();
    await waitForLivePicture(near.page);

    // Discovered once, which was its whole scan limit.
    const mine = await creator.page.request.get('/api/photos/user');
    const [hidden] = (await mine.json()) as Photo[];
    expect(hidden).toMatchObject({ isUnlocked: true, currentScans: 1, maxScans: 1 });
    await near.page.getByRole('link', { name: 'Close scanner', exact: true }).click();
    await near.page.waitForURL(pathIs('/'));
    await mainNav(near.page).waitFor();
  }, 150_000);

  it('Demo Mode scans a chosen photo of a book page and discovers its global message', async () => {
    const author = await signedUp();
    await createGlobalMessage(author.page, {
      image: PAGE,
      hiddenMessage: 'Chapter three hides the treasure map',
      publicDescription: 'Page 42 of the manual',
    });

    const { page } = await withoutCamera();
    await openScanner(page);
    await page
      .getByText('Could not access camera. Please check permissions.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Try Again', exact: true }).waitFor();
    await page.getByText('No location: global only', { exact: true }).waitFor();

    const lines = await recordStatusLines(page);
    const requests = scanRequests(page);
    const analyze = nextApiResponse(page, 'POST', '/api/analyze');
    await pickFile(page, page.getByRole('button', { name: 'Demo Mode', exact: true }), PAGE_AGAIN);
    // A JPEG goes as it is, base64 without the data: prefix.
    const sent = (await analyze).request().postDataJSON() as { imageData: string };
    expect(sent.imageData).toBe((await readFile(PAGE_AGAIN)).toString('base64'));

    const dialog = discoveryDialog(page);
    await dialog.waitFor(OCR_TIMEOUT);
    await dialog.getByText('Chapter three hides the treasure map', { exact: true }).waitFor();
    await dialog.getByText(`Hidden by ${author.credentials.nickname}`, { exact: true }).waitFor();
    await dialog.getByText('Book or magazine', { exact: true }).waitFor();
    await dialog.getByText('Page 42 of the manual', { exact: true }).waitFor();
    expect(await dialog.getByText(/You earned/).count()).toBe(0);
    // Without a position the nearby check is skipped.
    expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([
      '/api/scan/global',
    ]);
    const seen = await lines();
    expectInOrder(seen, ['Analyzing photo...', 'Checking global messages...']);
    expect(seen).not.toContain('Checking nearby messages...');
    expect(seen).not.toContain('No local matches found - checking global messages...');

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('img', { name: 'Chosen photo', exact: true }).waitFor();
    // In Demo Mode, Scan Again asks for the next photo at once.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Scan Again', exact: true }).click(),
    ]);
    await chooser.setFiles([]);
    await page.getByRole('button', { name: 'Choose Photo', exact: true }).waitFor();
  });

  it("shows the message's reward per scan as 'You earned'", async () => {
    // The admin's rewards are in-app credits issued by the platform: no wallet to fill first.
    const admin = await e2e.newUserContext();
    const login = await admin.page.request.post('/api/auth/login', {
      headers: { Origin: e2e.baseURL },
      data: e2e.server.admin,
    });
    expect(login.status(), await login.text()).toBe(200);
    const message = await createGlobalMessage(admin.page, {
      image: REWARD_PAGE,
      hiddenMessage: 'Two rewards for the two fastest readers',
      maxScans: 2,
      rewardAmount: 1,
    });
    expect(message).toMatchObject({ isGlobal: true, hasRewards: true, rewardPerScan: 0.5 });

    const { page } = await withoutCamera();
    await openScanner(page);
    await pickFile(
      page,
      page.getByRole('button', { name: 'Demo Mode', exact: true }),
      REWARD_PAGE_AGAIN,
    );
    const dialog = discoveryDialog(page);
    await dialog.waitFor(OCR_TIMEOUT);
    await dialog.getByText('Two rewards for the two fastest readers', { exact: true }).waitFor();
    await dialog.getByText('Hidden by admin', { exact: true }).waitFor();
    await dialog.getByText('You earned €0.50', { exact: true }).waitFor();
  });

  it('opens a single PDF result in a new tab, and keeps an Open PDF link in the dialog', async () => {
    const author = await signedUp();
    const message = await createGlobalMessage(author.page, {
      image: PDF_PAGE,
      messageType: 'pdf',
      pdf: { name: 'ed-tests.pdf', buffer: minimalPdf('scanner-e2e') },
    });

    const { page, context } = await withoutCamera();
    await openScanner(page);
    const popup = context.waitForEvent('page', OCR_TIMEOUT);
    await pickFile(
      page,
      page.getByRole('button', { name: 'Demo Mode', exact: true }),
      PDF_PAGE_AGAIN,
    );
    const dialog = discoveryDialog(page);
    await dialog.waitFor(OCR_TIMEOUT);
    const tab = await popup;
    expect(new URL(tab.url()).pathname).toBe(`/api/photos/${message.id}/pdf`);
    await tab.close();

    const link = dialog.getByRole('link', { name: /^Open PDF/ });
    expect(await link.getAttribute('href')).toBe(`/api/photos/${message.id}/pdf`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await dialog.getByText('ed-tests.pdf', { exact: true }).waitFor();
    // The discoverer may download it.
    const pdf = await page.request.get(`/api/photos/${message.id}/pdf`);
    expect(pdf.status()).toBe(200);
  });

  it("says 'No text found in photo' for a photo with no printed text, re-encoding a PNG to JPEG", async () => {
    const { page } = await withoutCamera();
    await openScanner(page);
    const requests = scanRequests(page);
    const analyze = nextApiResponse(page, 'POST', '/api/analyze');
    await pickFile(page, page.getByRole('button', { name: 'Demo Mode', exact: true }), {
      name: 'wall.png',
      mimeType: 'image/png',
      buffer: await blankPng(),
    });
    const sent = (await analyze).request().postDataJSON() as { imageData: string };
    // JPEG's magic bytes FF D8 FF in base64.
    expect(sent.imageData.startsWith('/9j/')).toBe(true);
    await statusLine(page)
      .getByText('No text found in photo', { exact: true })
      .waitFor(OCR_TIMEOUT);
    expect(requests).toHaveLength(0);
    await expect.poll(() => discoveryDialog(page).count()).toBe(0);
  });

  it("says 'Could not capture photo after 3 attempts' when the camera gives no frame", async () => {
    const user = await signedUp();
    const { page } = user;
    // From the next page on, every frame grabbed from the video encodes to nothing, as a
    // canvas does before the video has a picture.
    await user.context.addInitScript(() => {
      const attempts: number[] = [];
      (window as unknown as { captureAttempts: number[] }).captureAttempts = attempts;
      HTMLCanvasElement.prototype.toDataURL = () => {
        attempts.push(performance.now());
        return 'data:,';
      };
    });
    await openScanner(page);
    await captureAndScan(page);
    await expectToast(page, 'Capture Error', 'Could not capture photo after 3 attempts', {
      destructive: true,
    });
    await statusLine(page)
      .getByText('Could not capture photo after 3 attempts', { exact: true })
      .waitFor();
    const attempts = await page.evaluate(
      () => (window as unknown as { captureAttempts: number[] }).captureAttempts,
    );
    expect(attempts).toHaveLength(3);
    // 100 ms apart (timers may fire a little late, never early).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(95);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(95);
    // Nothing was sent, and the camera stays live for another try.
    await page.getByRole('button', { name: 'Capture & Scan', exact: true }).waitFor();
    await page.getByRole('img', { name: 'Captured photo' }).waitFor({ state: 'detached' });
  });

  it('asks the user to try again in a moment when the OCR is busy, and says when analysis fails', async () => {
    const user = await withoutCamera();
    const { page } = user;
    user.allowConsoleErrors(
      failedResource(503, '/api/analyze'),
      failedResource(500, '/api/analyze'),
    );
    await openScanner(page);

    // The server's reply when every OCR worker is taken (ARCHITECTURE §3, errors.ts OCR_BUSY).
    await page.route(
      '**/api/analyze',
      (route) =>
        route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'The scanner is busy. Please try again in a moment.',
            code: 'OCR_BUSY',
          }),
        }),
      { times: 1 },
    );
    const photo = { name: 'wall.png', mimeType: 'image/png', buffer: await blankPng() };
    await pickFile(page, page.getByRole('button', { name: 'Demo Mode', exact: true }), photo);
    await expectToast(page, 'Scanner Busy');
    await statusLine(page)
      .getByText('The scanner is busy. Please try again in a moment.', { exact: true })
      .waitFor();

    // Try Again sends the same photo once more, and now the real server answers.
    await page.getByRole('button', { name: 'Try Again', exact: true }).click();
    await statusLine(page)
      .getByText('No text found in photo', { exact: true })
      .waitFor(OCR_TIMEOUT);

    await page.route(
      '**/api/analyze',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Something went wrong', code: 'INTERNAL' }),
        }),
      { times: 1 },
    );
    await pickFile(page, page.getByRole('button', { name: 'Scan Again', exact: true }), photo);
    await expectToast(page, 'Analysis Error', 'Could not analyze the photo', { destructive: true });
    await statusLine(page)
      .getByText('Analysis Error: Could not analyze the photo', { exact: true })
      .waitFor();
  });
});
