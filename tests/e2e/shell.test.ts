// The app shell around every screen: header, bottom navigation, route guards, the not-found
// screen and the admin-only screens (SPEC sections 2 and 6).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failedResource } from './support/browser';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { mainNav } from './support/ui';
import { login, logoutButton, pathIs, signUpThroughApi, waitForSignedIn } from './support/users';

const e2e = useE2E();

const TABS = [
  { name: 'Home', path: '/' },
  { name: 'Hunt', path: '/treasure-hunt' },
  { name: 'Books', path: '/magazines-books' },
  { name: 'Scanner', path: '/scanner' },
  { name: 'My', path: '/my-space' },
] as const;

const DEBUG_DENIED = 'Access denied. Only admin can access debug information.';
const OFFICE_DENIED = 'Access denied. Only admin can access the office.';

/** A new user, signed up through the API on their own device, on Home. */
async function signedInUser() {
  const user = await e2e.newUserContext();
  const credentials = await signUpThroughApi(user, e2e.baseURL);
  await user.page.goto('/');
  await waitForSignedIn(user.page, credentials.nickname);
  return { user, credentials };
}

async function expectLoginScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
}

function officeButton(page: Page) {
  const header = page.getByRole('banner');
  const name = 'Office';
  return header
    .getByRole('button', { name, exact: true })
    .or(header.getByRole('link', { name, exact: true }));
}

describe('app shell', () => {
  it('shows the nickname in the header and five tabs; the active tab follows the path', async () => {
    const { user, credentials } = await signedInUser();
    const { page } = user;
    expect(await page.getByRole('banner').innerText()).toContain(credentials.nickname);
    expect(await officeButton(page).count()).toBe(0);

    const links = mainNav(page).getByRole('link');
    expect(await links.count()).toBe(TABS.length);
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(
      TABS.map((tab) => tab.name),
    );
    for (const tab of TABS) {
      const link = mainNav(page).getByRole('link', { name: tab.name, exact: true });
      const href = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href);
      expect(new URL(href).pathname).toBe(tab.path);
    }

    const home = mainNav(page).getByRole('link', { name: 'Home', exact: true });
    const my = mainNav(page).getByRole('link', { name: 'My', exact: true });
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await my.getAttribute('aria-current')).toBeNull();

    await my.click();
    await page.waitForURL(pathIs('/my-space'));
    await expect.poll(() => my.getAttribute('aria-current')).toBe('page');
    expect(await home.getAttribute('aria-current')).toBeNull();
    await expect.poll(() => mainNav(page).locator('[aria-current="page"]').count()).toBe(1);
  });

  it('shows the login screen to a signed-out visitor of /my-space', async () => {
    const { page } = await e2e.newUserContext();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/my-space');
    await expectLoginScreen(page);
    expect(await mainNav(page).count()).toBe(0);
    // A newcomer's browser does not fetch the signed-in screen ahead (preloadFirstScreen).
    expect(scripts.filter((path) => path.includes('my-space-screen'))).toEqual([]);
  });

  it("asks for the first screen's code beside the session, not after it", async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    const events: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('my-space-screen')) events.push('screen asked');
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') events.push('session answered');
    });
    // The session is asked by the page itself (index.html's preload) and often answers before
    // the app's script has run: held until the screen is asked, or 10 s, it shows whether the
    // screen waited for it.
    const screenAsked = page.waitForRequest((request) => request.url().includes('my-space-screen'));
    await page.route('**/api/auth/session', async (route) => {
      await Promise.race([screenAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.continue();
    });
    await page.goto('/my-space');
    await page.getByRole('heading', { name: 'My Space', exact: true }).waitFor();
    expect(events.slice(0, 2)).toEqual(['screen asked', 'session answered']);
  });

  it("asks for My Space's data after the session answers, and each of it once", async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    const asked: string[] = [];
    const events: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(`${request.method()} ${path}`);
      if (path === '/api/wallet') events.push('wallet asked');
    });
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/auth/session') events.push('session answered');
    });
    await page.goto('/my-space');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    await page.getByText('€0.00', { exact: true }).first().waitFor();
    expect(events.indexOf('session answered')).toBeLessThan(events.indexOf('wallet asked'));
    // Asked ahead and then read by the cards: one request each, none twice.
    const counts = new Map<string, number>();
    for (const call of asked) counts.set(call, (counts.get(call) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    for (const call of ['GET /api/wallet', 'GET /api/activity', 'GET /api/photos/user/stats']) {
      expect(counts.get(call)).toBe(1);
    }
  });

  it("shows the page's own loading screen while the session is asked, and the app's when it never answers", async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    // A connection that hangs: the session is asked and never answered.
    await page.route('**/api/auth/session', () => undefined);
    const started = Date.now();
    await page.goto('/my-space', { waitUntil: 'domcontentloaded' });
    // index.html's own, drawn before any script: the app waits for the session to draw once.
    await expect.poll(() => page.getByRole('status').first().innerText()).toBe('Underprint');
    // Not for ever: past its wait (3 s) the app draws its own loading state, in words.
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(await page.getByRole('status').filter({ hasText: 'Underprint' }).count()).toBe(0);
  });

  it('asks a signed-out visitor of /my-space for nothing but the session', async () => {
    const { page } = await e2e.newUserContext();
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    await page.goto('/my-space');
    await expectLoginScreen(page);
    // No request that would answer 401 (and log an error in the console) for a visitor.
    expect(asked.filter((path) => !['/api/auth/session', '/api/config'].includes(path))).toEqual(
      [],
    );
  });

  it('closes an open dialog on Back and stays on the screen; a dialog closed otherwise, or reloaded, leaves no Back behind', async () => {
    const { user } = await signedInUser();
    const { page } = user;
    await mainNav(page).getByRole('link', { name: 'My', exact: true }).click();
    await page.waitForURL(pathIs('/my-space'));
    const center = page.getByRole('region', { name: 'Support Center' });
    const form = page.getByRole('dialog', { name: 'New Support Ticket' });

    // Back with the dialog open: the dialog closes, My Space stays, nothing typed is lost.
    await center.getByRole('button', { name: 'New Ticket' }).click();
    await form.getByLabel('Subject').fill('Back pressed');
    await page.goBack();
    await form.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/my-space');
    await center.getByRole('button', { name: 'New Ticket' }).click();
    expect(await form.getByLabel('Subject').inputValue()).toBe('Back pressed');

    // Closed by its own button: the next Back goes to the screen before, as if it never opened;
    // Forward onto the closed dialog's entry stays on the screen, and still one Back leaves it
    // (it used to land on that entry, where the next Back did nothing).
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await page.goForward();
    await expect.poll(() => page.evaluate('history.state?.underprintDialog ?? null')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/my-space');
    expect(await form.count()).toBe(0);
    await page.goBack();
    await page.waitForURL(pathIs('/'));
    const home = mainNav(page).getByRole('link', { name: 'Home', exact: true });
    await expect.poll(() => home.getAttribute('aria-current')).toBe('page');

    // Reloaded with the dialog open: the page comes back without it, and one Back still leaves.
    await mainNav(page).getByRole('link', { name: 'My', exact: true }).click();
    await page.waitForURL(pathIs('/my-space'));
    await center.getByRole('button', { name: 'New Ticket' }).click();
    await form.waitFor();
    await page.reload();
    await center.getByRole('button', { name: 'New Ticket' }).waitFor();
    expect(await form.count()).toBe(0);
    await expect.poll(() => page.evaluate('history.state?.underprintDialog ?? null')).toBeNull();
    await page.goBack();
    await page.waitForURL(pathIs('/'));
    await expect.poll(() => home.getAttribute('aria-current')).toBe('page');
  });
});

describe('not found', () => {
  it("shows '404 Page Not Found' for an unknown path, signed out", async () => {
    const { page } = await e2e.newUserContext();
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found', { exact: true }).waitFor();
  });

  it("shows '404 Page Not Found' for an unknown path, signed in", async () => {
    const { page } = (await signedInUser()).user;
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found', { exact: true }).waitFor();
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const api = await e2e.newRequestContext();
    const response = await api.get('/api/no-such');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error).toBe('string');
  });
});

describe('admin screens', () => {
  it('denies /debug and /office to a normal user', async () => {
    const { user } = await signedInUser();
    // The app may ask and be told no; it must not show anything else.
    user.allowConsoleErrors(
      failedResource(403, '/api/debug/device-id'),
      failedResource(403, /\/api\/office\//),
    );
    await user.page.goto('/debug');
    await user.page.getByText(DEBUG_DENIED, { exact: true }).waitFor();
    await user.page.goto('/office');
    await user.page.getByText(OFFICE_DENIED, { exact: true }).waitFor();
  });

  it('shows the admin an Office button and the debug screen', async () => {
    const { page } = await e2e.newUserContext();
    await login(page, e2e.server.admin);
    await officeButton(page).waitFor();

    await page.goto('/debug');
    await logoutButton(page, e2e.server.admin.nickname).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(DEBUG_DENIED).count()).toBe(0);

    await officeButton(page).click();
    await page.waitForURL(pathIs('/office'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(OFFICE_DENIED).count()).toBe(0);
  });

  it('fits the office tabs on a 390 px phone and moves between them with the arrow keys', async () => {
    // A member with exactly one message, to read the dashboard's count.
    const member = await e2e.newUserContext();
    const credentials = await signUpThroughApi(member, e2e.baseURL);
    await hideMessageThroughApi(
      member.page.request,
      e2e.baseURL,
      new URL('../fixtures/photos/printed-text.jpg', import.meta.url),
      { latitude: 64.1, longitude: -21.9 },
    );

    const { page } = await e2e.newUserContext();
    await login(page, e2e.server.admin);
    await page.goto('/office');
    const tablist = page.getByRole('tablist', { name: 'Office sections' });
    const tabs = tablist.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(6);
    // Every tab wholly on screen, and the page no wider than the phone.
    const outside = await tabs.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.left < 0 ||
            box.right > window.innerWidth ||
            element.scrollWidth > element.clientWidth
          );
        })
        .map((element) => element.textContent),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const dashboard = tablist.getByRole('tab', { name: 'Dashboard' });
    const panel = page.getByRole('tabpanel');
    const row = panel.getByRole('listitem').filter({ hasText: credentials.nickname });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('1 message');
    expect(await row.innerText()).not.toContain('1 messages');

    // One tab stop: the selected tab; the others are reached with the keys.
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual(
      ['0', '-1', '-1', '-1', '-1', '-1'],
    );
    await dashboard.focus();
    const selected = async () => {
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      const chosen = await tablist.getByRole('tab', { selected: true }).innerText();
      return { focused, chosen };
    };
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual({ focused: 'Users', chosen: 'Users' });
    expect(await panel.getAttribute('aria-labelledby')).toBe('office-tab-users');
    await page.keyboard.press('End');
    expect(await selected()).toEqual({ focused: 'Audit', chosen: 'Audit' });
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual({ focused: 'Dashboard', chosen: 'Dashboard' });
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toEqual({ focused: 'Audit', chosen: 'Audit' });
    await page.keyboard.press('Home');
    expect(await selected()).toEqual({ focused: 'Dashboard', chosen: 'Dashboard' });
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
  });

  it("shows the debug test's whole reason, not cut off, on a 390 px phone", async () => {
    const { page } = await e2e.newUserContext();
    await login(page, e2e.server.admin);
    await page.goto('/debug');
    await page.getByLabel('Test device ID').fill('a-device-nobody-has-used-before-0123456789');
    await page.getByLabel('Test nickname').fill('someone_new');
    await page.getByRole('button', { name: 'Test Registration Block' }).click();
    const result = page.getByLabel('Test result');
    const reason = result.getByText(
      'Allowed: no account on this device and the nickname is free.',
      {
        exact: true,
      },
    );
    await reason.waitFor();
    const cut = await reason.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || box.right > window.innerWidth;
    });
    expect(cut).toBe(false);
  });
});
