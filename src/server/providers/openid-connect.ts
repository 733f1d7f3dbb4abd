import * as oidc from 'openid-client';

/** What one sign-in must remember between the redirect and the callback (kept in a cookie). */
export type FlowChecks = { state: string; nonce: string; codeVerifier: string };

/** What the verified ID token says about the person. */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  /** Only when the provider says it verified it. */
  email: string | null;
  /** For a nickname: the name, the given name, or the email's local part. */
  displayName: string | null;
};

/**
 * Why a sign-in failed, in terms a person can be told: they refused, the answer did not
 * belong to the sign-in we started (state, nonce, a forged or replayed callback), or the
 * provider could not be reached.
 */
export type OidcFailure = 'denied' | 'mismatch' | 'unavailable';
export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}

export type OpenIdConnectClient = {
  /**
   * The provider's authorization URL and the checks the callback must match. `reauthenticate`
   * asks the provider to make the person sign in again, whatever session it holds
   * (prompt=login, max_age=0).
   */
  start(options?: { reauthenticate?: boolean }): Promise<{ url: URL; checks: FlowChecks }>;
  /**
   * Exchanges the code and verifies the ID token (issuer, audience, nonce, signature, expiry);
   * with `maxAgeSeconds`, also that the person signed in at the provider within that many
   * seconds (the ID token's auth_time).
   */
  finish(
    callbackUrl: URL,
    checks: FlowChecks,
    options?: { maxAgeSeconds?: number },
  ): Promise<VerifiedIdentity>;
};

export type OpenIdConnectOptions = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Milliseconds before a call to the provider counts as unanswered. */
  timeoutMs?: number;
};

/**
 * An OpenID Connect client on openid-client (authorization-code flow, PKCE S256, state and
 * nonce, client_secret_basic). The provider's discovery document is read on the first sign-in
 * and kept; a failed read is forgotten so the next sign-in tries again.
 */
export function createOpenIdConnectClient(options: OpenIdConnectOptions): OpenIdConnectClient {
  const issuer = new URL(options.issuerUrl);
  const timeout = Math.ceil((options.timeoutMs ?? 10_000) / 1000);
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        issuer,
        options.clientId,
        { redirect_uris: [options.redirectUri], response_types: ['code'] },
        oidc.ClientSecretBasic(options.clientSecret),
        {
          timeout,
          // Config accepts http:// only for a loopback issuer (config.ts).
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new OidcError('unavailable', 'The sign-in provider did not answer.', {
          cause: error,
        });
      });
    return discovered;
  }

  return {
    async start(startOptions = {}) {
      const config = await configuration();
      const checks: FlowChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        ...(startOptions.reauthenticate ? { prompt: 'login', max_age: '0' } : {}),
      });
      return { url, checks };
    },

    async finish(callbackUrl, checks, finishOptions = {}) {
      const refused = callbackUrl.searchParams.get('error');
      if (refused) {
        throw new OidcError(
          refused === 'access_denied' ? 'denied' : 'mismatch',
          `The provider answered ${refused}.`,
        );
      }
      const config = await configuration();
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
          ...(finishOptions.maxAgeSeconds === undefined
            ? {}
            : { maxAge: finishOptions.maxAgeSeconds }),
        });
      } catch (error) {
        throw classify(error);
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcError('mismatch', 'The provider sent no ID token.');
      const email =
        typeof claims.email === 'string' && claims.email_verified === true
          ? claims.email.toLowerCase()
          : null;
      const displayName =
        [claims.name, claims.given_name, email?.split('@')[0]].find(
          (value): value is string => typeof value === 'string' && value.trim() !== '',
        ) ?? null;
      return { issuer: claims.iss, subject: claims.sub, email, displayName };
    },
  };
}

/** A network failure or a 5xx is the provider's silence; anything else is a mismatch. */
function classify(error: unknown): OidcError {
  if (error instanceof OidcError) return error;
  const unreachable =
    error instanceof TypeError || // fetch failed: refused, reset, DNS
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    (error instanceof oidc.ResponseBodyError && error.status >= 500) ||
    (error instanceof Error &&
      'cause' in error &&
      error.cause instanceof Error &&
      (error.cause.name === 'TimeoutError' || error.cause instanceof TypeError));
  return new OidcError(
    unreachable ? 'unavailable' : 'mismatch',
    error instanceof Error ? error.message : 'The sign-in failed.',
    { cause: error },
  );
}
