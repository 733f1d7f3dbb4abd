import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@/shared/contract/auth';
import type { Config } from '@/server/config';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import { route } from '@/server/lib/route';
import { clearSessionCookie, setSessionCookie } from '@/server/plugins/session';
import { presentCurrentUser } from './auth.presenter';
import type { AuthService, SignInContext } from './auth.service';
import {
  GOOGLE_FLOW_COOKIE,
  GOOGLE_FLOW_COOKIE_PATH,
  GOOGLE_FLOW_TTL_MS,
  GOOGLE_NEW_ACCOUNT_COOKIE,
  type FlowCookieCodec,
  type PendingAccountCodec,
} from './google-flow-cookie';
import { GoogleSignInError, type GoogleSignIn, type GoogleStart } from './google-sign-in';
import { SESSION_COOKIE } from './session-tokens';

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    config,
    clock,
    google,
  }: {
    auth: AuthService;
    config: Config;
    clock: Clock;
    /** Absent while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset. */
    google:
      { signIn: GoogleSignIn; cookies: FlowCookieCodec; pending: PendingAccountCodec } | undefined;
  },
) {
  route(app, authApi.currentUser, ({ user }) => presentCurrentUser(user));
  route(app, authApi.session, ({ user }) => ({ user: user ? presentCurrentUser(user) : null }));

  route(app, authApi.registerChallenge, ({ request }) => auth.registrationChallenge(request.ip));

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
    // A GET (SPEC 2), so any site could link here and sign a visitor out: the browser says
    // where the request came from, and one from another site goes home still signed in. The
    // app's own button is same-origin; an address typed in says 'none'; other clients say nothing.
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return reply.redirect('/');
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

  route(app, authApi.newRecoveryCode, async ({ user, body, request }) => ({
    recoveryCode: await auth.renewRecoveryCode(user, body.password, sessionTokenOf(request)),
  }));

  route(app, authApi.sessions, async ({ user, request }) => ({
    sessions: await auth.listSessions(user, sessionTokenOf(request)),
  }));

  route(app, authApi.endOtherSessions, async ({ user, request }) => ({
    ended: await auth.endOtherSessions(user, sessionTokenOf(request)),
  }));

  route(app, authApi.account, ({ user }) => auth.accountMethods(user));

  const notConfigured = () => new AppError('NOT_FOUND', say('server_google_sign_available'));

  route(app, authApi.google, async ({ query, reply }) => {
    if (!google) throw notConfigured();
    return startGoogle(reply, { kind: 'signIn', deviceId: query.deviceId ?? null }, '/login');
  });

  route(app, authApi.googleLink, async ({ user, reply }) => {
    if (!google) throw notConfigured();
    return startGoogle(reply, { kind: 'link', user }, '/my-space');
  });

  route(app, authApi.googleReauth, async ({ user, query, reply }) => {
    if (!google) throw notConfigured();
    return startGoogle(reply, { kind: 'reauth', user, purpose: query.purpose }, '/my-space');
  });

  route(app, authApi.googleComplete, async ({ request, reply }) => {
    if (!google) throw notConfigured();
    const pending = google.pending.open(request.cookies[GOOGLE_NEW_ACCOUNT_COOKIE], clock.now());
    if (!pending) throw new AppError('BAD_REQUEST', say('server_google_sign_in_expired'));
    // Used once: a refusal (the device or the email taken meanwhile) means starting again.
    void reply.clearCookie(GOOGLE_NEW_ACCOUNT_COOKIE, { path: GOOGLE_FLOW_COOKIE_PATH });
    const { user, token } = await google.signIn.createAccount(pending, signInContext(request));
    setSessionCookie(reply, config, token);
    return presentCurrentUser(user);
  });

  route(app, authApi.googleCallback, async ({ request, reply, user }) => {
    if (!google || !config.google) throw notConfigured();
    const flow = google.cookies.open(request.cookies[GOOGLE_FLOW_COOKIE], clock.now());
    // Used once, whatever happens: a replayed callback finds no flow.
    void reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: GOOGLE_FLOW_COOKIE_PATH });
    const callbackUrl = new URL(config.google.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    try {
      const result = await google.signIn.finish(callbackUrl, flow, user, signInContext(request));
      switch (result.kind) {
        case 'linked':
          return reply.redirect('/my-space?googleLinked=1');
        case 'reauthenticated':
          await auth.markReauthenticated(sessionTokenOf(request));
          return reply.redirect(`/my-space?googleConfirmed=${result.purpose}`);
        case 'newAccount':
          setFlowScopedCookie(
            reply,
            GOOGLE_NEW_ACCOUNT_COOKIE,
            google.pending.seal(result.pending),
          );
          return reply.redirect('/login?googleNew=1');
        case 'signedIn':
          setSessionCookie(reply, config, result.token);
          return reply.redirect('/');
      }
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      request.log.info({ reason: error.reason, err: error.cause }, 'Google sign-in failed');
      const back = flow?.linkUserId != null || flow?.reauth ? '/my-space' : '/login';
      return reply.redirect(`${back}?googleError=${error.reason}`);
    }
  });

  /** The flow and the pending account: HttpOnly, seen by the Google routes only, 10 minutes. */
  function setFlowScopedCookie(reply: FastifyReply, name: string, value: string) {
    void reply.setCookie(name, value, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET, which carries it.
      sameSite: 'lax',
      path: GOOGLE_FLOW_COOKIE_PATH,
      secure: config.publicUrl.startsWith('https://'),
      maxAge: GOOGLE_FLOW_TTL_MS / 1000,
    });
  }

  async function startGoogle(reply: FastifyReply, mode: GoogleStart, onFailure: string) {
    try {
      const { url, flow } = await google!.signIn.start(mode);
      setFlowScopedCookie(reply, GOOGLE_FLOW_COOKIE, google!.cookies.seal(flow));
      return reply.redirect(url.href);
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      return reply.redirect(`${onFailure}?googleError=${error.reason}`);
    }
  }
}

function signInContext(request: FastifyRequest): SignInContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The signed-in request's own token (the route helper checked there is a session). */
function sessionTokenOf(request: FastifyRequest): string {
  return request.cookies[SESSION_COOKIE] ?? '';
}
