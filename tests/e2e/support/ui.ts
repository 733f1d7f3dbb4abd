// What every screen shares: toasts, the bottom navigation, the API calls behind a click.
import type { Locator, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { readKept } from './kept';

/**
 * Opens My Space and waits until all of it is drawn: the screen draws its parts in turn
 * (DrawnInTurns), so its last heading comes a moment after its title.
 */
export async function openMySpace(page: Page): Promise<void> {
  await page.goto('/my-space');
  await page.getByRole('heading', { name: 'My Space', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Help & Legal', exact: true }).waitFor();
}

/**
 * Closes a dialog with Escape as a person does: once focus is inside it. Radix listens for
 * Escape from the same effects that move focus in, so a key pressed the moment the dialog is
 * painted (a loaded machine delays the effects) can reach no listener and leave it open.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The toast viewport: a landmark region named 'Notifications (F8)' (Radix Toast). */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

/**
 * The toasts on screen (items of the viewport's list); the product shows at most one at a time.
 * Radix's screen-reader announcement copy lives outside the region and is not counted.
 */
export function toasts(page: Page): Locator {
  return toastRegion(page).getByRole('listitem').filter({ visible: true });
}

/**
 * How long a toast may take to follow a press whose request does heavy work on the server
 * (publishing a hunt reads and stores every step's photo): three browser files at once on two
 * cores have stretched one past the 10 s of a plain action (decision 015, session 11).
 */
export const HEAVY_REPLY_MS = 30_000;

/**
 * Waits for the toast titled `title` and checks that it is the only one on screen, that its
 * description is exactly `description` when given, and its variant when `destructive` is given.
 * Returns the toast. `timeout` replaces the action's 10 s where the server does slow work first.
 */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  options: { destructive?: boolean; timeout?: number } = {},
): Promise<Locator> {
  const toast = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  try {
    await toast.first().waitFor({ state: 'visible', timeout: options.timeout });
  } catch (error) {
    const onScreen = await toasts(page).allInnerTexts();
    throw new Error(
      `No toast titled '${title}' appeared. Toasts on screen: ${JSON.stringify(onScreen)}`,
      { cause: error },
    );
  }
  await expect
    .poll(() => toasts(page).count(), { message: 'one toast at a time', timeout: 3_000 })
    .toBe(1);
  if (description !== undefined) {
    try {
      await toast.getByText(description, { exact: true }).waitFor({ state: 'visible' });
    } catch (error) {
      const reads = await toast.first().innerText();
      throw new Error(
        `Toast '${title}' should read '${description}'; it reads ${JSON.stringify(reads)}`,
        {
          cause: error,
        },
      );
    }
  }
  if (options.destructive !== undefined) {
    // The Toaster marks each toast with its variant.
    const variant = await toast.first().getAttribute('data-variant');
    expect(
      variant === 'destructive',
      `toast '${title}' destructive (data-variant=${variant})`,
    ).toBe(options.destructive);
  }
  return toast;
}

/** The bottom navigation, `nav[aria-label=Main]`. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

/**
 * Resolves with the response to the next `method` request for `path` (path only, no query).
 * It may span several steps (filling a form, the registration's proof of work), so it waits
 * longer than one action's 10 s, within the test's 60 s.
 */
export function nextApiResponse(page: Page, method: string, path: string): Promise<Response> {
  const response = page.waitForResponse(
    (candidate) => {
      const request = candidate.request();
      return request.method() === method && new URL(request.url()).pathname === path;
    },
    { timeout: 45_000 },
  );
  // If the test fails before awaiting it, its rejection on close is not a second failure.
  response.catch(() => undefined);
  return response;
}

/**
 * Whether a request publishes an uploaded photo (POST /api/uploads/{id}/publish): how every
 * create form makes its message since issue 20 (the photo went up when it was chosen).
 */
export function isPublish(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    /^\/api\/uploads\/\d+\/publish$/.test(new URL(request.url()).pathname)
  );
}

/** Resolves with the response to the next publish of an uploaded photo. */
export function nextPublishResponse(page: Page): Promise<Response> {
  const response = page.waitForResponse((candidate) => isPublish(candidate.request()));
  response.catch(() => undefined);
  return response;
}

/**
 * A publish request's JSON fields as text, those that are null or an empty list left out: what
 * a multipart create used to carry, so tests compare the same words.
 */
export function publishedFields(request: Request): Record<string, string> {
  const body = request.postDataJSON() as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body)
      .filter(
        ([, value]) =>
          value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
      )
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
  );
}

/** The readable `error` text of a JSON error reply. */
export async function errorText(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: unknown };
  if (typeof body.error !== 'string' || body.error === '') {
    throw new Error(`Expected a JSON { error } reply, got ${JSON.stringify(body)}`);
  }
  return body.error;
}

/**
 * Waits until the create form's draft holding `text` is written to the phone's IndexedDB
 * (kept-drafts.ts writes on every change): a person cannot reload within the few milliseconds
 * a write takes, a script can.
 */
export async function waitUntilDraftKept(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => JSON.stringify(await readKept(page, 'underprint-message-drafts')))
    .toContain(text);
}

/** The narrowest phone the app is made for (issue 21: 320 and 390 px). */
export const NARROW_PHONE = { width: 320, height: 640 } as const;

/** The page never scrolls sideways: nothing on it is wider than the phone. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen} scrolls sideways at ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}
