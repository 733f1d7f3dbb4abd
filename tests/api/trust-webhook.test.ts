import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 10, point 8: a signed webhook with an empty body answered 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_underprint',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_underprint',
    },
  });
});
afterAll(() => t.close());

describe('the payment webhook', () => {
  it('answers an empty body with 400, signed or not', async () => {
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: '',
      secret: 'whsec_test_underprint',
    });
    for (const headers of [
      { 'content-type': 'application/json', 'stripe-signature': signed },
      { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      { 'content-type': 'application/json' },
      {},
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers,
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/./);
    }
  });
});
