// The support desk end to end (issue 12): a user opens a billing ticket from My Space; the admin
// finds it in the office with the filters, starts it, replies and closes it; the user sees the
// unread dot, the reply highlighted and no reply box. /debug shows the device ids and a blocked
// test registration. Three users report a message and it leaves nearby; the admin restores it
// from the office's Moderation tab and it is back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failedResource, type Geolocation } from './support/browser';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { expectToast } from './support/ui';
import { login, logout, registerThroughApi, signUpThroughApi } from './support/users';

const e2e = useE2E();

/** A place no other test hides anything near. */
const REPORTED_PLACE: Geolocation = { latitude: -22.95, longitude: -43.21, accuracy: 10 };
const PRINTED_TEXT = new URL('../fixtures/photos/printed-text.jpg', import.meta.url);

function nearbyCard(page: Page, description: string) {
  return page
    .getByRole('list', { name: 'Nearby hidden messages', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByText(description, { exact: true }) });
}

describe('support desk', () => {
  it('carries a billing ticket from My Space through the office and back', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    await user.page.goto('/my-space');
    const center = user.page.getByRole('region', { name: 'Support Center' });
    await center.getByRole('button', { name: 'New Ticket' }).click();
    const form = user.page.getByRole('dialog', { name: 'New Support Ticket' });
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await expectToast(user.page, 'Error', 'Please fill in all required fields.');
    await form.getByLabel('Subject').fill('Double charge');
    await form.getByLabel('Category').selectOption('billing');
    await form.getByLabel('Message').fill('My top-up was charged twice.');
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await center.getByText('Double charge').waitFor();

    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    await admin.page.goto('/office');
    await admin.page.getByRole('tab', { name: 'Support' }).click();
    await admin.page.getByLabel('Category').selectOption('bug');
    await admin.page.getByText('No Tickets Found').waitFor();
    await admin.page.getByLabel('Category').selectOption('billing');
    await admin.page.getByLabel('Status').selectOption('open');
    await admin.page.getByRole('button', { name: /Double charge/ }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expectToast(admin.page, 'Status Updated', 'Ticket status has been updated successfully.');
    await dialog.getByLabel('Reply to user').fill('Refunded, sorry about that.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(admin.page, 'Reply Sent', 'Your reply has been sent to the user.');
    await dialog.getByRole('button', { name: 'Close ticket' }).click();
    await expectToast(admin.page, 'Status Updated', 'Ticket status has been updated successfully.');
    await dialog.getByText('This ticket is closed.').waitFor();

    await user.page.reload();
    await user.page.getByTestId('unread-dot').waitFor();
    await center.getByRole('button', { name: /Double charge/ }).click();
    const conversation = user.page.getByRole('dialog');
    const reply = conversation.locator('[data-support-reply="true"]');
    await reply.getByText('Refunded, sorry about that.').waitFor();
    await expect.poll(() => reply.getByText(/^Support/).count()).toBe(1);
    await conversation.getByText('This ticket is closed.').waitFor();
    expect(await conversation.getByRole('button', { name: 'Send' }).count()).toBe(0);
    // Nothing was being written: no unsent reply is shown.
    expect(await conversation.getByText(/was not sent/).count()).toBe(0);
    await conversation.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => user.page.getByTestId('unread-dot').count()).toBe(0);

    // /debug: the admin's device ids, and a test registration on the user's device is blocked.
    const userDevice: string | undefined = await user.page.evaluate(() =>
      (Object.values(localStorage) as string[]).find((value) =>
        /^[A-Za-z0-9_-]{40,48}$/.test(value),
      ),
    );
    expect(userDevice).toBeTruthy();
    await admin.page.goto('/debug');
    await admin.page.getByTestId('browser-device-id').waitFor();
    await admin.page.getByText('✓ Match').waitFor();
    await admin.page.getByLabel('Test device ID').fill(userDevice ?? '');
    await admin.page.getByLabel('Test nickname').fill('someone_new');
    await admin.page.getByRole('button', { name: 'Test Registration Block' }).click();
    await expectToast(admin.page, 'Test Completed', undefined, { destructive: true });
    await admin.page
      .getByRole('region', { name: 'Test result' })
      .or(admin.page.getByLabel('Test result'))
      .first()
      .waitFor();
  });

  it('wraps a subject that is one long word (a link, a payment id) within a phone, for the user and the office', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const subject = `pi_${'7Hx2Kq9Lm'.repeat(13)}`.slice(0, 120);
    const created = await user.page.request.post('/api/support/tickets', {
      headers: { Origin: e2e.baseURL },
      data: { subject, category: 'billing', message: 'This payment id was charged twice.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const width = () => user.page.evaluate(() => document.documentElement.scrollWidth);
    const insideThePhone = async (page: Page) => {
      const viewport = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport,
      );
      const box = (await page.getByRole('dialog').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport);
    };

    await user.page.goto('/my-space');
    const center = user.page.getByRole('region', { name: 'Support Center' });
    await center.getByText(subject).waitFor();
    expect(await width()).toBeLessThanOrEqual(user.page.viewportSize()!.width);
    await center.getByRole('button', { name: new RegExp(subject) }).click();
    await insideThePhone(user.page);

    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    await admin.page.goto('/office');
    await admin.page.getByRole('tab', { name: 'Support' }).click();
    await admin.page.getByRole('button', { name: new RegExp(subject) }).click();
    await insideThePhone(admin.page);
  });

  it('keeps a ticket being written through Back and a reload, until it is sent or the user signs out', async () => {
    const user = await e2e.newUserContext();
    const credentials = await signUpThroughApi(user, e2e.baseURL);
    const { page } = user;
    await page.goto('/my-space');
    const center = page.getByRole('region', { name: 'Support Center' });
    const form = page.getByRole('dialog', { name: 'New Support Ticket' });
    await center.getByRole('button', { name: 'New Ticket' }).click();
    await form.getByLabel('Subject').fill('Lost my reward');
    await form.getByLabel('Category').selectOption('billing');
    await form.getByLabel('Message').fill('I found the plaque but got nothing.');

    // The phone's Back closes the dialog and stays on My Space; the text is kept through that
    // and through a reload.
    await page.goBack();
    await form.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/my-space');
    await page.reload();
    await center.getByRole('button', { name: 'New Ticket' }).click();
    expect(await form.getByLabel('Subject').inputValue()).toBe('Lost my reward');
    expect(await form.getByLabel('Category').inputValue()).toBe('billing');
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'I found the plaque but got nothing.',
    );

    // Sent: the next ticket starts empty, after a reload too.
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await center.getByText('Lost my reward').waitFor();

    // A reply being written comes back too, when the ticket is opened again after a reload.
    const conversation = page.getByRole('dialog', { name: /Lost my reward/ });
    await center.getByRole('button', { name: /Lost my reward/ }).click();
    await conversation.getByLabel('Your reply').fill('It was the plaque by the station.');
    await page.reload();
    await center.getByRole('button', { name: /Lost my reward/ }).click();
    expect(await conversation.getByLabel('Your reply').inputValue()).toBe(
      'It was the plaque by the station.',
    );
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    // In the conversation, not the box, which still holds it for a moment after the send.
    await conversation
      .getByRole('list', { name: 'Conversation' })
      .getByText('It was the plaque by the station.', { exact: true })
      .waitFor();
    await expect.poll(() => conversation.getByLabel('Your reply').inputValue()).toBe('');
    await page.reload();
    await center.getByRole('button', { name: 'New Ticket' }).click();
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    // Signing out forgets a ticket left unsent: the phone may be someone else's next.
    await form.getByLabel('Subject').fill('Private matter');
    await form.getByRole('button', { name: 'Close' }).first().click();
    await logout(page, credentials.nickname);
    expect(
      await page.evaluate(
        'Object.keys(localStorage).filter((key) => key.startsWith("underprint-support-text/"))',
      ),
    ).toEqual([]);
  });

  it('puts the unread dot on the My tab when the app comes back to the foreground, no reload', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const origin = { Origin: new URL(e2e.baseURL).origin };
    const created = await user.page.request.post('/api/support/tickets', {
      headers: origin,
      data: { subject: 'Where is my reward?', category: 'billing', message: 'It never came.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await user.page.goto('/');
    await user.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await user.page.waitForLoadState('networkidle');
    expect(await user.page.getByTestId('unread-dot').count()).toBe(0);

    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    const reply = await admin.page.request.post(`/api/support/tickets/${id}/messages`, {
      headers: origin,
      data: { message: 'It is on its way.' },
    });
    expect(reply.status(), await reply.text()).toBe(201);

    // The user switches back to the app's tab: the browser says the page is visible again.
    await user.page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await user.page.getByTestId('unread-dot').waitFor();
    await user.page.getByRole('link', { name: /My.*\(unread support reply\)/ }).waitFor();
  });

  it('shows a ticket closed in the meantime as closed when a reply to it is refused', async () => {
    const user = await e2e.newUserContext();
    await signUpThroughApi(user, e2e.baseURL);
    const origin = { Origin: new URL(e2e.baseURL).origin };
    const created = await user.page.request.post('/api/support/tickets', {
      headers: origin,
      data: { subject: 'Closed meanwhile', category: 'general', message: 'Hello?' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await user.page.goto('/my-space');
    const center = user.page.getByRole('region', { name: 'Support Center' });
    await center.getByRole('button', { name: /Closed meanwhile/ }).click();
    const conversation = user.page.getByRole('dialog');
    await conversation.getByLabel('Your reply').fill('Any news?');

    // The office closes the ticket while the user's dialog is open.
    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    const closed = await admin.page.request.patch(`/api/support/tickets/${id}/status`, {
      headers: origin,
      data: { status: 'closed' },
    });
    expect(closed.status(), await closed.text()).toBe(200);

    user.allowConsoleErrors(failedResource(409, `/api/support/tickets/${id}/messages`));
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expectToast(user.page, 'Error', 'This ticket is closed and accepts no more replies.', {
      destructive: true,
    });
    // The dialog now says what the server said: closed, and no reply box to try again in.
    await conversation.getByText('This ticket is closed.').waitFor();
    expect(await conversation.getByRole('button', { name: 'Send' }).count()).toBe(0);
    // What the user wrote is not lost with the box: it stays on screen, to copy.
    await conversation
      .getByText('Your reply was not sent. Here it is, to copy into a new ticket:')
      .waitFor();
    await conversation.getByText('Any news?', { exact: true }).waitFor();
  });

  it('withdraws a message three users report from nearby; the admin restores it in the office', async () => {
    const description = `Old clock tower ${Date.now().toString(36)}`;
    const creator = await e2e.newRequestContext();
    await registerThroughApi(creator, e2e.baseURL);
    const { id: photoId } = await hideMessageThroughApi(creator, e2e.baseURL, PRINTED_TEXT, {
      latitude: REPORTED_PLACE.latitude,
      longitude: REPORTED_PLACE.longitude,
      hiddenMessage: 'Reported, then restored',
      publicDescription: description,
    });

    // The first report through the message's details on Home.
    const watcher = await e2e.newUserContext({ geolocation: REPORTED_PLACE });
    await registerThroughApi(watcher.page.request, e2e.baseURL);
    await watcher.page.goto('/');
    const card = nearbyCard(watcher.page, description);
    await card.getByRole('button', { name: 'View photo' }).click();
    const details = watcher.page.getByRole('dialog');
    await details.getByRole('button', { name: 'Report this message' }).click();
    await details.getByRole('radio', { name: 'Spam' }).check();
    await details.getByLabel('Comment (optional)').fill('Looks like an advert');
    await details.getByRole('button', { name: 'Send Report' }).click();
    await expectToast(watcher.page, 'Report Sent', 'Thank you. Our team will review this message.');
    await details.getByText('Thank you: your report was sent.').waitFor();

    // Two more users report it; the third report withdraws it at once.
    for (const withheld of [false, true]) {
      const reporter = await e2e.newRequestContext();
      await registerThroughApi(reporter, e2e.baseURL);
      const response = await reporter.post(`/api/photos/${photoId}/report`, {
        headers: { Origin: new URL(e2e.baseURL).origin },
        data: { reason: 'offensive' },
      });
      expect(response.status(), await response.text()).toBe(201);
      expect(await response.json()).toEqual({ withheld });
    }
    await watcher.page.reload();
    await watcher.page.getByText('No hidden messages nearby', { exact: true }).waitFor();
    expect(await card.count()).toBe(0);

    // The admin finds it withdrawn in the queue with its three reports, and restores it.
    const admin = await e2e.newUserContext();
    await login(admin.page, e2e.server.admin);
    await admin.page.goto('/office');
    await admin.page.getByRole('tab', { name: 'Moderation' }).click();
    const item = admin.page
      .getByRole('list', { name: 'Moderation queue' })
      .getByRole('listitem', { name: `Message #${photoId}`, exact: true });
    await item.getByText('Withdrawn pending review').waitFor();
    await expect
      .poll(() => item.getByRole('list', { name: 'Reports' }).getByRole('listitem').count())
      .toBe(3);
    await item.getByText('Looks like an advert').waitFor();
    await item.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectToast(admin.page, 'Decision Saved', 'Restore: done.');
    await item.waitFor({ state: 'detached' });

    await watcher.page.reload();
    await card.waitFor();
  });
});
