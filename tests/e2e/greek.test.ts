// The main path in Greek (issue 21 point 3): a browser that prefers Greek signs up, tops up by
// card, hides a message behind a sign with the camera, and a second Greek phone scans the sign
// and discovers it; a Greek creator builds a treasure hunt and a Greek player finds it in the
// viewer and on its shared page. Every word the test looks for is the Greek catalog's, so a
// screen that fell back to English (or a key the screens stopped using) fails it.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Hunt } from '@/shared/contract/hunts';
import { m } from '@/shared/i18n/paraglide/messages';
import { MINIMUM_AGE } from '@/shared/rules/account';
import { formatEuros } from '@/shared/rules/money';
import {
  failedResource,
  fakeCameraFileFromJpeg,
  launchBrowser,
  newUserContext,
} from './support/browser';
import { waitForLivePicture } from './support/camera';
import { useE2E } from './support/harness';
import { OCR_TIMEOUT, SIGN, SIGN_AGAIN, SPOT, north } from './support/scanner';
import { expectToast } from './support/ui';
import { newCredentials, pathIs, signUpThroughApi, type Credentials } from './support/users';
import { topUpThroughApi } from './support/wallet';

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

describe('the treasure-hunt screens in Greek', () => {
  it('builds a hunt in the editor and shows it in the viewer and on its shared page', async () => {
    const place = north(SPOT, 2_000);
    const creator = await e2e.newUserContext({ geolocation: place, locale: 'el-GR' });
    const { page } = creator;
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(page, 5, e2e.baseURL);
    const title = `Βόλτα στο λιμάνι ${Date.now().toString(36)}`;

    // The editor: its heading, a step, its price in Greek money, the remove dialog.
    await page.goto('/treasure-hunt');
    await page.getByRole('heading', { name: m.hunts_title({}, el), exact: true }).waitFor();
    // The default title, stored in English, is shown in Greek (decision 031).
    const titleField = page.getByLabel(m.hunts_hunt_title_label({}, el), { exact: true });
    expect(await titleField.inputValue()).toBe(m.hunts_untitled({}, el));
    await titleField.fill(title);
    await page
      .getByLabel(m.create_photo_label({}, el), { exact: true })
      .setInputFiles(fileURLToPath(new URL('../fixtures/scan/a004.jpg', import.meta.url)));
    await page.getByRole('img', { name: m.hunts_selected_photo({}, el), exact: true }).waitFor();
    await page.getByText(`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`).waitFor();
    await page
      .getByLabel(m.create_hidden_message_label({}, el), { exact: true })
      .fill('Ρωτήστε στο περίπτερο');
    await page
      .getByRole('heading', { name: m.hunts_step({ number: 1 }, el), exact: true })
      .waitFor();
    const price = page.getByRole('group', { name: m.hunts_price_title({}, el), exact: true });
    await price
      .getByText(m.hunts_price_wallet({ amount: formatEuros(5, 2, 'el') }, el), { exact: true })
      .waitFor();
    await page
      .getByRole('button', { name: m.hunts_remove_step_number({ number: 1 }, el), exact: true })
      .click();
    const remove = page.getByRole('dialog', {
      name: m.hunts_remove_step_title({ number: 1 }, el),
      exact: true,
    });
    await remove.getByText(m.hunts_remove_step_clears({}, el), { exact: true }).waitFor();
    await remove.getByRole('button', { name: m.hunts_cancel({}, el), exact: true }).click();
    await remove.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: m.hunts_save_draft({}, el), exact: true }).waitFor();
    await page.getByRole('button', { name: m.hunts_create_public({}, el), exact: true }).click();
    const created = await expectToast(page, m.hunts_created_title({}, el));
    // Closed as a person would: the toast lies over the header's link, and Radix holds it open
    // while the pointer rests on it, which the page's reflow after publishing can bring about.
    await created
      .getByRole('button', { name: m.app_dismiss_notification({}, el), exact: true })
      .click();
    await created.waitFor({ state: 'hidden' });

    // The creator's viewer: their hunt marked as theirs, nobody has finished it.
    await page.getByRole('link', { name: m.hunts_view_hunts({}, el), exact: true }).click();
    await page
      .getByRole('heading', { name: m.hunts_available_title({}, el), exact: true })
      .waitFor();
    const own = page.getByRole('article', { name: title, exact: true });
    await own.getByText(m.hunts_yours({}, el), { exact: true }).first().waitFor();
    await own.getByText(m.hunts_finishers_other({ count: 0 }, el), { exact: true }).waitFor();
    creator.assertNoProblems();

    // A Greek player's viewer: progress, the step active, the leaderboard, the shared page.
    const player = await e2e.newUserContext({ locale: 'el-GR' });
    await signUpThroughApi(player, e2e.baseURL);
    const viewer = player.page;
    await viewer.goto('/treasure-hunt-viewer');
    const card = viewer.getByRole('article', { name: title, exact: true });
    await card.getByText(m.hunts_progress({}, el), { exact: true }).waitFor();
    await card
      .getByText(m.hunts_progress_step({ step: 1, total: 1 }, el), { exact: true })
      .waitFor();
    await card.getByText(m.hunts_order_linear({}, el), { exact: false }).waitFor();
    await card
      .getByRole('list', { name: m.hunts_steps_of({ title }, el), exact: true })
      .getByText(m.hunts_state_active({}, el), { exact: true })
      .waitFor();
    await card.getByRole('button', { name: m.hunts_share({}, el), exact: true }).waitFor();
    await card.getByRole('button', { name: m.hunts_leaderboard({}, el), exact: true }).click();
    await card.getByText(m.hunts_leaderboard_empty({}, el), { exact: true }).waitFor();

    const [hunt] = (await (await page.request.get('/api/treasure-hunts')).json()) as Hunt[];
    await viewer.goto(`/hunt/${hunt!.id}`);
    await viewer.getByRole('heading', { name: title, exact: true }).waitFor();
    const summary = m.hunts_shared_summary_one(
      { count: 1, order: m.hunts_order_linear({}, el), finishers: 0 },
      el,
    );
    await viewer.getByText(summary, { exact: true }).waitFor();
    await viewer
      .getByRole('link', { name: m.hunts_start_exploring({}, el), exact: true })
      .waitFor();
    player.assertNoProblems();
  }, 90_000);
});

describe("the server's refusals in Greek", () => {
  it('words a refused sign-in from the reply’s key, not its English', async () => {
    const reader = await e2e.newUserContext({ locale: 'el-GR' });
    const { page } = reader;
    const credentials = await signUpThroughApi(reader, e2e.baseURL);
    await reader.context.clearCookies();
    reader.allowConsoleErrors(failedResource(401, '/api/auth/login'));
    await page.goto('/login');
    await page.getByLabel(m.auth_nickname({}, el), { exact: true }).fill(credentials.nickname);
    await page.getByLabel(m.auth_password({}, el), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: m.auth_sign_in({}, el), exact: true }).click();
    // The reply carries `error` in English and `message: { key }`; the toast says the Greek.
    const greek = m.server_invalid_nickname_or_password({}, el);
    expect(greek).not.toBe(m.server_invalid_nickname_or_password({}, { locale: 'en' }));
    await expectToast(page, m.auth_login_error({}, el), greek, { destructive: true });
  });
});
