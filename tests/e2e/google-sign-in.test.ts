// Sign in with Google (issue 13), against a real OpenID Connect provider on localhost: click
// the button on /login, sign in on the provider's page, come back signed in; again, to the same
// account. A refused consent lands on /login with 'Login Error' and its reason.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSignInFailures } from '@/shared/rules/google-sign-in';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { useE2E } from './support/harness';
import { findFreePort } from './support/server';
import { expectToast } from './support/ui';
import { logout, pathIs, waitForSignedIn } from './support/users';

const serverPort = await findFreePort();
const providerPort = await findFreePort();
const e2e = useE2E({
  server: {
    port: serverPort,
    env: {
      GOOGLE_CLIENT_ID: 'underprint-test-client',
      GOOGLE_CLIENT_SECRET: 'underprint-test-client-secret-0123456789',
      GOOGLE_ISSUER_URL: `http://127.0.0.1:${providerPort}`,
    },
  },
});

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${serverPort}/api/auth/google/callback`,
    port: providerPort,
  });
});
afterAll(() => provider.close());

/** On the provider's pages: the login form, then the consent screen. */
async function signInAtProvider(page: Page, login: string, consent = true): Promise<void> {
  await page.waitForURL((url) => url.port === String(providerPort));
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill('any password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Allow Underprint?' }).waitFor();
  if (consent) await page.getByRole('button', { name: 'Allow' }).click();
  else await page.getByRole('link', { name: 'Cancel' }).click();
}

/** On a new device: 'Sign in with Google' on /login, then the provider's pages. */
async function signInWithGoogle(login: string, consent = true): Promise<Page> {
  const { page } = await e2e.newUserContext();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await signInAtProvider(page, login, consent);
  return page;
}

/** Back on /login after a first sign-in: confirm 13 or older, and the account is made. */
async function confirmAge(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByLabel('I confirm that I am 13 years old or older.').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

describe('Sign in with Google', () => {
  it('signs in through the provider, and again to the same account', async () => {
    const login = `google-e2e-${Date.now()}`;
    provider.setProfile(login, {
      name: 'Greta Google',
      email: `${login}@example.org`,
      email_verified: true,
    });
    const { page } = await e2e.newUserContext();
    await page.goto('/login');
    const button = page.getByRole('link', { name: 'Sign in with Google' });
    // The button carries this device's id (one account per device).
    expect(await button.getAttribute('href')).toMatch(
      /^\/api\/auth\/google\?deviceId=[\w-]{40,48}$/,
    );
    await button.click();
    await signInAtProvider(page, login);
    // A first sign-in: the age is asked before the account exists.
    await confirmAge(page);
    await waitForSignedIn(page, 'Greta_Google');
    await logout(page, 'Greta_Google');

    // Again, on another device (a fresh browser, signed out at the provider too): the same
    // account, not a second one.
    await waitForSignedIn(await signInWithGoogle(login), 'Greta_Google');
  });

  it('a first sign-in whose age question is closed: Back leaves, and does not ask again', async () => {
    const login = `google-closer-${Date.now()}`;
    provider.setProfile(login, { name: 'Cleo Closer' });
    const page = await signInWithGoogle(login);
    const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
    await dialog.waitFor();
    // The question is not in the address, so no entry of the history can ask it again.
    expect(new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate('history.state?.underprintDialog ?? null')).toBeNull();
    // Back goes to the page before the sign-in came back: the provider's.
    await page.goBack();
    await page.waitForURL((url) => url.port === String(providerPort));
  });

  it("a refused consent lands on /login with 'Login Error' and its reason", async () => {
    const login = `google-refuser-${Date.now()}`;
    provider.setProfile(login, { name: 'Refuser' });
    const page = await signInWithGoogle(login, false);
    await page.waitForURL(pathIs('/login'));
    await expectToast(page, 'Login Error', googleSignInFailures.denied, { destructive: true });
    // The reason is shown once: the address no longer carries it.
    expect(new URL(page.url()).search).toBe('');
  });

  it("deletes a Google-only account after 'Confirm with Google', and only then", async () => {
    const login = `google-leaver-${Date.now()}`;
    provider.setProfile(login, { name: 'Lea Leaver' });
    const page = await signInWithGoogle(login);
    await confirmAge(page);
    await waitForSignedIn(page, 'Lea_Leaver');

    await page.goto('/my-space');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    // No password to type: the delete button waits for the confirmation with Google.
    expect(await dialog.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
    await dialog.getByRole('link', { name: 'Confirm with Google' }).click();
    // The provider asks for a sign-in again (prompt=login), whatever session it holds.
    await page.waitForURL((url) => url.port === String(providerPort));
    await page.getByLabel('Login').fill(login);
    await page.getByLabel('Password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(pathIs('/my-space'));
    const back = page.getByRole('dialog');
    await back.getByText('Confirmed with Google.').waitFor();
    await back.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(pathIs('/account-deleted'));
    await page.getByRole('heading', { name: 'Account Deleted' }).waitFor();
  });
});
