import type { FastifyInstance } from 'fastify';
import { sandboxApi } from '@/shared/contract/wallet';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { route } from '@/server/lib/route';
import type { SandboxProvider } from '@/server/providers/payments/sandbox-provider';
import type { PaymentsService } from './payments.service';

/** The sandbox provider's own calls, standing in for what Stripe.js and Stripe's pages do. */
export async function sandboxRoutes(
  app: FastifyInstance,
  {
    sandbox,
    payments,
  }: {
    sandbox: SandboxProvider;
    payments: Pick<PaymentsService, 'paymentSucceeded'>;
  },
) {
  route(app, sandboxApi.confirmCard, async ({ user, params, body }) => {
    const result = await sandbox.confirmWithCard(params.id, user.id, body);
    if (!result) throw new AppError('NOT_FOUND', say('server_payment_does_exist'));
    // Stripe tells the server by its webhook that a payment succeeded; the sandbox has none, so
    // it credits here, as the webhook would. A client that never confirms (a reload, a lost
    // connection after the card went through) was otherwise never credited.
    if (result.status === 'succeeded') await payments.paymentSucceeded(params.id);
    return result;
  });

  route(app, sandboxApi.completeOnboarding, async ({ user, params, body }) => {
    if (!(await sandbox.completeOnboarding(params.id, user.id, body?.bankAccount))) {
      throw new AppError('NOT_FOUND', say('server_account_does_exist'));
    }
    return { payoutsEnabled: true as const };
  });
}
