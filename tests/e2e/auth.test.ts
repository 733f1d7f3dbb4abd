// Sign-up, sign-in, sign-out and password reset, through the real forms against the real server
// (SPEC sections 2, 5 and 8; ARCHITECTURE section 2, rules 9 and 10).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionsReply } from '@/shared/contract/auth';
import { failedResource } from './support/browser';
import { useE2E } from './support/harness';
import { errorText, expectToast, nextApiResponse, toasts } from './support/ui';
import {
  login,
  logout,
  logoutButton,
  newCredentials,
  pathIs,
  registerThroughForm,
  shownRecoveryCode,
  signUpThroughApi,
  submitLogin,
  submitRegistration,
  uniqueNickname,
  uniquePassword,
  waitForSignedIn,
  type Credentials,
} from './support/users';

const e2e = useE2E();

/** How many `method path` requests the page has sent since this was called. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** A fresh device with a freshly registered account, signed out again. */
/**
 * An account registered on a new device and signed out there again, through the API: the tests
 * above are the form's, these are about what comes after it.
 */
async function registeredAndSignedOut() {
  const user = await e2e.newUserContext();
  const { recoveryCode, ...credentials } = await signUpThroughApi(user, e2e.baseURL);
  const signedOut = await user.page.request.get('/api/auth/logout', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  return { user, credentials, recoveryCode };
}

/** Step 1 of the reset: /forgot-password, the nickname, 'Continue'. */
async function submitResetNickname(page: Page, nickname: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Nickname', { exact: true }).fill(nickname);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Step 2 of the reset: the new password twice, 'Update Password'. */
async function submitNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: 'Update Password', exact: true }).click();
}

async function expectLoginScreen(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
}

describe('registration', () => {
  it('creates the account with the optional email and lands on / signed in', async () => {
    const { page } = await e2e.newUserContext();
    const credentials = newCredentials();
    const reply = nextApiResponse(page, 'POST', '/api/auth/register');
    await registerThroughForm(page, {
      ...credentials,
      email: `${credentials.nickname}@example.com`,
    });
    expect((await reply).ok()).toBe(true);
    expect(await page.getByRole('banner').innerText()).toContain(credentials.nickname);
  });

  it('sends one sign-up for a double press, and shows its recovery code', async () => {
    const { page } = await e2e.newUserContext();
    const sent = countRequests(page, 'POST', '/api/auth/register');
    const credentials = newCredentials();
    await submitRegistration(page, credentials, 'dblclick');
    // Before: the second request found the device used (403), and its error replaced the code.
    expect(await shownRecoveryCode(page)).toMatch(/\S{8,}/);
    expect(await toasts(page).count()).toBe(0);
    expect(sent()).toBe(1);
  });

  it('asks to confirm the minimum age, and sends nothing without it', async () => {
    const { page } = await e2e.newUserContext();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) sent += 1;
    });
    await submitRegistration(page, { ...newCredentials(), ageConfirmed: false });
    await expectToast(page, 'Registration Error', 'Please confirm that you are 13 or older');
    expect(pathname(page)).toBe('/registration');
    expect(sent).toBe(0);
  });

  it('shows a bad email in plain words, without the field name in front', async () => {
    const user = await e2e.newUserContext();
    user.allowConsoleErrors(failedResource(400, '/api/auth/register'));
    await submitRegistration(user.page, { ...newCredentials(), email: 'not-an-email' });
    // Exactly these words: no 'email: ' in front.
    await expectToast(user.page, 'Registration Error', 'Please enter a valid email address');
  });

  it("refuses empty fields: 'Registration Error' / 'Nickname and password are required'", async () => {
    const { page } = await e2e.newUserContext();
    await submitRegistration(page, { nickname: '', password: '', confirmPassword: '' });
    await expectToast(page, 'Registration Error', 'Nickname and password are required');
    expect(pathname(page)).toBe('/registration');
  });

  it("refuses different passwords: 'Passwords Don't Match'", async () => {
    const { page } = await e2e.newUserContext();
    await submitRegistration(page, {
      nickname: uniqueNickname(),
      password: 'first-password',
      confirmPassword: 'other-password',
    });
    await expectToast(
      page,
      "Passwords Don't Match",
      'Please enter the same password in both fields',
    );
    expect(pathname(page)).toBe('/registration');
  });

  it("refuses a password under 6 characters: 'Weak Password'", async () => {
    const { page } = await e2e.newUserContext();
    await submitRegistration(page, { nickname: uniqueNickname(), password: '12345' });
    await expectToast(page, 'Weak Password', 'Password must be at least 6 characters long');
    expect(pathname(page)).toBe('/registration');
  });

  it('refuses a nickname taken in another case, showing the server text', async () => {
    const first = await e2e.newUserContext();
    const taken = newCredentials();
    await registerThroughForm(first.page, taken);

    const second = await e2e.newUserContext();
    second.allowConsoleErrors(failedResource(409, '/api/auth/register'));
    const reply = nextApiResponse(second.page, 'POST', '/api/auth/register');
    await submitRegistration(second.page, {
      nickname: taken.nickname.toUpperCase(),
      password: uniquePassword(),
    });
    const response = await reply;
    expect(response.status()).toBe(409);
    await expectToast(second.page, 'Registration Error', await errorText(response));
    expect(pathname(second.page)).toBe('/registration');
  });

  it("leaves the 'Registration Error' of a refused try behind once the next try works", async () => {
    const first = await e2e.newUserContext();
    const taken = newCredentials();
    await registerThroughForm(first.page, taken);

    const second = await e2e.newUserContext();
    second.allowConsoleErrors(failedResource(409, '/api/auth/register'));
    const { page } = second;
    await submitRegistration(page, { nickname: taken.nickname, password: uniquePassword() });
    await expectToast(page, 'Registration Error', undefined, { destructive: true });
    // At once, well inside the error toast's 5 s: another nickname goes through.
    const nickname = uniqueNickname();
    await page.getByLabel('Nickname', { exact: true }).fill(nickname);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByRole('button', { name: 'I have saved it, continue', exact: true }).click();
    await page.waitForURL(pathIs('/'));
    await page.getByRole('heading', { name: `Welcome, ${nickname}` }).waitFor();
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('refuses a second account from the same device', async () => {
    const { user } = await registeredAndSignedOut();
    user.allowConsoleErrors(failedResource(403, '/api/auth/register'));
    const reply = nextApiResponse(user.page, 'POST', '/api/auth/register');
    await submitRegistration(user.page, newCredentials());
    const response = await reply;
    expect(response.status()).toBe(403);
    await expectToast(user.page, 'Registration Error', await errorText(response));
    expect(pathname(user.page)).toBe('/registration');
  });
});

describe('sign-in and sign-out', () => {
  it('logs out through the header button: /login, and / shows the login screen', async () => {
    const { page } = await e2e.newUserContext();
    const credentials = newCredentials();
    await registerThroughForm(page, credentials);
    await logout(page, credentials.nickname);
    await expectLoginScreen(page);

    await page.goto('/');
    await expectLoginScreen(page);
    expect(await logoutButton(page, credentials.nickname).count()).toBe(0);
  });

  it('signs in through the form on another device and lands on /', async () => {
    const { credentials } = await registeredAndSignedOut();
    const { page } = await e2e.newUserContext();
    await login(page, credentials);
    expect(await page.getByRole('banner').innerText()).toContain(credentials.nickname);
  });

  it('signs in once for a double press: one session, not two', async () => {
    const { credentials } = await registeredAndSignedOut();
    const { page } = await e2e.newUserContext();
    const sent = countRequests(page, 'POST', '/api/auth/login');
    await submitLogin(page, credentials, 'dblclick');
    await waitForSignedIn(page, credentials.nickname);
    expect(sent()).toBe(1);
    const sessions = await page.request.get('/api/auth/sessions');
    expect(((await sessions.json()) as SessionsReply).sessions).toHaveLength(1);
  });

  it("refuses a wrong password: 'Login Error' with the server text", async () => {
    const { credentials } = await registeredAndSignedOut();
    const user = await e2e.newUserContext();
    user.allowConsoleErrors(failedResource(401, '/api/auth/login'));
    const reply = nextApiResponse(user.page, 'POST', '/api/auth/login');
    await submitLogin(user.page, { ...credentials, password: `${credentials.password}-wrong` });
    const response = await reply;
    expect(response.status()).toBe(401);
    await expectToast(user.page, 'Login Error', await errorText(response));
    expect(pathname(user.page)).toBe('/login');
  });

  it("leaves a refused try's 'Login Error' behind once the next try works", async () => {
    const { credentials } = await registeredAndSignedOut();
    const user = await e2e.newUserContext();
    user.allowConsoleErrors(failedResource(401, '/api/auth/login'));
    const { page } = user;
    await submitLogin(page, { ...credentials, password: `${credentials.password}-wrong` });
    await expectToast(page, 'Login Error', undefined, { destructive: true });
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(pathIs('/'));
    await page.getByRole('heading', { name: `Welcome, ${credentials.nickname}` }).waitFor();
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it("refuses empty fields: 'Login Error' / 'Nickname and password are required'", async () => {
    const { page } = await e2e.newUserContext();
    await submitLogin(page, { nickname: '', password: '' });
    await expectToast(page, 'Login Error', 'Nickname and password are required');
    expect(pathname(page)).toBe('/login');
  });

  it('sends a signed-in user away from /login, /registration and /forgot-password to /', async () => {
    const { page } = await e2e.newUserContext();
    const credentials = newCredentials();
    await registerThroughForm(page, credentials);
    for (const path of ['/login', '/registration', '/forgot-password']) {
      await page.goto(path);
      await page.waitForURL(pathIs('/'));
      await logoutButton(page, credentials.nickname).waitFor();
    }
  });
});

describe('forgot password', () => {
  async function resetFromRegisteringDevice(page: Page, credentials: Credentials) {
    await submitResetNickname(page, credentials.nickname);
    await expectToast(page, 'User Found', 'You can now set your new password');
    const nickname = page.getByLabel('Nickname', { exact: true });
    expect(await nickname.inputValue()).toBe(credentials.nickname);
    expect(await nickname.isEditable()).toBe(false);
  }

  it('resets the password from the registering device; only the new one works', async () => {
    const { user, credentials } = await registeredAndSignedOut();
    const { page } = user;
    await resetFromRegisteringDevice(page, credentials);

    const newPassword = uniquePassword();
    await submitNewPassword(page, newPassword);
    await expectToast(
      page,
      'Password Reset Successful',
      'Your password has been updated. Please sign in with your new password.',
    );
    await page.waitForURL(pathIs('/login'));

    user.allowConsoleErrors(failedResource(401, '/api/auth/login'));
    const refused = nextApiResponse(page, 'POST', '/api/auth/login');
    await submitLogin(page, credentials);
    expect((await refused).status()).toBe(401);
    await expectToast(page, 'Login Error');

    await login(page, { nickname: credentials.nickname, password: newPassword });
  });

  it("checks the new password: 'Password Mismatch', then 'Password Too Short'", async () => {
    const { user, credentials } = await registeredAndSignedOut();
    const { page } = user;
    await resetFromRegisteringDevice(page, credentials);

    await submitNewPassword(page, 'new-password-1', 'new-password-2');
    await expectToast(page, 'Password Mismatch', 'New password and confirmation do not match');

    await submitNewPassword(page, '12345');
    await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters long');

    // Nothing was changed: the old password still works.
    await login(page, credentials);
  });

  it('on another device asks for the recovery code, resets with it, and shows the new one', async () => {
    const { credentials, recoveryCode } = await registeredAndSignedOut();
    const { page } = await e2e.newUserContext();
    await submitResetNickname(page, credentials.nickname);
    await expectToast(page, 'User Found', 'Enter your recovery code to set your new password');
    // Never 'User Not Found' for an account that exists.
    expect(await page.getByText('User Not Found').count()).toBe(0);
    await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCode.toLowerCase());
    const newPassword = uniquePassword();
    await submitNewPassword(page, newPassword);
    await expectToast(page, 'Password Reset Successful');
    const next = await page.getByRole('status', { name: 'Recovery code' }).innerText();
    expect(next.trim()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(next.trim()).not.toBe(recoveryCode);
    await page.getByRole('button', { name: 'I have saved it, go to Sign In' }).click();
    await page.waitForURL(pathIs('/login'));
    await login(page, { nickname: credentials.nickname, password: newPassword });
  });

  it("refuses a wrong recovery code: 'Password Reset Failed', nothing changed", async () => {
    const { credentials } = await registeredAndSignedOut();
    const other = await e2e.newUserContext();
    other.allowConsoleErrors(failedResource(403, '/api/auth/reset-password'));
    await submitResetNickname(other.page, credentials.nickname);
    await other.page.getByLabel('Recovery code', { exact: true }).fill('AAAA-BBBB-CCCC-DDDD-EEEE');
    const reply = nextApiResponse(other.page, 'POST', '/api/auth/reset-password');
    await submitNewPassword(other.page, uniquePassword());
    const response = await reply;
    expect(response.status()).toBe(403);
    await expectToast(other.page, 'Password Reset Failed', await errorText(response), {
      destructive: true,
    });
    await login(other.page, credentials);
  });

  it("refuses an unknown nickname: 'User Not Found'", async () => {
    const user = await e2e.newUserContext();
    user.allowConsoleErrors(failedResource(404, '/api/auth/check-user'));
    const reply = nextApiResponse(user.page, 'POST', '/api/auth/check-user');
    await submitResetNickname(user.page, uniqueNickname());
    const response = await reply;
    expect(response.status()).toBe(404);
    await expectToast(user.page, 'User Not Found', await errorText(response), {
      destructive: true,
    });
  });

  it("goes 'Back to Sign In' to /login", async () => {
    const { page } = await e2e.newUserContext();
    await page.goto('/forgot-password');
    const name = 'Back to Sign In';
    await page
      .getByRole('link', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .click();
    await page.waitForURL(pathIs('/login'));
    await expectLoginScreen(page);
  });
});
