// The camera as a person uses it: wait for a live picture, take the photo on /camera, hide a
// message behind it. Chromium's fake camera (see `fakeCameraFileFromJpeg`) shows the photo.
import type { Page } from 'playwright-core';
import { expectToast } from './ui';
import { pathIs } from './users';

/** Until the preview shows frames, a capture rightly answers 'Camera Error'. */
export async function waitForLivePicture(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
  });
}

/** Opens /camera, waits for a live picture and takes the photo. */
export async function capturePhoto(page: Page): Promise<void> {
  await page.goto('/camera');
  await waitForLivePicture(page);
  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  await page.getByRole('heading', { name: 'Create Hidden Message', exact: true }).waitFor();
}

export type CameraMessage = { hiddenMessage: string; publicDescription?: string };

/**
 * Hides a text message behind the fake camera's photo at the page's position through /camera,
 * and waits for 'Success!' and the return to /. The server reads the photo's text on create,
 * which takes a few seconds on a small machine.
 */
export async function hideMessageThroughCamera(page: Page, message: CameraMessage): Promise<void> {
  await capturePhoto(page);
  await page.getByLabel('Hidden Message', { exact: true }).fill(message.hiddenMessage);
  if (message.publicDescription !== undefined) {
    await page.getByLabel('Public Description (optional)').fill(message.publicDescription);
  }
  await page.getByRole('button', { name: 'Create Hidden Message', exact: true }).click();
  // Live OCR on a busy machine (two browser test files at once) can take longer than an action.
  await expectToast(page, 'Success!', undefined, { timeout: 30_000 });
  await page.waitForURL(pathIs('/'), { timeout: 30_000 });
}
