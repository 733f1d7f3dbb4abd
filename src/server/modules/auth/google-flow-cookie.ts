import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FlowChecks } from '@/server/providers/openid-connect';

export const GOOGLE_FLOW_COOKIE = 'underprint_oidc';
/** Only the Google routes see it. */
export const GOOGLE_FLOW_COOKIE_PATH = '/api/auth/google';
/** Long enough to pick an account and consent, short enough to be useless when stolen later. */
export const GOOGLE_FLOW_TTL_MS = 10 * 60 * 1000;

/** One sign-in in progress: the checks, the device it started on, or the account linking. */
export type GoogleFlow = FlowChecks & {
  deviceId: string | null;
  /** Set when a signed-in user is linking Google from My Space. */
  linkUserId: number | null;
  expiresAt: number;
};

/**
 * Signs and reads the flow cookie: JSON, then an HMAC-SHA256 under a key derived from the
 * client secret, which every process of the installation shares and no browser knows. The
 * cookie is HttpOnly and SameSite=Lax; the signature stops anyone from swapping the device or
 * the account being linked.
 */
export function createFlowCookieCodec(clientSecret: string) {
  const key = createHmac('sha256', clientSecret).update('underprint:google-flow-cookie').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    seal(flow: GoogleFlow): string {
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The flow, or null when the cookie is missing, forged, or older than its TTL. */
    open(cookie: string | undefined, now: Date): GoogleFlow | null {
      if (!cookie) return null;
      const [payload, signature, ...rest] = cookie.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GoogleFlow;
        return flow.expiresAt > now.getTime() ? flow : null;
      } catch {
        return null;
      }
    },
  };
}

export type FlowCookieCodec = ReturnType<typeof createFlowCookieCodec>;
