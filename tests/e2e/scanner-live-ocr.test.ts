// The one browser path on real PaddleOCR (docs/decisions/009-recorded-ocr-in-tests.md): a
// creator hides a message through /camera with Chromium's fake camera showing a sign; scanners
// photograph another photo of the same sign, so the real server's OCR and matching decide
// whether they discover it (SPEC sections 2, 4, 8).
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { hideMessageThroughCamera, waitForLivePicture } from './support/camera';
import {
  captureAndScan,
  discoveryDialog,
  expectInOrder,
  north,
  OCR_TIMEOUT,
  openScanner,
  recordStatusLines,
  SPOT,
  statusLine,
  useScannerE2E,
} from './support/scanner';
import { mainNav, nextApiResponse } from './support/ui';
import { pathIs } from './support/users';

const { signedUp, scannerAt } = await useScannerE2E({ ocr: 'live' });

describe('scanner on live OCR', () => {
  it('discovers the message hidden through /camera from 40 m away; from 500 m only hears how far', async () => {
    const creator = await signedUp({ geolocation: SPOT });
    await hideMessageThroughCamera(creator.page, {
      hiddenMessage: 'The spare key is under the blue flowerpot',
      publicDescription: 'Read the sign by the refuge door',
    });

    // 500 m away first, while the message can still be discovered: distance alone stops it,
    // and the scanner says how far and which way (issue 19's near miss).
    const nearMiss = "You're about 500 m away — move closer (south)";
    const far = await scannerAt(north(SPOT, 500));
    await openScanner(far.page);
    await expect.poll(() => mainNav(far.page).count()).toBe(0);
    await far.page.getByText('Location on', { exact: true }).waitFor();
    const farLines = await recordStatusLines(far.page);
    const farScan = nextApiResponse(far.page, 'POST', '/api/scan');
    await captureAndScan(far.page);
    await statusLine(far.page).getByText(nearMiss, { exact: true }).waitFor(OCR_TIMEOUT);
    const farBody = (await farScan).request().postDataJSON() as Record<string, unknown>;
    expect(farBody).toMatchObject({ userLatitude: north(SPOT, 500).latitude });
    expect(farBody.userLongitude).toBeCloseTo(SPOT.longitude, 6);
    expect(String(farBody.text)).toMatch(/refuge/i);
    expectInOrder(await farLines(), [
      'Analyzing photo...',
      'Checking nearby messages...',
      'No local matches found - checking global messages...',
      'Checking global messages...',
      nearMiss,
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
});
