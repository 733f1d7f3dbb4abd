// Messages a test needs hidden before it starts, made through the API as the camera screen
// sends them (JSON with the photo inline); Home's and the camera's forms have their own tests.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import type { CreatePhotoJson, CreatePhotoResponse, Photo } from '@/shared/contract/photos';
import { SOFT_UPLOAD_WARNINGS } from '@/shared/rules/upload-warnings';

/** Creating reads the photo's text first (1-2 s, more on a busy machine). */
const CREATE_TIMEOUT_MS = 30_000;

/** What a message is made of beyond its photo: a place, and anything the test changes. */
export type MessageFields = Omit<Partial<CreatePhotoJson>, 'imageData'> & {
  latitude: number;
  longitude: number;
};

/**
 * Hides a 1-scan text message with `photo` (a file) as the client's signed-in user; the
 * reply's photo. `client` is a page's `request` (its cookies) or a request context.
 */
export async function hideMessageThroughApi(
  client: APIRequestContext,
  baseURL: string,
  photo: string | URL,
  fields: MessageFields,
): Promise<Photo> {
  const response = await client.post('/api/photos', {
    // State changes must name the app's origin (CSRF check).
    headers: { Origin: new URL(baseURL).origin },
    timeout: CREATE_TIMEOUT_MS,
    data: {
      imageData: (await readFile(photo)).toString('base64'),
      messageType: 'text',
      hiddenMessage: 'Behind the refuge door',
      maxScans: 1,
      rewardAmount: 0,
      // Past every soft warning: tests hide several messages of one photo at one place.
      confirmedWarnings: [...SOFT_UPLOAD_WARNINGS],
      ...fields,
    } satisfies CreatePhotoJson,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as CreatePhotoResponse).photo;
}
