import type { FastifyInstance } from 'fastify';
import { sandboxApi } from '@/shared/contract/wallet';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { route } from '@/server/lib/route';
import type { SandboxProvider } from '@/server/providers/payments/sandbox-provider';

/** The sandbox provider's own calls, standing in for what Stripe.js and Stripe's pages do. */
export async function sandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: SandboxProvider },
) {
  route(app, sandboxApi.confirmCard, async ({ user, params, body }) => {
    const result = await sandbox.confirmWithCard(params.id, user.id, body);
    if (!result) throw new AppError('NOT_FOUND', say('server_payment_does_exist'));
    return result;
  });

  route(app, sandboxApi.completeOnboarding, async ({ user, params, body }) => {
    if (!(await sandbox.completeOnboarding(params.id, user.id, body?.bankAccount))) {
      throw new AppError('NOT_FOUND', say('server_account_does_exist'));
    }
    return { payoutsEnabled: true as const };
  });
}
