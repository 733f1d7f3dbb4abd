import { routes } from '../endpoint';
import type { walletShapes, paymentsShapes, sandboxShapes } from '../wallet';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../wallet';

export const walletApi = routes<typeof walletShapes>()({
  wallet: {
    method: 'GET',
    path: '/api/wallet',
    access: 'user',
    errors: [],
  },
  transactions: {
    method: 'GET',
    path: '/api/wallet/transactions',
    access: 'user',
    errors: [],
  },
  pricing: {
    method: 'GET',
    path: '/api/scan-pricing',
    access: 'public',
    errors: [],
  },
  /** The price of a discovery limit (and its reward escrow), by the function create charges with. */
  checkPricing: {
    method: 'POST',
    path: '/api/scan-pricing/check',
    access: 'user',
    errors: [],
  },
});

export const paymentsApi = routes<typeof paymentsShapes>()({
  createPaymentIntent: {
    method: 'POST',
    path: '/api/stripe/create-payment-intent',
    access: 'user',
    errors: [502],
  },
  /** The server asks the provider for the truth; a repeat answers alreadyProcessed. */
  confirmPayment: {
    method: 'POST',
    path: '/api/stripe/confirm-payment',
    access: 'user',
    errors: [402, 404, 409, 502],
  },
  accountStatus: {
    method: 'GET',
    path: '/api/stripe/account-status',
    access: 'user',
    errors: [502],
  },
  connectAccount: {
    method: 'POST',
    path: '/api/stripe/connect-account',
    access: 'user',
    errors: [502],
  },
  onboardingLink: {
    method: 'POST',
    path: '/api/stripe/onboarding-link',
    access: 'user',
    errors: [404, 409, 502],
  },
  withdraw: {
    method: 'POST',
    path: '/api/withdraw',
    access: 'user',
    errors: [402, 409, 502],
  },
  /** The provider calls this, not a browser: the signature over the raw body is the only proof. */
  webhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    errors: [400],
  },
});

/** The sandbox provider's own calls, standing in for what Stripe.js and Stripe's pages do. */
export const sandboxApi = routes<typeof sandboxShapes>()({
  confirmCard: {
    method: 'POST',
    path: '/api/sandbox/payment-intents/:id/confirm',
    access: 'user',
    errors: [404],
  },
  completeOnboarding: {
    method: 'POST',
    path: '/api/sandbox/accounts/:id/complete-onboarding',
    access: 'user',
    errors: [404],
  },
});
