// My Space's account section (issue 13): the signed-in devices with 'Sign out all other
// devices', and a new recovery code that replaces the old one.
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { readKept } from './support/kept';
import { expectToast } from './support/ui';
import { failedResource } from './support/browser';
import { login, pathIs, signUpThroughApi, submitLogin } from './support/users';

const e2e = useE2E();

describe('account security in My Space', () => {
  it('lists both devices and signs the other one out', async () => {
    const phone = await e2e.newUserContext();
    const credentials = await signUpThroughApi(phone, e2e.baseURL);
    const laptop = await e2e.newUserContext();
    await login(laptop.page, credentials);

    await phone.page.goto('/my-space');
    const devices = phone.page.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('listitem').nth(1).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    expect(await devices.innerText()).toContain('This device');

    await phone.page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expectToast(phone.page, 'Signed Out Elsewhere');
    await devices.getByRole('listitem').nth(1).waitFor({ state: 'detached' });

    // The laptop's session is gone: its next page load lands on /login.
    await laptop.page.goto('/my-space');
    await laptop.page.waitForURL(pathIs('/login'));
    // This device stays signed in.
    await phone.page.reload();
    await devices.waitFor();
  });

  it('makes a new recovery code, shown once in a dialog', async () => {
    const user = await e2e.newUserContext();
    const { page } = user;
    const { recoveryCode: first, ...credentials } = await signUpThroughApi(user, e2e.baseURL);
    await page.goto('/my-space');
    await page.getByRole('button', { name: 'New recovery code' }).click();
    // The session alone is not enough: the password confirms it is the person.
    await page
      .getByRole('dialog')
      .getByLabel('Password', { exact: true })
      .fill(credentials.password);
    await page.getByRole('button', { name: 'Make a new code' }).click();
    const shown = page.getByRole('dialog').getByRole('status', { name: 'Recovery code' });
    const code = (await shown.innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(code).not.toBe(first);
    await page.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
  });

  it('downloads my data as a zip, then deletes the account with the password and says so', async () => {
    const user = await e2e.newUserContext();
    const { page } = user;
    const credentials = await signUpThroughApi(user, e2e.baseURL);
    await page.goto('/my-space');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^underprint-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);

    // A hunt being written: kept on this phone until the account goes (decision 035).
    await page.goto('/treasure-hunt');
    await page.getByLabel('Hunt Title', { exact: true }).fill('Secret garden walk');
    await expect
      .poll(async () => JSON.stringify(await readKept(page, 'underprint-hunt-editor')))
      .toContain('Secret garden walk');
    await page.goto('/my-space');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    // A password typed and the dialog closed: it is not there, filled in, when it opens again.
    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    // Pressed twice, as an impatient thumb would: one deletion, one confirmation.
    await dialog.getByRole('button', { name: 'Delete my account' }).dblclick();
    await page.waitForURL(pathIs('/account-deleted'));
    const confirmation = page.getByRole('heading', { name: 'Account Deleted' });
    await confirmation.waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'Your account has been deleted and you are signed out everywhere.',
    );
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await readKept(page, 'underprint-hunt-editor')).toEqual([]);

    // A reload keeps saying so; going back to My Space finds no session.
    await page.reload();
    await confirmation.waitFor();
    await page.goBack();
    await page.waitForURL(pathIs('/login'));
    await page.goto('/account-deleted');
    await confirmation.waitFor();

    // The account is gone: its password signs in nobody.
    user.allowConsoleErrors(failedResource(401, '/api/auth/login'));
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL(pathIs('/login'));
    await submitLogin(page, credentials);
    await expectToast(page, 'Login Error');
    expect(page.url()).toMatch(/\/login$/);
  });
});
