import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@/shared/contract/auth';
import type { Config } from '@/server/config';
import { AppError } from '@/server/errors';
import { route } from '@/server/lib/route';
import { clearSessionCookie, setSessionCookie } from '@/server/plugins/session';
import { presentCurrentUser } from './auth.presenter';
import type { AuthService, SignInContext } from './auth.service';
import { SESSION_COOKIE } from './session-tokens';

export async function authRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  route(app, authApi.currentUser, ({ user }) => presentCurrentUser(user));

  route(app, authApi.register, async ({ body, request, reply }) => {
    const { user, token, recoveryCode } = await auth.register(body, signInContext(request));
    setSessionCookie(reply, config, token);
    return { ...presentCurrentUser(user), recoveryCode };
  });

  route(app, authApi.login, async ({ body, request, reply }) => {
    const { user, token } = await auth.login(body, signInContext(request));
    setSessionCookie(reply, config, token);
    return presentCurrentUser(user);
  });

  route(app, authApi.logout, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.logout(token);
    clearSessionCookie(reply);
    return reply.redirect('/login');
  });

  route(app, authApi.checkUser, ({ body, request }) => auth.checkUser(body, request.ip));

  route(app, authApi.resetPassword, async ({ body, request }) => {
    const { recoveryCode } = await auth.resetPassword(body, request.ip);
    return { ok: true as const, recoveryCode };
  });

  route(app, authApi.newRecoveryCode, async ({ user }) => ({
    recoveryCode: await auth.renewRecoveryCode(user),
  }));

  route(app, authApi.sessions, async ({ user, request }) => ({
    sessions: await auth.listSessions(user, sessionTokenOf(request)),
  }));

  route(app, authApi.endOtherSessions, async ({ user, request }) => ({
    ended: await auth.endOtherSessions(user, sessionTokenOf(request)),
  }));

  route(app, authApi.google, () => {
    // Google sign-in is offered only when configured; the OAuth flow itself is not built yet.
    throw new AppError('NOT_FOUND', 'Google sign-in is not available.');
  });
}

function signInContext(request: FastifyRequest): SignInContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The signed-in request's own token (the route helper checked there is a session). */
function sessionTokenOf(request: FastifyRequest): string {
  return request.cookies[SESSION_COOKIE] ?? '';
}
