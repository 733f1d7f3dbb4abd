// Issue 21's budgets for what a phone downloads, compressed, to open Login and signed-in Home:
// 120 KB and 160 KB. bench:web measures the same beside Lighthouse; this keeps the budgets in
// `npm test`, since a build setting (the shared chunks' merge threshold, vite.config.ts) can move
// a page's weight by tens of kilobytes with no change to the code.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { signUpThroughApi, waitForSignedIn } from './support/users';

const e2e = useE2E();

const KB = 1024;
/** How long the network must stay quiet before the page counts as loaded (lazy chunks come late). */
const QUIET_MS = 1500;

/**
 * Bytes the page received (compressed, headers included) opening `path`, once `ready` holds and
 * the network has been quiet. The service worker's precaching is its own target's traffic, not
 * the page's: a first visit waits for none of it.
 */
async function bytesToOpen(page: Page, path: string, ready: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const sizes = new Map<string, number>();
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', () => (last = Date.now()));
  cdp.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
    last = Date.now();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path);
  await ready();
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(100);
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

describe('what a phone downloads to open a page', () => {
  it('is at most 120 KB for Login and 160 KB for a signed-in Home', async () => {
    const { page: visitor } = await e2e.newUserContext();
    const login = await bytesToOpen(visitor, '/login', () =>
      visitor.getByRole('heading', { name: 'Sign In', exact: true }).waitFor(),
    );
    // The entry chunk alone weighs more than this: the count saw the page's code.
    expect(login).toBeGreaterThan(60 * KB);
    expect(login).toBeLessThanOrEqual(120 * KB);

    const user = await e2e.newUserContext();
    const { nickname } = await signUpThroughApi(user, e2e.baseURL);
    const home = await bytesToOpen(user.page, '/', () => waitForSignedIn(user.page, nickname));
    expect(home).toBeGreaterThan(login);
    expect(home).toBeLessThanOrEqual(160 * KB);
  });
});
