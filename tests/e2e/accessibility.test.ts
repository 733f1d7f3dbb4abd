// Accessibility (issue 21, point 4): axe-core finds no serious or critical WCAG 2 A/AA violation
// on any screen, signed out, signed in or as the admin, nor in the main dialogs; a dialog with a
// form puts focus in its first field, and closing one gives focus back to what opened it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Geolocation } from './support/browser';
import { expectAccessible } from './support/axe';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { login, registerThroughApi, signUpThroughApi } from './support/users';

const e2e = useE2E();

/** A place no other test hides anything near. */
const PLACE: Geolocation = { latitude: 59.33, longitude: 18.07, accuracy: 10 };
const PRINTED_TEXT = new URL('../fixtures/photos/printed-text.jpg', import.meta.url);

/** Opens `path`, waits for its main heading and checks the screen. */
async function visit(
  page: Page,
  path: string,
  heading: string | RegExp,
  /** A screen drawn in parts (DrawnInTurns): the heading its last part brings. */
  lastHeading?: string,
): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  if (lastHeading) await page.getByRole('heading', { name: lastHeading, exact: true }).waitFor();
  await expectAccessible(page, path);
}

/**
 * Opens a dialog with `opener`, lets `fill` bring it to the state worth checking (a disabled
 * button escapes the contrast rule, an enabled one does not), checks it and closes it with
 * Escape.
 */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string,
  fill?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await fill?.(dialog);
  await expectAccessible(page, `dialog '${name}'`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** The element that has focus, described by role-ish tag and name, for readable failures. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    const id = el.id ? `#${el.id}` : '';
    return `${el.tagName.toLowerCase()}${id} "${name.trim()}"`;
  });
}

describe('accessibility', () => {
  // Three tests, not one: on a loaded two-core machine the whole tour took past a test's
  // 60 s. They share the message hidden in the first and the ticket opened in the second.
  let photoId = 0;

  it('the signed-out screens have no serious or critical axe violation', async () => {
    // A message hidden by someone else, for the share page and the nearby list's Share dialog.
    const hider = await e2e.newRequestContext();
    await registerThroughApi(hider, e2e.baseURL);
    const photo = await hideMessageThroughApi(hider, e2e.baseURL, PRINTED_TEXT, {
      ...PLACE,
      publicDescription: 'Under the blue awning',
    });
    photoId = photo.id;

    const visitor = await e2e.newUserContext();
    await visit(visitor.page, '/login', 'Sign In');
    await visit(visitor.page, '/registration', /Create/);
    await visit(visitor.page, '/forgot-password', /password/i);
    await visit(visitor.page, `/shared/${photoId}`, /./);
    await visit(visitor.page, '/no-such-screen', /not found/i);
  });

  it('the signed-in screens and their main dialogs have no serious or critical axe violation', async () => {
    expect(photoId, 'the signed-out test hides the message this one shares').toBeGreaterThan(0);
    const user = await e2e.newUserContext({ geolocation: PLACE });
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    await visit(page, '/', /./, 'Hidden Messages Nearby');
    const card = page.getByRole('listitem').filter({ hasText: 'Under the blue awning' });
    await checkDialog(page, card.getByRole('button', { name: 'Share' }), 'Share Hidden Message');
    await visit(page, '/scanner', /./);
    // Scan progress and results are read out where they appear: a polite live region.
    await page.getByRole('status', { name: 'Scan status' }).waitFor({ state: 'attached' });
    await visit(page, '/camera', /./);
    await visit(page, '/magazines-books', /./);
    await visit(page, '/treasure-hunt', /./);
    await visit(page, '/treasure-hunt-viewer', /./);
    await visit(page, '/app-share', /./);
    await visit(page, '/my-space', /./, 'Help & Legal');
    await checkDialog(page, page.getByRole('button', { name: 'Top Up' }), 'Top Up Wallet');
    await checkDialog(page, page.getByRole('button', { name: 'Withdraw' }), 'Withdraw');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Transaction History' }),
      'Transaction History',
    );
    await checkDialog(page, page.getByRole('button', { name: 'New Ticket' }), 'New Support Ticket');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Delete my account' }),
      'Delete My Account?',
      (dialog) => dialog.getByLabel('Password').fill('not sent'),
    );
    // A ticket, so the admin's header shows the office badge with a count.
    await page.getByRole('button', { name: 'New Ticket' }).click();
    const form = page.getByRole('dialog', { name: 'New Support Ticket' });
    await form.getByLabel('Subject').fill('Where is my reward?');
    await form.getByLabel('Category').selectOption('billing');
    await form.getByLabel('Message').fill('It has not arrived yet.');
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it("the office's tabs and a ticket dialog have no serious or critical axe violation", async () => {
    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    await admin.page.goto('/office');
    // The office badge: its name holds what is seen on it (WCAG 2.5.3), the count included.
    const office = admin.page.getByRole('button', { name: 'Office, 1 waiting', exact: true });
    await office.waitFor();
    await office.getByText('1', { exact: true }).waitFor();
    for (const tab of ['Dashboard', 'Users', 'Support', 'Moderation', 'Held rewards', 'Audit']) {
      await admin.page.getByRole('tab', { name: tab }).click();
      await admin.page.getByRole('tabpanel').waitFor();
      await expectAccessible(admin.page, `office: ${tab}`);
    }
    // The admin's side of a support ticket: a dialog with a reply form.
    await admin.page.getByRole('tab', { name: 'Support' }).click();
    await admin.page.getByRole('button', { name: /Where is my reward\?/ }).click();
    await admin.page.getByRole('dialog').getByLabel('Reply to user').waitFor();
    await expectAccessible(admin.page, 'office: ticket dialog');
  });

  it('turns animations and transitions off for people who ask for reduced motion', async () => {
    const user = await e2e.newUserContext();
    await user.page.emulateMedia({ reducedMotion: 'reduce' });
    await user.page.goto('/login');
    const button = user.page.getByRole('button', { name: 'Sign In', exact: true });
    // Buttons fade their colour on hover (transition-colors); here they change at once.
    const duration = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });

  it('a form dialog focuses its first field and gives focus back to its opener on Escape', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    await page.goto('/my-space');

    const cases = [
      {
        opener: page.getByRole('button', { name: 'New Ticket' }),
        dialog: 'New Support Ticket',
        field: 'Subject',
      },
      {
        opener: page.getByRole('button', { name: 'Top Up' }),
        dialog: 'Top Up Wallet',
        field: null,
      },
      {
        opener: page.getByRole('button', { name: 'Delete my account' }),
        dialog: 'Delete My Account?',
        field: 'Password',
      },
    ];
    for (const { opener, dialog: name, field } of cases) {
      // Twice: the second opening must behave like the first.
      for (let round = 0; round < 2; round += 1) {
        await opener.click();
        const dialog = page.getByRole('dialog', { name });
        await dialog.waitFor();
        if (field) {
          await expect
            .poll(() => dialog.getByLabel(field).evaluate((el) => el === document.activeElement))
            .toBe(true);
        } else {
          await expect.poll(() => focused(page)).not.toMatch(/"Close"$|^body$/);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect
          .poll(() => opener.evaluate((el) => el === document.activeElement), {
            message: `focus after closing '${name}'`,
          })
          .toBe(true);
      }
    }
  });
});
