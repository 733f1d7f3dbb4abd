// A real OpenID Connect provider on localhost for the Google sign-in tests (issue 13): the
// `oidc-provider` package, a client registered like Underprint's Google client
// (client_secret_basic, PKCE), profiles the test sets, and plain login and consent pages of
// our own (the package's development pages load web fonts from the internet). Nothing reaches
// the internet.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'underprint-test-client';
export const TEST_CLIENT_SECRET = 'underprint-test-client-secret-0123456789';

export type TestProfile = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
};

export type TestOidcProvider = {
  issuer: string;
  port: number;
  /** What the provider says about whoever signs in with this login. */
  setProfile(login: string, profile: TestProfile): void;
  /** The environment that points the app's Google sign-in at this provider. */
  env(): Record<string, string>;
  close(): Promise<void>;
};

export async function startOidcProvider(options: {
  redirectUri: string;
  /** A port chosen in advance (the e2e server is told the issuer before this starts). */
  port?: number;
}): Promise<TestOidcProvider> {
  const profiles = new Map<string, TestProfile>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name'],
    },
    // The ID token carries the claims, as Google's does (no userinfo call needed).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...(profiles.get(sub) ?? {}) }),
    }),
    cookies: { keys: ['underprint-test-provider-cookie-key'] },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  });
  const handle = provider.callback();
  const interactions = interactionPages(provider);
  server.on('request', (request, response) => {
    void interactions(request, response).then((handled) => {
      if (!handled) void handle(request, response);
    });
  });

  return {
    issuer,
    port,
    setProfile: (login, profile) => profiles.set(login, profile),
    env: () => ({
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The login and consent pages: a form each, and a Cancel link that refuses. */
function interactionPages(provider: Provider) {
  // The empty icon keeps the browser from asking for /favicon.ico, which this provider does not
  // have (its 404 is a console error the browser tests would fail on).
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<link rel="icon" href="data:,"></head>` +
    `<body><h1>${title}</h1>${body}</body></html>`;

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const match = /^\/interaction\/([\w-]+)(\/(login|consent|abort))?$/.exec(
      new URL(request.url ?? '/', 'http://provider.invalid').pathname,
    );
    if (!match) return false;
    const [, uid, , action] = match;
    const details = await provider.interactionDetails(request, response);
    if (!action && request.method === 'GET') {
      const cancel = `<p><a href="/interaction/${uid}/abort">Cancel</a></p>`;
      const html =
        details.prompt.name === 'login'
          ? page(
              'Test provider sign-in',
              `<form method="post" action="/interaction/${uid}/login">` +
                '<label>Login <input name="login" required></label>' +
                '<label>Password <input name="password" type="password" required></label>' +
                `<button type="submit">Sign in</button></form>${cancel}`,
            )
          : page(
              'Allow Underprint?',
              `<p>Underprint asks for your name and email.</p>` +
                `<form method="post" action="/interaction/${uid}/consent">` +
                `<button type="submit">Allow</button></form>${cancel}`,
            );
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return true;
    }
    if (action === 'abort') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return true;
    }
    if (action === 'login' && request.method === 'POST') {
      const login = new URLSearchParams(await readBody(request)).get('login') ?? '';
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (action === 'consent' && request.method === 'POST') {
      const { prompt, params, session, grantId } = details;
      const grant = grantId
        ? await provider.Grant.find(grantId)
        : new provider.Grant({
            accountId: session!.accountId,
            clientId: params.client_id as string,
          });
      const missingScope = prompt.details.missingOIDCScope as string[] | undefined;
      const missingClaims = prompt.details.missingOIDCClaims as string[] | undefined;
      if (missingScope) grant!.addOIDCScope(missingScope.join(' '));
      if (missingClaims) grant!.addOIDCClaims(missingClaims);
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant!.save() } },
        { mergeWithLastSubmission: true },
      );
      return true;
    }
    return false;
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A person at the provider's pages, over plain HTTP with a cookie jar: follows the
 * authorization URL, signs in with `login`, consents (or cancels), and returns the URL the
 * provider sends the browser back to (the app's callback with its code, or its error).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let step = 0; step < 12; step++) {
    let response: Response;
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (interaction && options.cancel) {
      response = await send(new URL(`${url.pathname}/abort`, origin));
    } else if (interaction) {
      const page = await (await send(url)).text();
      response = page.includes('name="login"')
        ? await send(new URL(`${url.pathname}/login`, origin), form({ login, password: 'any' }))
        : await send(new URL(`${url.pathname}/consent`, origin), form({}));
    } else {
      response = await send(url);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url.href} (${response.status})`);
    url = new URL(location, url);
    if (url.origin !== origin) return url;
  }
  throw new Error('the provider never sent the browser back');
}
