import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { AuthService } from '@/server/modules/auth/auth.service';
import { SESSION_COOKIE, SESSION_TTL_MS } from '@/server/modules/auth/session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on /api, /shared and /hunt requests. */
    user: UserRow | null;
  }
}

export function registerSession(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // The share pages show a private message, or a hunt meant for one person, to its creator
    // and target only, so they need them.
    const { url } = request;
    if (!url.startsWith('/api/') && !url.startsWith('/shared/') && !url.startsWith('/hunt/')) {
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await auth.userForSession(token) : null;
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', say('server_sign_in'));
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', say('server_only_administrator_do'));
  return user;
}
