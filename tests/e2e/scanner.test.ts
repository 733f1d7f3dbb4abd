// The scanner (/scanner): a user photographs printed text and discovers the message hidden
// behind it (SPEC sections 2, 4, 8). Scanners photograph ANOTHER photo of the same sign or page
// (other crop, angle and light), so the server's matching decides. OCR answers from recordings of
// the real engine here; scanner-live-ocr.test.ts runs the camera-to-scanner path on live OCR.
import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatePhotoResponse, Photo } from '@/shared/contract/photos';
import { minimalPdf, shadedWallPng } from '../support/images';
import { failedResource, type Geolocation } from './support/browser';
import { hideMessageThroughApi } from './support/messages';
import {
  captureAndScan,
  discoveryDialog,
  expectInOrder,
  OCR_TIMEOUT,
  openScanner,
  recordStatusLines,
  SIGN,
  statusLine,
  useScannerE2E,
} from './support/scanner';
import { expectToast, nextApiResponse } from './support/ui';

/** Book pages (global messages) and other photos of them. */
const PAGE = 'tests/fixtures/scan/a003.jpg';
const PAGE_AGAIN = 'tests/fixtures/scan/a003-p2.jpg';
const REWARD_PAGE = 'tests/fixtures/scan/a008.jpg';
const REWARD_PAGE_AGAIN = 'tests/fixtures/scan/a008-p0.jpg';
const PDF_PAGE = 'tests/fixtures/scan/a004.jpg';
const PDF_PAGE_AGAIN = 'tests/fixtures/scan/a004-p1.jpg';

const { e2e, signedUp, withoutCamera, scannerAt } = await useScannerE2E();

/** `metres` south-west of `place`: the place is then north-east of whoever stands there. */
function southWest(place: Geolocation, metres: number): Geolocation {
  const step = metres / Math.SQRT2 / 111_195;
  return {
    ...place,
    latitude: place.latitude - step,
    longitude: place.longitude - step / Math.cos((place.latitude * Math.PI) / 180),
  };
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

function scanRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/scan')) requests.push(request);
  });
  return requests;
}

describe('scanner', () => {
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

  it('says how far and which way a message is from 180 m, and finds it once closer', async () => {
    // Its own place, far from every other test's messages.
    const place: Geolocation = { latitude: 35.6895, longitude: 139.6917, accuracy: 10 };
    const author = await signedUp();
    const message = await hideMessageThroughApi(author.page.request, e2e.baseURL, SIGN, {
      latitude: place.latitude,
      longitude: place.longitude,
      hiddenMessage: 'Left of the vending machine',
    });
    const finder = await scannerAt(southWest(place, 180));
    const { page } = finder;
    await openScanner(page);
    await page.getByText('Location on', { exact: true }).waitFor();
    const lines = await recordStatusLines(page);
    await captureAndScan(page);
    // 180 m rounds to 200 m (50 m steps, decision 011); the way, never the place.
    const nearMiss = "You're about 200 m away — move closer (north-east)";
    await statusLine(page).getByText(nearMiss, { exact: true }).waitFor(OCR_TIMEOUT);
    expect(await lines()).not.toContain('No matches found anywhere');
    expect(await discoveryDialog(page).count()).toBe(0);

    // Scan Again, then a reload: the same words, and the message is still there to find.
    await page.getByRole('button', { name: 'Scan Again', exact: true }).click();
    await captureAndScan(page);
    await statusLine(page).getByText(nearMiss, { exact: true }).waitFor(OCR_TIMEOUT);
    await page.reload();
    await page.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
    await page.getByText('Location on', { exact: true }).waitFor();
    await captureAndScan(page);
    await statusLine(page).getByText(nearMiss, { exact: true }).waitFor(OCR_TIMEOUT);

    // The finder walks 165 m north-east (2 s at most 300 km/h, decision 011) and finds it.
    await finder.context.setGeolocation(southWest(place, 15));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await page.reload();
    await page.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
    await page.getByText('Location on', { exact: true }).waitFor();
    await captureAndScan(page);
    const dialog = discoveryDialog(page);
    await dialog.waitFor(OCR_TIMEOUT);
    await dialog.getByText('Left of the vending machine', { exact: true }).waitFor();
    const mine = await author.page.request.get('/api/photos/user');
    const own = ((await mine.json()) as Photo[]).find((photo) => photo.id === message.id);
    expect(own).toMatchObject({ currentScans: 1 });
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
    // The tab's own request: Chromium shows the PDF at that address, its headless shell (no PDF
    // viewer) downloads it and leaves the tab blank.
    const pdfPath = `/api/photos/${message.id}/pdf`;
    const opened = context.waitForEvent('request', {
      predicate: (request) =>
        request.isNavigationRequest() && new URL(request.url()).pathname === pdfPath,
      timeout: OCR_TIMEOUT.timeout,
    });
    await pickFile(
      page,
      page.getByRole('button', { name: 'Demo Mode', exact: true }),
      PDF_PAGE_AGAIN,
    );
    const dialog = discoveryDialog(page);
    await dialog.waitFor(OCR_TIMEOUT);
    const tab = await popup;
    expect((await opened).frame().page()).toBe(tab);
    await tab.close();

    const link = dialog.getByRole('link', { name: /^Open PDF/ });
    expect(await link.getAttribute('href')).toBe(pdfPath);
    expect(await link.getAttribute('target')).toBe('_blank');
    await dialog.getByText('ed-tests.pdf', { exact: true }).waitFor();
    // The discoverer may download it.
    const pdf = await page.request.get(pdfPath);
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
      buffer: await shadedWallPng(),
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

  it('refuses a vague position with what to do, after still checking books and magazines', async () => {
    // Indoors, far from a window: the browser's fix is only good to 250 m (decision 011).
    const user = await signedUp({
      geolocation: { latitude: -12.05, longitude: -77.04, accuracy: 250 },
    });
    user.allowConsoleErrors(failedResource(422, '/api/scan'));
    const { page } = user;
    const requests = scanRequests(page);
    await openScanner(page);
    await page.getByText('Location on', { exact: true }).waitFor();
    const lines = await recordStatusLines(page);
    await captureAndScan(page);
    const advice =
      'Your location is only accurate to 250 m, and scanning needs 100 m or better. ' +
      'Step outside or near a window, wait a moment for GPS to settle, and scan again.';
    await statusLine(page).getByText(advice, { exact: true }).waitFor(OCR_TIMEOUT);
    await expectToast(page, 'Location Problem', advice, { destructive: true });
    expectInOrder(await lines(), [
      'Checking nearby messages...',
      'Checking global messages...',
      advice,
    ]);
    // The scanner sent the fix's accuracy as the browser gave it.
    const nearby = requests.find((request) => new URL(request.url()).pathname === '/api/scan');
    expect(nearby?.postDataJSON()).toMatchObject({ userAccuracy: 250 });
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
    const photo = { name: 'wall.png', mimeType: 'image/png', buffer: await shadedWallPng() };
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
