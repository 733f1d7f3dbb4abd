// The language switch (issue 21 point 3, decision 031): My Space offers English and Ελληνικά,
// each named in itself; the choice reloads the page, is remembered on the device and sets
// <html lang>. Without a choice, a browser that prefers Greek is spoken to in Greek, and the
// browser's language is read again on each visit: a first visit stores nothing.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './support/browser';
import { useE2E } from './support/harness';
import { signUpThroughApi } from './support/users';

const e2e = useE2E();

const MY_SPACE = { en: 'My Space', el: 'Ο χώρος μου' } as const;
const LANGUAGE = { en: 'Language', el: 'Γλώσσα' } as const;

function languageSelect(page: Page, lang: 'en' | 'el'): Locator {
  return page
    .getByRole('region', { name: LANGUAGE[lang], exact: true })
    .getByRole('combobox', { name: LANGUAGE[lang], exact: true });
}

async function expectMySpaceIn(page: Page, lang: 'en' | 'el'): Promise<void> {
  await page.getByRole('heading', { name: MY_SPACE[lang], exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await languageSelect(page, lang).inputValue()).toBe(lang);
}

describe('language switch', () => {
  it('switches My Space to Ελληνικά, remembers it across reloads, and back to English', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    await page.goto('/my-space');
    await expectMySpaceIn(page, 'en');

    // Each language is offered by its own name.
    const select = languageSelect(page, 'en');
    expect(await select.locator('option').allInnerTexts()).toEqual(['English', 'Ελληνικά']);

    // Choosing reloads the page in Greek.
    await Promise.all([page.waitForEvent('load'), select.selectOption('el')]);
    await expectMySpaceIn(page, 'el');
    await page.getByRole('heading', { name: 'Πορτοφόλι', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Φόρτιση', exact: true }).waitFor();

    // Remembered: a reload stays Greek.
    await page.reload();
    await expectMySpaceIn(page, 'el');

    // And back.
    await Promise.all([page.waitForEvent('load'), languageSelect(page, 'el').selectOption('en')]);
    await expectMySpaceIn(page, 'en');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
  });

  it('speaks Greek on a first visit from a browser set to Greek, and English once the browser is', async () => {
    const greek = await e2e.browser.newContext({
      baseURL: e2e.baseURL,
      viewport: PHONE_VIEWPORT,
      locale: 'el-GR',
      timezoneId: 'UTC',
    });
    const pageErrors: string[] = [];
    greek.on('weberror', (webError) => pageErrors.push(webError.error().message));
    let profile: Awaited<ReturnType<typeof greek.storageState>> | undefined;
    try {
      const page = await greek.newPage();
      await signUpThroughApi({ context: greek, page }, e2e.baseURL);
      await page.goto('/my-space');
      await expectMySpaceIn(page, 'el');
      expect(pageErrors).toEqual([]);
      // The visit stored no language: only the switch does.
      profile = await greek.storageState();
    } finally {
      await greek.close();
    }
    if (!profile) throw new Error('the Greek visit left no profile');
    const stored = profile.origins.flatMap((origin) =>
      origin.localStorage.map((item) => item.value),
    );
    expect(stored).not.toContain('el');

    // The same profile (cookies and storage) with the browser's language changed to English.
    const english = await e2e.browser.newContext({
      baseURL: e2e.baseURL,
      viewport: PHONE_VIEWPORT,
      locale: 'en-US',
      timezoneId: 'UTC',
      storageState: profile,
    });
    try {
      const page = await english.newPage();
      await page.goto('/my-space');
      await expectMySpaceIn(page, 'en');
    } finally {
      await english.close();
    }
  });
});
