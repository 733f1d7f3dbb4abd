import type { FastifyInstance } from 'fastify';
import { authApi } from '@/shared/contract/auth';
import type { Config } from '@/server/config';
import { AppError } from '@/server/errors';
import { route } from '@/server/lib/route';
import { clearSessionCookie, setSessionCookie } from '@/server/plugins/session';
import { presentCurrentUser } from './auth.presenter';
import type { AuthService } from './auth.service';
import { SESSION_COOKIE } from './session-tokens';

export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  route(app, authApi.currentUser, ({ user }) => presentCurrentUser(user));

  route(app, authApi.register, async ({ body, request, reply }) => {
    const { user, token } = await auth.register(body, request.ip);
    setSessionCookie(reply, config, token);
    return presentCurrentUser(user);
  });

  route(app, authApi.login, async ({ body, request, reply }) => {
    const { user, token } = await auth.login(body, request.ip);
    setSessionCookie(reply, config, token);
    return presentCurrentUser(user);
  });

  route(app, authApi.logout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.logout(token);
    clearSessionCookie(reply);
    return reply.redirect('/login');
  });

  route(app, authApi.checkUser, async ({ body, request }) => {
    await auth.checkUser(body, request.ip);
    return { ok: true as const };
  });

  route(app, authApi.resetPassword, async ({ body, request }) => {
    await auth.resetPassword(body, request.ip);
    return { ok: true as const };
  });

  route(app, authApi.google, () => {
    // Google sign-in is offered only when configured; the OAuth flow itself is not built yet.
    throw new AppError('NOT_FOUND', 'Google sign-in is not available.');
  });
}
