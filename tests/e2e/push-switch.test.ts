// 'Notifications on this device' in My Space (decision 032): only when the server has VAPID
// keys and the browser has PushManager. No real push here: Chromium has no push service offline.
import webPush from 'web-push';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E, type E2E } from './support/harness';
import { signUpThroughApi } from './support/users';

async function openMySpace(e2e: E2E): Promise<Page> {
  const user = await e2e.newUserContext();
  await signUpThroughApi(user, e2e.baseURL);
  const config = user.page.waitForResponse((response) =>
    response.url().endsWith('/api/push/config'),
  );
  await user.page.goto('/my-space');
  await user.page.getByRole('heading', { name: 'My Space', exact: true }).waitFor();
  expect((await config).status()).toBe(200);
  await user.page.getByRole('region', { name: 'Activity' }).waitFor();
  return user.page;
}

describe('push off (no VAPID keys, the default)', () => {
  const e2e = useE2E();

  it('shows no switch', async () => {
    const page = await openMySpace(e2e);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByText('Notifications on this device').count()).toBe(0);
  });
});

describe('push on', () => {
  const vapid = webPush.generateVAPIDKeys();
  const e2e = useE2E({
    server: {
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:push-test@example.org',
      },
    },
  });

  it('shows the switch, off, under the activity list', async () => {
    const page = await openMySpace(e2e);
    const card = page.getByRole('region', { name: 'Notifications on this device' });
    const toggle = card.getByRole('switch', { name: 'Notifications on this device' });
    await toggle.waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  });
});
