import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import type { AnalyzeResponse } from '@/shared/contract/scan';
import { REPO_ROOT } from './server';

/** Another photo of the sign in tests/fixtures/scan/a000.jpg, as a scanner takes it. */
const SIGN_SCAN_PHOTO = 'tests/fixtures/scan/a000-p2.jpg';

/**
 * The page's user photographs the sign at `place` the way the scanner does it, without the
 * screen: /api/analyze reads the photo and gives its text with an analysis token, and
 * /api/scan is sent both (ARCHITECTURE §2.14). Returns the ids discovered.
 */
export async function scanSignThroughApi(
  page: Page,
  origin: string,
  place: { latitude: number; longitude: number },
): Promise<number[]> {
  const headers = { Origin: origin };
  const photo = await readFile(join(REPO_ROOT, SIGN_SCAN_PHOTO));
  const analysis = await page.request.post('/api/analyze', {
    headers,
    data: { imageData: photo.toString('base64') },
  });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const { detectedText, analysisToken } = (await analysis.json()) as AnalyzeResponse;
  const response = await page.request.post('/api/scan', {
    headers,
    data: {
      text: detectedText,
      analysisToken,
      userLatitude: place.latitude,
      userLongitude: place.longitude,
      userAccuracy: 10,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { photos: Photo[] }).photos.map((found) => found.id);
}
