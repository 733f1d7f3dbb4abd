// Money in a test user's wallet, paid the way the app pays: a top-up intent, the sandbox
// provider's card confirmation (Stripe's 4242 test card), then the server's own confirmation.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Tops up the page's signed-in user by `euros` (1 to 500) through the sandbox provider.
 * `origin` is the app's, by default the page's own (a page that has not opened the app yet
 * must be told).
 */
export async function topUpThroughApi(
  page: Page,
  euros: number,
  origin = new URL(page.url()).origin,
): Promise<void> {
  // State changes must name the app's origin (CSRF check).
  const headers = { Origin: origin };
  const intent = await page.request.post('/api/stripe/create-payment-intent', {
    headers,
    data: { amount: euros },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };

  const card = await page.request.post(`/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    headers,
    data: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(card.status(), await card.text()).toBe(200);
  expect(((await card.json()) as { status: string }).status).toBe('succeeded');

  const confirmed = await page.request.post('/api/stripe/confirm-payment', {
    headers,
    data: { paymentIntentId },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
