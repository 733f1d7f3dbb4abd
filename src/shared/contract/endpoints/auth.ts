import { routes } from '../endpoint';
import type { authShapes } from '../auth';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../auth';

export const authApi = routes<typeof authShapes>()({
  currentUser: {
    method: 'GET',
    path: '/api/auth/user',
    access: 'user',
    errors: [],
  },
  /**
   * Who is signed in, if anyone: the web app's first question on every visit. Unlike
   * /api/auth/user it answers a visitor without a session with `{ user: null }`, not a 401 that
   * the browser would log as an error on every signed-out page.
   */
  session: {
    method: 'GET',
    path: '/api/auth/session',
    access: 'public',
    errors: [],
  },
  /**
   * A proof of work for one registration from this address: more bits after a burst from it.
   * No state is kept until the solved challenge is spent.
   */
  registerChallenge: {
    method: 'GET',
    path: '/api/auth/register/challenge',
    access: 'public',
    errors: [],
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    errors: [403, 409, 429],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    errors: [401, 429],
  },
  /** A browser navigation (SPEC §7): ends the session and lands on /login. */
  logout: {
    method: 'GET',
    path: '/api/auth/logout',
    access: 'public',
    errors: [],
  },
  checkUser: {
    method: 'POST',
    path: '/api/auth/check-user',
    access: 'public',
    errors: [404, 429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    errors: [403, 404, 429],
  },
  /**
   * My Space: a new recovery code, shown once; the old one stops working. Confirmed with the
   * password, or a fresh Google re-auth for an account without one.
   */
  newRecoveryCode: {
    method: 'POST',
    path: '/api/auth/recovery-code',
    access: 'user',
    errors: [403, 429],
  },
  /** My Space: the account's signed-in browsers, this one first. */
  sessions: {
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'user',
    errors: [],
  },
  /** My Space: signs out every other browser; this one stays signed in. */
  endOtherSessions: {
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    access: 'user',
    errors: [],
  },
  /**
   * A browser navigation to the provider's sign-in page (decision 020); 404 while Google is
   * not configured. Failures land on /login?googleError=<reason>.
   */
  google: {
    method: 'GET',
    path: '/api/auth/google',
    access: 'public',
    errors: [404],
  },
  /** My Space: the same navigation, linking Google to the signed-in account. */
  googleLink: {
    method: 'GET',
    path: '/api/auth/google/link',
    access: 'user',
    errors: [404],
  },
  /**
   * My Space: sign in at Google again (prompt=login) to confirm a deletion or a new recovery
   * code; the session counts as confirmed for a few minutes. Back to /my-space.
   */
  googleReauth: {
    method: 'GET',
    path: '/api/auth/google/reauth',
    access: 'user',
    errors: [404],
  },
  /**
   * A first Google sign-in lands on /login?googleNew=1; this makes the account once the person
   * confirms they are 13 or older, and signs it in.
   */
  googleComplete: {
    method: 'POST',
    path: '/api/auth/google/complete',
    access: 'public',
    errors: [400, 403, 404, 409],
  },
  /** Where the provider sends the browser back: signs in (or links) and redirects. */
  googleCallback: {
    method: 'GET',
    path: '/api/auth/google/callback',
    access: 'public',
    errors: [404],
  },
  /** My Space: whether the account has a password and which Google account is linked. */
  account: {
    method: 'GET',
    path: '/api/auth/account',
    access: 'user',
    errors: [],
  },
});
