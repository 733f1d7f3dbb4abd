// The legal texts in Greek (issue 21 point 3, decision 031): a browser that prefers Greek opens
// Instructions, Prices, Terms and Privacy from My Space, and each dialog is the Greek catalog's,
// title and every section heading, with Greek numbers, euros and dates. The words come from the
// compiled catalog, so a text that fell back to English, or a heading the screens stopped
// using, fails it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { m } from '@/shared/i18n/paraglide/messages';
import { MINIMUM_AGE } from '@/shared/rules/account';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { formatEuros } from '@/shared/rules/money';
import { LEGAL_LAST_UPDATED } from '@/web/features/legal/content/operator';
import { useE2E } from './support/harness';
import { closeWithEscape } from './support/ui';
import { signUpThroughApi } from './support/users';

const el = { locale: 'el' } as const;
const e2e = useE2E();

// '23 Νοεμβρίου 2026': the day the texts changed, as Greek writes it.
const lastUpdated = m.legal_last_updated(
  {
    date: new Intl.DateTimeFormat('el-GR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(LEGAL_LAST_UPDATED)),
  },
  el,
);

const texts = [
  {
    button: m.legal_instructions_title({}, el),
    title: m.legal_instructions_title({}, el),
    headings: [
      m.legal_instr_hide_title({}, el),
      m.legal_instr_discover_title({}, el),
      m.legal_instr_costs_title({}, el),
      m.legal_instr_tips_title({}, el),
    ],
    says: [m.legal_instr_discover_2({ metres: DISCOVERY_RANGE_M }, el)],
  },
  {
    button: m.legal_prices_title({}, el),
    title: m.legal_prices_title({}, el),
    headings: [
      m.legal_prices_free_title({}, el),
      m.legal_prices_limits_title({}, el),
      m.legal_prices_rewards_title({}, el),
      m.legal_prices_wallet_title({}, el),
    ],
    // Greek money and Greek digit grouping: '0,50 €', '500,00 €', '10.000 ανακαλύψεις'.
    says: [
      m.legal_prices_wallet_1({ min: formatEuros(1, 2, 'el'), max: formatEuros(500, 2, 'el') }, el),
      m.legal_tier_discoveries_other({ count: '10.000' }, el),
      m.legal_tier_per_scan({ price: formatEuros(0.09, 2, 'el') }, el),
      m.legal_tag_best_value({}, el),
    ],
  },
  {
    button: m.legal_terms_button({}, el),
    title: m.legal_terms_title({}, el),
    headings: [
      m.legal_terms_s1_title({}, el),
      m.legal_terms_s2_title({}, el),
      m.legal_terms_s3_title({}, el),
      m.legal_terms_s4_title({}, el),
      m.legal_terms_s5_title({}, el),
      m.legal_terms_s6_title({}, el),
      m.legal_terms_s7_title({}, el),
      m.legal_terms_s8_title({}, el),
      m.legal_terms_s9_title({}, el),
      m.legal_terms_s10_title({}, el),
      m.legal_terms_s11_title({}, el),
    ],
    says: [lastUpdated, m.legal_terms_s2({ metres: DISCOVERY_RANGE_M }, el)],
  },
  {
    button: m.legal_privacy_button({}, el),
    title: m.legal_privacy_title({}, el),
    headings: [
      m.legal_privacy_s1_title({}, el),
      m.legal_privacy_s2_title({}, el),
      m.legal_privacy_s3_title({}, el),
      m.legal_privacy_s4_title({}, el),
      m.legal_privacy_s5_title({}, el),
      m.legal_privacy_s6_title({}, el),
      m.legal_privacy_s7_title({}, el),
      m.legal_privacy_s8_title({}, el),
    ],
    says: [lastUpdated, m.legal_privacy_s7({ age: MINIMUM_AGE }, el)],
  },
];

async function openMySpaceInGreek(page: Page): Promise<void> {
  await page.goto('/my-space');
  await page.getByRole('heading', { name: m.myspace_title({}, el), exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
}

describe('the legal texts in Greek', () => {
  it('opens Instructions, Prices, Terms and Privacy with Greek headings, numbers and dates', async () => {
    const user = await e2e.newUserContext({ locale: 'el-GR' });
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    await openMySpaceInGreek(page);
    const help = page.getByRole('region', { name: m.myspace_help_legal({}, el), exact: true });

    for (const { button, title, headings, says } of texts) {
      await help.getByRole('button', { name: button, exact: true }).click();
      const opened = page.getByRole('dialog', { name: title, exact: true });
      await opened.getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await opened.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(headings);
      const text = await opened.innerText();
      for (const sentence of says) expect(text).toContain(sentence);
      // Bold words and links are the catalog's markup, drawn, never shown as tags.
      expect(text).not.toMatch(/<\/?\w+>/);
      await closeWithEscape(page, opened);
    }

    // 'Follow us' too.
    await page
      .getByRole('navigation', { name: m.legal_follow_label({}, el), exact: true })
      .waitFor();
  });
});
