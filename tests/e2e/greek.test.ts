// The main path in Greek (issue 21 point 3): a browser that prefers Greek signs up, tops up by
// card, hides a message behind a sign with the camera, and a second Greek phone scans the sign
// and discovers it. Every word the test looks for is the Greek catalog's, so a screen that fell
// back to English (or a key the screens stopped using) fails it.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { m } from '@/shared/i18n/paraglide/messages';
import { MINIMUM_AGE } from '@/shared/rules/account';
import { formatEuros } from '@/shared/rules/money';
import { fakeCameraFileFromJpeg, launchBrowser, newUserContext } from './support/browser';
import { waitForLivePicture } from './support/camera';
import { useE2E } from './support/harness';
import { OCR_TIMEOUT, SIGN, SIGN_AGAIN, SPOT, north } from './support/scanner';
import { expectToast } from './support/ui';
import { newCredentials, pathIs, type Credentials } from './support/users';

const el = { locale: 'el' } as const;
const e2e = useE2E({ launch: { fakeVideoFile: await fakeCameraFileFromJpeg(SIGN) } });
const scannerBrowser = launchBrowser({ fakeVideoFile: await fakeCameraFileFromJpeg(SIGN_AGAIN) });
afterAll(async () => (await scannerBrowser).close());

async function signUpInGreek(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/registration');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
  await page.getByLabel(m.auth_nickname({}, el), { exact: true }).fill(credentials.nickname);
  await page.getByLabel(m.auth_password({}, el), { exact: true }).fill(credentials.password);
  await page
    .getByLabel(m.auth_confirm_password({}, el), { exact: true })
    .fill(credentials.password);
  await page.getByRole('checkbox', { name: m.auth_age_checkbox({ age: MINIMUM_AGE }, el) }).check();
  await page.getByRole('button', { name: m.auth_register_title({}, el), exact: true }).click();
  // The recovery code, shown once, in Greek too.
  await page.getByRole('heading', { name: m.auth_recovery_title({}, el), exact: true }).waitFor();
  await page.getByRole('button', { name: m.auth_recovery_download({}, el), exact: true }).waitFor();
  await page.getByRole('button', { name: m.auth_saved_continue({}, el), exact: true }).click();
  await page.waitForURL(pathIs('/'));
  await page
    .getByRole('button', {
      name: m.app_log_out_nickname({ nickname: credentials.nickname }, el),
      exact: true,
    })
    .waitFor();
}

describe('the main path in Greek', () => {
  it('signs up, tops up, hides a message with the camera, and another phone discovers it', async () => {
    const creator = await e2e.newUserContext({ geolocation: SPOT, locale: 'el-GR' });
    const { page } = creator;
    await signUpInGreek(page, newCredentials());

    // Top up €10 by card in the sandbox, in Greek, with Greek money ('10,00 €').
    await page.goto('/my-space');
    const wallet = page.getByRole('region', { name: m.wallet_title({}, el), exact: true });
    await wallet.getByRole('button', { name: m.wallet_top_up({}, el), exact: true }).click();
    const topUp = page.getByRole('dialog', { name: m.wallet_top_up_title({}, el), exact: true });
    await topUp.getByLabel(m.wallet_amount_label({}, el), { exact: true }).fill('10');
    await topUp
      .getByRole('button', { name: m.wallet_continue_to_payment({}, el), exact: true })
      .click();
    await topUp.getByLabel(m.wallet_card_number({}, el), { exact: true }).fill('4242424242424242');
    await topUp.getByLabel(m.wallet_expiry({}, el), { exact: true }).fill('12/34');
    await topUp.getByLabel(m.wallet_cvc({}, el), { exact: true }).fill('123');
    const pay = m.wallet_pay({ amount: formatEuros(10, 2, 'el') }, el);
    expect(pay).toContain('10,00');
    await topUp.getByRole('button', { name: pay, exact: true }).click();
    await expectToast(page, m.wallet_top_up_successful({}, el));

    // Hide a message behind the sign, through the camera.
    await page.goto('/camera');
    await waitForLivePicture(page);
    await page.getByRole('button', { name: m.create_capture({}, el), exact: true }).click();
    const title = m.create_camera_title({}, el);
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
    await page
      .getByLabel(m.create_hidden_message_label({}, el), { exact: true })
      .fill('Το κλειδί είναι κάτω από την μπλε πέτρα');
    await page.getByRole('button', { name: title, exact: true }).click();
    await expectToast(page, m.create_success_title({}, el));
    await page.waitForURL(pathIs('/'), { timeout: 30_000 });

    // A second Greek phone, a few metres away, scans the sign and discovers the message.
    const finder = await newUserContext(await scannerBrowser, e2e.baseURL, {
      geolocation: north(SPOT, 20),
      locale: 'el-GR',
    });
    try {
      await signUpInGreek(finder.page, newCredentials());
      await finder.page.goto('/scanner');
      await finder.page.getByRole('heading', { name: m.scan_title({}, el), exact: true }).waitFor();
      await waitForLivePicture(finder.page);
      await finder.page.getByRole('button', { name: m.scan_capture({}, el), exact: true }).click();
      const found = finder.page.getByRole('dialog', {
        name: m.scan_discovered_title({}, el),
        exact: true,
      });
      await found.waitFor(OCR_TIMEOUT);
      await found.getByText('Το κλειδί είναι κάτω από την μπλε πέτρα').waitFor();
      finder.assertNoProblems();
    } finally {
      await finder.close();
    }
  });
});
