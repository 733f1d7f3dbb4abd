import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/shared/contract/common';
import {
  pricingCheckBodySchema,
  pricingCheckSchema,
  scanPricingSchema,
  transactionsSchema,
  walletSchema,
} from '@/shared/contract/wallet';
import { eurosToCents } from '@/shared/rules/money';
import { requireUser } from '@/server/plugins/session';
import type { WalletService } from './wallet.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/api/wallet',
    { schema: { response: { 200: walletSchema, ...errors } } },
    async (request) => wallet.wallet(requireUser(request)),
  );

  app.get(
    '/api/wallet/transactions',
    { schema: { response: { 200: transactionsSchema, ...errors } } },
    async (request) => wallet.transactions(requireUser(request)),
  );

  app.get('/api/scan-pricing', { schema: { response: { 200: scanPricingSchema } } }, () =>
    wallet.pricing(),
  );

  app.post(
    '/api/scan-pricing/check',
    { schema: { body: pricingCheckBodySchema, response: { 200: pricingCheckSchema, ...errors } } },
    async (request) =>
      wallet.check(
        requireUser(request),
        request.body.requestedScans,
        eurosToCents(request.body.rewardAmount ?? 0),
      ),
  );
};
