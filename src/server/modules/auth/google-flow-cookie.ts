import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReauthPurpose } from '@/shared/rules/google-sign-in';
import type { FlowChecks, VerifiedIdentity } from '@/server/providers/openid-connect';

export const GOOGLE_FLOW_COOKIE = 'underprint_oidc';
/** The verified Google identity waiting for its age confirmation before an account is made. */
export const GOOGLE_NEW_ACCOUNT_COOKIE = 'underprint_google_new';
/** Only the Google routes see them. */
export const GOOGLE_FLOW_COOKIE_PATH = '/api/auth/google';
/** Long enough to pick an account and consent, short enough to be useless when stolen later. */
export const GOOGLE_FLOW_TTL_MS = 10 * 60 * 1000;

/** One sign-in in progress: the checks, the device it started on, or the account linking. */
export type GoogleFlow = FlowChecks & {
  deviceId: string | null;
  /** Set when a signed-in user is linking Google from My Space. */
  linkUserId: number | null;
  /**
   * Set when a signed-in user confirms who they are by signing in at Google again (to delete
   * the account or make a recovery code); absent in cookies made before it existed.
   */
  reauth?: { userId: number; purpose: ReauthPurpose } | null;
  expiresAt: number;
};

/** A first Google sign-in that still needs the 13-or-older confirmation (decision 020). */
export type PendingGoogleAccount = VerifiedIdentity & {
  deviceId: string;
  /**
   * Its row in `google_pending_signups`, deleted when the account is made: the cookie makes
   * one account at most, even replayed after that account was deleted (issue 19). Absent in
   * cookies made before it existed, which are refused.
   */
  signupId?: string;
  expiresAt: number;
};

/**
 * Signs and reads a short-lived cookie: JSON, then an HMAC-SHA256 under a key derived from the
 * client secret and the cookie's purpose, which every process of the installation shares and
 * no browser knows (one kind of cookie can never pass for another). The cookies are HttpOnly
 * and SameSite=Lax; the signature stops anyone from swapping the device, the account being
 * linked or the identity waiting to become an account.
 */
function createSealedCookieCodec<T extends { expiresAt: number }>(
  clientSecret: string,
  purpose: string,
) {
  const key = createHmac('sha256', clientSecret).update(purpose).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    seal(value: T): string {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The value, or null when the cookie is missing, forged, or older than its TTL. */
    open(cookie: string | undefined, now: Date): T | null {
      if (!cookie) return null;
      const [payload, signature, ...rest] = cookie.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
        return value.expiresAt > now.getTime() ? value : null;
      } catch {
        return null;
      }
    },
  };
}

export function createFlowCookieCodec(clientSecret: string) {
  return createSealedCookieCodec<GoogleFlow>(clientSecret, 'underprint:google-flow-cookie');
}

export function createPendingAccountCodec(clientSecret: string) {
  return createSealedCookieCodec<PendingGoogleAccount>(
    clientSecret,
    'underprint:google-new-account-cookie',
  );
}

export type FlowCookieCodec = ReturnType<typeof createFlowCookieCodec>;
export type PendingAccountCodec = ReturnType<typeof createPendingAccountCodec>;
