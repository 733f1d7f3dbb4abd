import type { FastifyInstance } from 'fastify';
import { accountApi } from '@/shared/contract/account';
import { route } from '@/server/lib/route';
import { SESSION_COOKIE } from '@/server/modules/auth/session-tokens';
import { clearSessionCookie } from '@/server/plugins/session';
import type { AccountService } from './account.service';

export async function accountRoutes(
  app: FastifyInstance,
  { account }: { account: AccountService },
) {
  route(app, accountApi.exportData, async ({ user, request, reply }) => {
    const day = new Date().toISOString().slice(0, 10);
    void reply.header(
      'Content-Disposition',
      `attachment; filename="underprint-data-${user.id}-${day}.zip"`,
    );
    return reply.send(await account.exportData(user, request.cookies[SESSION_COOKIE] ?? ''));
  });

  route(app, accountApi.deleteAccount, async ({ user, body, request, reply }) => {
    await account.remove(user, body, request.cookies[SESSION_COOKIE] ?? '');
    clearSessionCookie(reply);
    return { ok: true as const };
  });
}
