import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/contract/common';
import { sandboxConfirmBodySchema, sandboxConfirmSchema } from '@/shared/contract/wallet';
import { AppError } from '@/server/errors';
import { requireUser } from '@/server/plugins/session';
import type { SandboxProvider } from '@/server/providers/payments/sandbox-provider';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const intentParams = z.object({ id: z.string().min(1).max(100) });

/** The sandbox provider's own calls, standing in for what Stripe.js and Stripe's pages do. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.post(
    '/api/sandbox/payment-intents/:id/confirm',
    {
      schema: {
        params: intentParams,
        body: sandboxConfirmBodySchema,
        response: { 200: sandboxConfirmSchema, ...errors },
      },
    },
    async (request) => {
      const result = await sandbox.confirmWithCard(
        request.params.id,
        requireUser(request).id,
        request.body,
      );
      if (!result) throw new AppError('NOT_FOUND', 'This payment does not exist.');
      return result;
    },
  );

  app.post(
    '/api/sandbox/accounts/:id/complete-onboarding',
    {
      schema: {
        params: intentParams,
        response: { 200: z.object({ payoutsEnabled: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      if (!(await sandbox.completeOnboarding(request.params.id, requireUser(request).id))) {
        throw new AppError('NOT_FOUND', 'This account does not exist.');
      }
      return { payoutsEnabled: true as const };
    },
  );
};
