import { expect } from 'vitest';
import type { AccountStatus } from '@/shared/contract/wallet';
import { startStripeStandIn } from './stripe-stand-in';
import { createTestApp, type TestApp } from './test-app';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_underprint';

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** The app on the stripe provider, its real SDK pointed at a local stand-in. */
export async function createStripeTestApp(): Promise<{
  t: TestApp;
  stand: StripeStandIn;
  close: () => Promise<void>;
}> {
  const stand = await startStripeStandIn();
  const t = await createTestApp({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_underprint',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_underprint',
      STRIPE_API_BASE: stand.url,
    },
  });
  return {
    t,
    stand,
    close: async () => {
      await t.close();
      await stand.close();
    },
  };
}

/**
 * Gives the signed-in user a connected account and finishes its onboarding at the stand-in, as
 * the user would on Stripe's page; answers the account's status as the app then reports it.
 */
export async function connectPayoutAccount(t: TestApp, stand: StripeStandIn, cookie: string) {
  const connected = await t.call('POST', '/api/stripe/connect-account', { cookie });
  expect(connected.statusCode).toBe(200);
  const link = (await t.call('POST', '/api/stripe/onboarding-link', { cookie })).json<{
    url: string;
  }>();
  stand.enablePayouts(link.url.split('/').pop()!);
  return (await t.call('GET', '/api/stripe/account-status', { cookie })).json<AccountStatus>();
}
