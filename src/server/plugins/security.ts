import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentsApi } from '@/shared/contract/wallet';
import { tileOrigin, type Config } from '@/server/config';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What helmet sets that only a document reads (or a worker, whose policy comes from its own
 * script's reply). On a script, style, image or font they are a kilobyte of dead weight per
 * request; nosniff and Cross-Origin-Resource-Policy, which do guard a subresource, stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Takes helmet's document headers off a reply that is a subresource (web-app.ts says which). */
export function dropDocumentHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}

/** Security headers (ARCHITECTURE §2.12) and the Origin check on state changes (§2.7). */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  // Stripe Elements runs Stripe's script and frames; the sandbox needs nothing from outside.
  const stripe = config.paymentsProvider === 'stripe';
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  // The map's tiles are images from their server (MAP_TILE_URL), when there are tiles.
  const tiles = tileOrigin(config.mapTiles);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScript],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripeFrames.length ? stripeFrames : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  const allowedOrigins = new Set(config.allowedOrigins);
  const warnedOrigins = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // The payment provider's webhook comes from its servers and is proven by its signature.
    if (request.url === paymentsApi.webhook.path) return;
    // Compared with PUBLIC_URL only: the Host header is the caller's to choose, so an origin
    // that merely matches it proves nothing.
    const origin = requestOrigin(request);
    if (origin === undefined || !allowedOrigins.has(origin)) {
      // An operator who opened the app under another name sees why every change fails.
      if (origin && sameHost(origin, request.headers.host) && !warnedOrigins.has(origin)) {
        warnedOrigins.add(origin);
        request.log.warn(
          `Changes from ${origin} are refused: set PUBLIC_URL to the address people open (now ${config.publicUrl}).`,
        );
      }
      throw new AppError('ORIGIN_MISMATCH', say('server_request_must_come_from'));
    }
  });

  // Replies under /api can carry secrets (hidden messages, session state, balances): no cache,
  // shared or private, may keep them. A route that knows better sets its own header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      void reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
