// The public share page a link opens, for visitors without an account (SPEC section 2,
// "Shared photo page"; ARCHITECTURE section 1: the server writes its social-preview tags).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failedResource } from './support/browser';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { scanSignThroughApi } from './support/scan-api';
import { SIGN } from './support/scanner';
import { pathIs, signUpThroughApi } from './support/users';
import { topUpThroughApi } from './support/wallet';

const e2e = useE2E();

const PRINTED_TEXT_JPEG = fileURLToPath(
  new URL('../fixtures/photos/printed-text.jpg', import.meta.url),
);
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let nextTown = 0;

type Hidden = { id: number; nickname: string };
type NewMessage = {
  publicDescription?: string;
  pdf?: boolean;
};

/**
 * A new account hides a message through the API, as the camera screen sends it (Home's form has
 * its own tests); returns its id and creator.
 */
async function hideMessage(message: NewMessage): Promise<Hidden> {
  nextTown += 1;
  const user = await e2e.newUserContext();
  const credentials = await signUpThroughApi(user, e2e.baseURL);
  const photo = await hideMessageThroughApi(user.page.request, e2e.baseURL, PRINTED_TEXT_JPEG, {
    latitude: -30 - nextTown,
    longitude: 150.25,
    ...(message.pdf
      ? { messageType: 'pdf', pdfData: TINY_PDF.toString('base64'), pdfFileName: 'secret.pdf' }
      : { hiddenMessage: 'Never on the share page' }),
    ...(message.publicDescription ? { publicDescription: message.publicDescription } : {}),
  });
  return { id: photo.id, nickname: credentials.nickname };
}

async function signedOutVisitor(): Promise<Page> {
  return (await e2e.newUserContext()).page;
}

describe('shared photo page', () => {
  it('opens /share/{id} signed out: lands on /shared/{id} with hint, photo, type and author', async () => {
    const hidden = await hideMessage({
      publicDescription: 'Look under the bridge. More at https://example.org/bridge',
    });
    const page = await signedOutVisitor();
    await page.goto(`/share/${hidden.id}`);
    await page.waitForURL(pathIs(`/shared/${hidden.id}`));

    const main = page.getByRole('main');
    await main.getByText('Hidden Message', { exact: true }).waitFor();
    await main.getByText(`by ${hidden.nickname}`, { exact: true }).waitFor();
    await main.getByRole('heading', { name: "Creator's Hint" }).waitFor();
    await main.getByText('Look under the bridge.', { exact: false }).waitFor();
    const link = main.getByRole('link', { name: 'https://example.org/bridge' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const photo = main.getByRole('img', { name: /Look under the bridge/ });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await main.innerText()).toMatch(/only be revealed by scanning/);
    expect(await main.innerText()).not.toContain('Never on the share page');
    expect(await page.title()).toBe('Hidden Message on Underprint - Secret Text');

    await main.getByRole('button', { name: 'Start Exploring' }).click();
    await page.waitForURL(pathIs('/login'));
  });

  it("labels a PDF 'Hidden Document' and titles the page '- Secret Document'", async () => {
    const hidden = await hideMessage({ pdf: true });
    const page = await signedOutVisitor();
    await page.goto(`/shared/${hidden.id}`);
    const main = page.getByRole('main');
    await main.getByText('Hidden Document', { exact: true }).waitFor();
    await main.getByText(`by ${hidden.nickname}`, { exact: true }).waitFor();
    expect(await main.getByRole('heading', { name: "Creator's Hint" }).count()).toBe(0);
    expect(await page.title()).toBe('Hidden Message on Underprint - Secret Document');

    await page.getByRole('banner').getByRole('button', { name: 'Explore' }).click();
    await page.waitForURL(pathIs('/login'));
  });

  it('serves the social-preview tags in the raw HTML of /shared/{id}', async () => {
    const hidden = await hideMessage({ publicDescription: 'A clue for crawlers' });
    const http = await e2e.newRequestContext();
    const response = await http.get(`/shared/${hidden.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<meta property="og:title" content="Hidden Message on Underprint - Secret Text" />',
    );
    expect(html).toContain('<meta property="og:description" content="A clue for crawlers" />');
    expect(html).toContain(
      `<meta property="og:url" content="${e2e.baseURL}/shared/${hidden.id}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/photos\/\d+\/image" \/>/,
    );
    expect(html).not.toContain('Never on the share page');
    // One description, the page's own: the app's generic one is gone, not left first.
    expect(html.match(/<meta\s[^>]*name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="A clue for crawlers" />',
    ]);
  });

  it("shows 'Message Not Found' for an unknown id, with an Explore button", async () => {
    const user = await e2e.newUserContext();
    user.allowConsoleErrors(
      failedResource(404, '/shared/999999'),
      failedResource(404, '/api/photos/shared/999999'),
    );
    const { page } = user;
    await page.goto('/shared/999999');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Message Not Found' }).waitFor();
    await main
      .getByText('This hidden message may have been removed or is no longer available.', {
        exact: true,
      })
      .waitFor();
    await main.getByRole('button', { name: 'Explore' }).click();
    await page.waitForURL(pathIs('/login'));
  });

  it('lets a signed-in user explore from the page to Home', async () => {
    const hidden = await hideMessage({});
    const user = await e2e.newUserContext();
    const { page } = user;
    await signUpThroughApi(user, e2e.baseURL);
    await page.goto(`/shared/${hidden.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Start Exploring' }).click();
    await page.waitForURL(pathIs('/'));
    await page.getByRole('heading', { name: 'Hidden Messages Nearby' }).waitFor();
  });

  it('stops advertising a reward per scan once every scan is taken', async () => {
    nextTown += 1;
    const place = { latitude: -30 - nextTown, longitude: 150.25 };
    const creator = await e2e.newUserContext();
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(creator.page, 2, e2e.baseURL);
    const photo = await hideMessageThroughApi(creator.page.request, e2e.baseURL, SIGN, {
      ...place,
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 1,
    });
    const page = await signedOutVisitor();
    await page.goto(`/shared/${photo.id}`);
    const main = page.getByRole('main');
    await main.getByText('€1.00 per scan', { exact: true }).waitFor();

    const finder = await e2e.newUserContext();
    await signUpThroughApi(finder, e2e.baseURL);
    expect(await scanSignThroughApi(finder.page, e2e.baseURL, place)).toEqual([photo.id]);
    await page.reload();
    await main.getByRole('heading', { name: 'A secret is hidden here' }).waitFor();
    expect(await main.innerText()).not.toMatch(/per scan/);
  });

  it('shows the whole share link in the share dialog on a 320 px phone', async () => {
    nextTown += 1;
    const place = { latitude: -30 - nextTown, longitude: 150.25, accuracy: 10 };
    const user = await e2e.newUserContext({ geolocation: place });
    await signUpThroughApi(user, e2e.baseURL);
    const photo = await hideMessageThroughApi(user.page.request, e2e.baseURL, PRINTED_TEXT_JPEG, {
      ...place,
      publicDescription: 'Narrow phone',
    });
    const { page } = user;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const card = page
      .getByRole('list', { name: 'Nearby hidden messages', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByText('Narrow phone', { exact: true }) });
    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Hidden Message' });
    const field = dialog.getByLabel('Share link');
    expect(await field.inputValue()).toBe(`${e2e.baseURL}/share/${photo.id}`);
    // Nothing of the link is scrolled out of the field, and the field is inside the screen.
    const fit = await field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        hiddenAcross: element.scrollWidth - element.clientWidth,
        hiddenBelow: element.scrollHeight - element.clientHeight,
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(fit).toEqual({ hiddenAcross: 0, hiddenBelow: 0, inside: true });
    await dialog.getByRole('button', { name: 'Copy Link' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
