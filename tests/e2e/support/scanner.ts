// The scanner (/scanner) as the browser tests drive it: a creator whose fake camera shows a
// sign, scanners in a second browser whose camera shows ANOTHER photo of the same sign, and the
// status line and discovery dialog they read. Used by scanner.test.ts (recorded OCR) and
// scanner-live-ocr.test.ts (the one camera-to-scanner path on real PaddleOCR).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import {
  fakeCameraFileFromJpeg,
  launchBrowser,
  type Geolocation,
  type UserContext,
} from './browser';
import { waitForLivePicture } from './camera';
import { useE2E, type E2E, type E2EUserOptions } from './harness';
import type { StartServerOptions } from './server';
import { newCredentials, registerThroughForm, type Credentials } from './users';

/** A sign (devset anchor a000) and another photo of it: 85 % of the sign, at an angle. */
export const SIGN = 'tests/fixtures/scan/a000.jpg';
export const SIGN_AGAIN = 'tests/fixtures/scan/a000-p2.jpg';

export const SPOT: Geolocation = { latitude: 51.5007, longitude: -0.1246, accuracy: 10 };
/** OCR takes 0.5-2 s a photo on a 2-core machine, more when several run at once. */
export const OCR_TIMEOUT = { timeout: 30_000 };

export type SignedUp = UserContext & { credentials: Credentials };

export type ScannerE2E = {
  e2e: E2E;
  /** A new device, registered through the form; by default in the creator's browser. */
  signedUp: (options?: E2EUserOptions) => Promise<SignedUp>;
  /** A scanner standing at `place`, with the camera showing the other photo of the sign. */
  scannerAt: (place: Geolocation) => Promise<SignedUp>;
  /** A device whose camera cannot be opened (refused or missing) and whose position is unknown. */
  withoutCamera: () => Promise<SignedUp>;
};

/**
 * Wires a test file: the file's own browser is the creator's (its camera shows the sign as the
 * creator saw it), a second browser, started when first needed, is the scanners'.
 */
export async function useScannerE2E(server: StartServerOptions = {}): Promise<ScannerE2E> {
  const [creatorCamera, scannerCamera] = await Promise.all([
    fakeCameraFileFromJpeg(SIGN),
    fakeCameraFileFromJpeg(SIGN_AGAIN),
  ]);
  const e2e = useE2E({ launch: { fakeVideoFile: creatorCamera }, server });
  // Started by the first scanner a test asks for: files that need none start no second browser.
  let scannerBrowser: Promise<Browser> | undefined;
  afterAll(async () => {
    await (await scannerBrowser)?.close();
  });

  async function signedUp(options: E2EUserOptions = {}): Promise<SignedUp> {
    const user = await e2e.newUserContext(options);
    const credentials = newCredentials();
    await registerThroughForm(user.page, credentials);
    return { ...user, credentials };
  }

  return {
    e2e,
    signedUp,
    async scannerAt(place) {
      scannerBrowser ??= launchBrowser({ fakeVideoFile: scannerCamera });
      return signedUp({ geolocation: place, browser: await scannerBrowser });
    },
    async withoutCamera() {
      const user = await e2e.newUserContext();
      await user.context.addInitScript(() => {
        // Not in a tab without a secure origin (a PDF's tab while it is still about:blank).
        if (!navigator.mediaDevices) return;
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      const credentials = newCredentials();
      await registerThroughForm(user.page, credentials);
      return { ...user, credentials };
    },
  };
}

/** `metres` due north of `place` (1° of latitude ≈ 111.2 km). */
export function north(place: Geolocation, metres: number): Geolocation {
  return { ...place, latitude: place.latitude + metres / 111_195 };
}

export function statusLine(page: Page): Locator {
  return page.getByRole('status', { name: 'Scan status', exact: true });
}

export function discoveryDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Message Discovered!', exact: true });
}

export async function openScanner(page: Page): Promise<void> {
  await page.goto('/scanner');
  await page.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
}

/**
 * Records every text the status line shows from now on, line by line, so a test can check the
 * steps in order even when one lasts only a moment. Returns a reader.
 */
export async function recordStatusLines(page: Page): Promise<() => Promise<string[]>> {
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
export function expectInOrder(lines: string[], expected: string[]): void {
  let from = 0;
  for (const text of expected) {
    const at = lines.indexOf(text, from);
    expect(at, `'${text}' after position ${from} in ${JSON.stringify(lines)}`).toBeGreaterThan(-1);
    from = at + 1;
  }
}

/** Waits for the live picture, then presses 'Capture & Scan'. */
export async function captureAndScan(page: Page): Promise<void> {
  await waitForLivePicture(page);
  await page.getByRole('button', { name: 'Capture & Scan', exact: true }).click();
}
