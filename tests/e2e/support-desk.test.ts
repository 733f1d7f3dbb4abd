// The support desk end to end (issue 12): a user opens a billing ticket from My Space; the admin
// finds it in the office with the filters, starts it, replies and closes it; the user sees the
// unread dot, the reply highlighted and no reply box. /debug shows the device ids and a blocked
// test registration.
import { describe, expect, it } from 'vitest';
import { useE2E } from './support/harness';
import { expectToast } from './support/ui';
import { login, newCredentials, registerThroughForm } from './support/users';

const e2e = useE2E();

describe('support desk', () => {
  it('carries a billing ticket from My Space through the office and back', async () => {
    const user = await e2e.newUserContext();
    await registerThroughForm(user.page, newCredentials());
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
});
