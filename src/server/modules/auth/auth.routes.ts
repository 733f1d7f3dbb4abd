import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUserBodySchema,
  currentUserSchema,
  loginBodySchema,
  okSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@/shared/contract/auth';
import { errorBodySchema } from '@/shared/contract/common';
import type { Config } from '@/server/config';
import { AppError } from '@/server/errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '@/server/plugins/session';
import { presentCurrentUser } from './auth.presenter';
import type { AuthService } from './auth.service';
import { SESSION_COOKIE } from './session-tokens';

type Options = { auth: AuthService; config: Config };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, config }) => {
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  };

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: currentUserSchema, 401: errorBodySchema } } },
    async (request) => presentCurrentUser(requireUser(request)),
  );

  app.post(
    '/api/auth/register',
    { schema: { body: registerBodySchema, response: { 201: currentUserSchema, ...errors } } },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, request.ip);
      setSessionCookie(reply, config, token);
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginBodySchema, response: { 200: currentUserSchema, ...errors } } },
    async (request, reply) => {
      const { user, token } = await auth.login(request.body, request.ip);
      setSessionCookie(reply, config, token);
      return presentCurrentUser(user);
    },
  );

  // A browser navigation (SPEC §7): ends the session and lands on the sign-in screen.
  app.get('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.logout(token);
    clearSessionCookie(reply);
    return reply.redirect('/login');
  });

  app.post(
    '/api/auth/check-user',
    { schema: { body: checkUserBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await auth.checkUser(request.body, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return { ok: true as const };
    },
  );

  app.get('/api/auth/google', async () => {
    // Google sign-in is offered only when configured; the OAuth flow itself is not built yet.
    throw new AppError('NOT_FOUND', 'Google sign-in is not available.');
  });
};
