import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@/shared/contract/wallet';
import { eurosToCents } from '@/shared/rules/money';
import { route } from '@/server/lib/route';
import type { PaymentsService } from './payments.service';

export async function paymentsRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  route(app, paymentsApi.createPaymentIntent, ({ user, body }) =>
    payments.createIntent(user, eurosToCents(body.amount)),
  );
  route(app, paymentsApi.confirmPayment, ({ user, body }) =>
    payments.confirm(user, body.paymentIntentId),
  );
  route(app, paymentsApi.accountStatus, ({ user }) => payments.accountStatus(user));
  route(app, paymentsApi.connectAccount, ({ user }) => payments.connectAccount(user));
  route(app, paymentsApi.onboardingLink, ({ user }) => payments.onboardingLink(user));
  route(app, paymentsApi.withdraw, ({ user, body }) =>
    payments.withdraw(
      user,
      eurosToCents(body.amount),
      body.requestId ?? randomBytes(16).toString('hex'),
    ),
  );
  route(app, paymentsApi.webhook, ({ rawBody, request }) => {
    const signature = request.headers['stripe-signature'];
    return payments.webhook(rawBody, typeof signature === 'string' ? signature : undefined);
  });
}
