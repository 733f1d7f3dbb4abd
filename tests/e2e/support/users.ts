// Users as a person meets the app: through its forms, found by their visible labels and names
// (those are the product's strings, so a changed label is a failed test).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveChallenge, type Challenge } from '../../support/registration-proof';

export type Credentials = { nickname: string; password: string };

export type RegistrationFields = {
  nickname: string;
  password: string;
  /** Defaults to `password`. */
  confirmPassword?: string;
  email?: string;
  /** The 13-or-older box; ticked unless a test says otherwise. */
  ageConfirmed?: boolean;
};

let counter = 0;

/** A nickname no other test uses: 'u' + base36, at most 20 characters. */
export function uniqueNickname(prefix = 'u'): string {
  counter += 1;
  const random = BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36);
  return `${prefix}${counter.toString(36)}${random}`.slice(0, 20);
}

export function uniquePassword(): string {
  return `pw-${randomBytes(6).toString('hex')}`;
}

export function newCredentials(): Credentials {
  return { nickname: uniqueNickname(), password: uniquePassword() };
}

/** Opens /registration, fills the form and presses 'Create Account'; does not wait for the result. */
/** `press`: 'dblclick' presses Create Account twice in one go, as an impatient thumb does. */
export async function submitRegistration(
  page: Page,
  fields: RegistrationFields,
  press: 'click' | 'dblclick' = 'click',
): Promise<void> {
  await page.goto('/registration');
  await page.getByLabel('Nickname', { exact: true }).fill(fields.nickname);
  if (fields.email !== undefined) {
    await page.getByLabel('Email (optional)', { exact: true }).fill(fields.email);
  }
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page
    .getByLabel('Confirm Password', { exact: true })
    .fill(fields.confirmPassword ?? fields.password);
  if (fields.ageConfirmed ?? true) {
    await page.getByRole('checkbox', { name: /13 years old or older/ }).check();
  }
  await page.getByRole('button', { name: 'Create Account', exact: true })[press]();
}

/** The recovery code the sign-up shows once, as the page shows it. */
export async function shownRecoveryCode(page: Page): Promise<string> {
  const code = page.getByRole('status', { name: 'Recovery code' });
  await code.waitFor();
  return (await code.innerText()).trim();
}

/**
 * Registers through the form, reads the recovery code shown once, continues, and waits until
 * the app has landed on / signed in. Returns the code.
 */
export async function registerThroughForm(page: Page, fields: RegistrationFields): Promise<string> {
  await submitRegistration(page, fields);
  const recoveryCode = await shownRecoveryCode(page);
  await page.getByRole('button', { name: 'I have saved it, continue', exact: true }).click();
  await waitForSignedIn(page, fields.nickname);
  return recoveryCode;
}

/**
 * Registers a new account through the API on a fresh device, for a test where the sign-up is
 * not the point; the client then holds the session. Returns the credentials.
 */
export async function registerThroughApi(
  client: APIRequestContext,
  baseURL: string,
  deviceId = newDeviceId(),
): Promise<Credentials & { recoveryCode: string }> {
  const credentials = newCredentials();
  // The proof of work the web app solves in the browser, solved here in Node.
  const challenge = (await (await client.get('/api/auth/register/challenge')).json()) as Challenge;
  const response = await client.post('/api/auth/register', {
    // State changes must name the app's origin (CSRF check).
    headers: { Origin: new URL(baseURL).origin },
    data: { ...credentials, deviceId, ageConfirmed: true, proof: await solveChallenge(challenge) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { recoveryCode } = (await response.json()) as { recoveryCode: string };
  return { ...credentials, recoveryCode };
}

/** The web app's own key for the device id it sends (src/web/lib/device-id.ts). */
const DEVICE_ID_KEY = 'underprint-device-id';

/** A device id as the web app makes one: 33 random bytes, base64url. */
function newDeviceId(): string {
  return randomBytes(33).toString('base64url');
}

/**
 * Signs a browser context up through the API, as if its person had used the form on that
 * device: the session cookie lands in the context (page.request shares its cookies) and the
 * app's pages find the registering device id in localStorage. Stays where the page is: the
 * test opens the screen it is about, without loading /registration and Home first (two page
 * loads per user, the browser tests' largest cost).
 */
export async function signUpThroughApi(
  user: { context: BrowserContext; page: Page },
  baseURL: string,
): Promise<Credentials & { recoveryCode: string }> {
  const deviceId = newDeviceId();
  // Not on about:blank (a second tab's first document), whose storage is closed to scripts.
  await user.context.addInitScript(
    ([key, id]) => {
      if (location.protocol.startsWith('http')) localStorage.setItem(key, id);
    },
    [DEVICE_ID_KEY, deviceId] as const,
  );
  return registerThroughApi(user.page.request, baseURL, deviceId);
}

/** Opens /login, fills the form and presses 'Sign In'; does not wait for the result. */
export async function submitLogin(
  page: Page,
  credentials: Credentials,
  press: 'click' | 'dblclick' = 'click',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nickname', { exact: true }).fill(credentials.nickname);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true })[press]();
}

/** Signs in through the form and waits until the app has landed on / signed in. */
export async function login(page: Page, credentials: Credentials): Promise<void> {
  await submitLogin(page, credentials);
  await waitForSignedIn(page, credentials.nickname);
}

/**
 * The header's logout control: its accessible name carries the nickname, e.g. 'Log out alice'.
 * It navigates to /api/auth/logout, so a link is as good as a button.
 */
export function logoutButton(page: Page, nickname: string): Locator {
  const name = new RegExp(`(^|\\W)${escapeRegExp(nickname)}($|\\W)`);
  const header = page.getByRole('banner');
  return header.getByRole('button', { name }).or(header.getByRole('link', { name }));
}

/** Presses the header's logout button and waits for /login. */
export async function logout(page: Page, nickname: string): Promise<void> {
  // A person signs out of a page that has finished loading. Clicking while the shell's own
  // queries (the My tab's unread dot) are still in flight lets one reach the server after the
  // session is gone, and its 401 would fail the test as an unexpected console error.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await logoutButton(page, nickname).click();
  await page.waitForURL(pathIs('/login'));
  await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
}

/** On /, with the header's logout button naming the user. */
export async function waitForSignedIn(page: Page, nickname: string): Promise<void> {
  await page.waitForURL(pathIs('/'));
  await logoutButton(page, nickname).waitFor();
}

/** A URL predicate for page.waitForURL that ignores the origin, query and hash. */
export function pathIs(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
