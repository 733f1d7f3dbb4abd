import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/contract/common';
import {
  accountStatusSchema,
  confirmPaymentBodySchema,
  confirmPaymentSchema,
  connectAccountSchema,
  createPaymentIntentBodySchema,
  onboardingLinkSchema,
  paymentIntentSchema,
  withdrawBodySchema,
  withdrawSchema,
} from '@/shared/contract/wallet';
import { eurosToCents } from '@/shared/rules/money';
import { requireUser } from '@/server/plugins/session';
import type { PaymentsService } from './payments.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
};

export const WEBHOOK_PATH = '/api/stripe/webhook';

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/api/stripe/create-payment-intent',
    {
      schema: {
        body: createPaymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...errors },
      },
    },
    async (request) =>
      payments.createIntent(requireUser(request), eurosToCents(request.body.amount)),
  );

  app.post(
    '/api/stripe/confirm-payment',
    {
      schema: {
        body: confirmPaymentBodySchema,
        response: { 200: confirmPaymentSchema, ...errors },
      },
    },
    async (request) => payments.confirm(requireUser(request), request.body.paymentIntentId),
  );

  app.get(
    '/api/stripe/account-status',
    { schema: { response: { 200: accountStatusSchema, ...errors } } },
    async (request) => payments.accountStatus(requireUser(request)),
  );

  app.post(
    '/api/stripe/connect-account',
    { schema: { response: { 200: connectAccountSchema, ...errors } } },
    async (request) => payments.connectAccount(requireUser(request)),
  );

  app.post(
    '/api/stripe/onboarding-link',
    { schema: { response: { 200: onboardingLinkSchema, ...errors } } },
    async (request) => payments.onboardingLink(requireUser(request)),
  );

  app.post(
    '/api/withdraw',
    { schema: { body: withdrawBodySchema, response: { 200: withdrawSchema, ...errors } } },
    async (request) => {
      const { amount, requestId } = request.body;
      return payments.withdraw(
        requireUser(request),
        eurosToCents(amount),
        requestId ?? randomBytes(16).toString('hex'),
      );
    },
  );

  // The provider calls this, not a browser: the signature over the raw body is the only proof.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      WEBHOOK_PATH,
      {
        schema: {
          response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
        },
      },
      async (request) =>
        payments.webhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        ),
    );
  });
};
