import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

// Read once at start (ARCHITECTURE §1 "Configuration"); nothing else reads process.env.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  ADMIN_NICKNAME: z.string().trim().min(1).max(32).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(256).optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Shown to the browser for Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Tests only: a local stand-in for Stripe's API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  /** Google sign-in (OpenID Connect): both or neither. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Whose discovery document is read; http:// only on a loopback address (tests, trials). */
  GOOGLE_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine(isSecureOrLoopback, 'must be https://, or http:// on 127.0.0.1 or localhost')
    .default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed attempts per IP or nickname per 15 minutes before auth calls answer 429. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Mean event-loop delay (ms) over which the API answers 503 (decision 033); 0 never does. */
  OVERLOAD_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  REGISTER_PROOF_BITS: z.coerce.number().int().min(1).max(24).default(14),
  /** Fair use (decision 011): photos read (/api/analyze) per user per minute and per day. */
  ANALYSES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ANALYSES_PER_DAY: z.coerce.number().int().min(1).default(500),
  /** Fair use: scans (/api/scan and /api/scan/global together) per user per minute and per day. */
  SCANS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SCANS_PER_DAY: z.coerce.number().int().min(1).default(500),
  /** Fair use: hunt draft saves per user per minute and per day (decision 024). */
  DRAFT_SAVES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  DRAFT_SAVES_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** OCR worker threads; each holds the models (~150 MB) and keeps one core busy while reading. */
  OCR_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Signs the analysis tokens scans must carry. Unset: a random one per process (tokens live 10
   * minutes, so a restart only asks for a new photo); set it when several processes serve.
   */
  ANALYSIS_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Days a money reward stays pending before it can be withdrawn (decision 012); 0 pays it into
   * the withdrawable balance at once. Digits only: '0x10' or '7.5' is refused, not guessed.
   */
  REWARD_HOLD_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number of days from 0 to 365')
    .transform(Number)
    .pipe(z.number().max(365, 'must be a whole number of days from 0 to 365'))
    .default(7),
  /**
   * The map's tiles (issue 21): a template with {z}, {x} and {y} (and {s} for a subdomain), or
   * `none` for a map of markers and circles alone. OpenStreetMap's when unset.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => value === 'none' || isTileTemplate(value),
      'must be an http(s) URL template with {z}, {x} and {y}, or none',
    )
    .optional(),
  /** Credit shown on the map for its tiles; OpenStreetMap's with OpenStreetMap's tiles. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  /** Set when a reverse proxy in front sets X-Forwarded-For, so rate limits see client IPs. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * What this process does (ARCHITECTURE §7): all (HTTP and jobs, one process, the default),
   * web (HTTP only) or worker (jobs and background OCR only). web and worker need DATABASE_URL.
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** Where photos, thumbnails and PDFs live: DATA_DIR/blobs, or an S3-compatible bucket. */
  BLOB_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), as MinIO, Garage and s3rver want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Minutes a stored file no row points to is kept before the sweep removes it. */
  ORPHAN_FILE_GRACE_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Bearer token for GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Web Push (decision 032): on only when both VAPID keys are set (`npx web-push
   * generate-vapid-keys`), base64url as that prints them.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((value) => base64UrlBytes(value) === 65, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((value) => base64UrlBytes(value) === 32, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /**
   * The push services the server will POST to (comma-separated host names; `*.` for any
   * subdomain): a subscription's endpoint is a URL the browser gives, so no other is taken.
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$|^\[::1\]$/, 'must be host names'))
        .min(1, 'must name at least one host'),
    )
    .optional(),
  /** Tests only: http:// push endpoints on a loopback address (a local stand-in). */
  PUSH_ALLOW_HTTP_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The push services of Chrome, Firefox, Safari and Edge. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Web Push's sender, when configured (decision 032). */
export type PushConfig = {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Host names, or `*.domain` for its subdomains. */
  endpointHosts: string[];
  /** Tests only: http:// endpoints on loopback. */
  allowHttpLoopback: boolean;
};

/** OpenStreetMap's standard tiles and the credit their usage policy asks for. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The map's tile source, or null for no tiles (MAP_TILE_URL=none). */
export type MapTiles = { url: string; attribution: string } | null;

export type Role = 'all' | 'web' | 'worker';

export type BlobStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** Per-user limits on reading photos, on scans (decision 011) and on draft saves (023). */
export type FairUseLimits = {
  analyses: { perMinute: number; perDay: number };
  scans: { perMinute: number; perDay: number };
  draftSaves: { perMinute: number; perDay: number };
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * The origins state-changing calls may come from: PUBLIC_URL's, and when PUBLIC_URL is unset
   * the loopback names of the same port too, so a first `npm start` opened as 127.0.0.1 works.
   */
  allowedOrigins: string[];
  adminNickname: string;
  adminPassword: string | undefined;
  paymentsProvider: 'sandbox' | 'stripe';
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        publishableKey: string | null;
        apiBase: string | undefined;
      }
    | undefined;
  google:
    | {
        clientId: string;
        clientSecret: string;
        issuerUrl: string;
        /** PUBLIC_URL + /api/auth/google/callback, registered with the provider. */
        redirectUri: string;
      }
    | undefined;
  logLevel: string;
  /** The overload limit: mean event-loop delay in ms over which the API answers 503. */
  overloadLoopDelayMs: number;
  authRateLimit: number;
  registerRateLimit: number;
  registerProofBits: number;
  fairUse: FairUseLimits;
  trustProxy: boolean;
  ocrWorkers: number | undefined;
  analysisTokenSecret: string;
  /** Days a money reward waits as pending before it can be withdrawn; 0 pays at once. */
  rewardHoldDays: number;
  mapTiles: MapTiles;
  /** Where the built web app is; absent in API tests. */
  webRoot: string;
  role: Role;
  blobStore: BlobStoreConfig;
  /** How old a file no row points to must be before the sweep removes it. */
  orphanGraceMs: number;
  /** How long SIGTERM waits for requests under way before the process exits anyway. */
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  /** Web Push; undefined (off) unless both VAPID keys are set. */
  push: PushConfig | undefined;
};

export class ConfigError extends Error {}

/** An issuer must be https://, except on this machine, whatever NODE_ENV says (issue 13). */
function isSecureOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** How many bytes a base64url string holds, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+=*$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

function isTileTemplate(value: string): boolean {
  if (!/^https?:\/\/[^/?#]+/.test(value)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

/** Empty strings count as unset, as in most process managers' env files. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (e.ROLE !== 'all' && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: ROLE=${e.ROLE} needs DATABASE_URL: several processes must share one PostgreSQL (the embedded database is one process's alone)`,
    );
  }
  if (e.BLOB_STORE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: BLOB_STORE=s3 needs S3_BUCKET');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then reads its usual sources)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for Web Push, or neither (push is then off)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Only loopback names: a page on them is this machine's own, while a LAN or public name must
  // be the one PUBLIC_URL says (the Host header is the caller's to choose).
  const allowedOrigins = e.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    allowedOrigins,
    adminNickname: e.ADMIN_NICKNAME,
    adminPassword: e.ADMIN_PASSWORD,
    paymentsProvider: e.PAYMENTS_PROVIDER,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
            redirectUri: `${publicUrl}/api/auth/google/callback`,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    overloadLoopDelayMs: e.OVERLOAD_LOOP_DELAY_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    registerProofBits: e.REGISTER_PROOF_BITS,
    fairUse: {
      analyses: { perMinute: e.ANALYSES_PER_MINUTE, perDay: e.ANALYSES_PER_DAY },
      scans: { perMinute: e.SCANS_PER_MINUTE, perDay: e.SCANS_PER_DAY },
      draftSaves: { perMinute: e.DRAFT_SAVES_PER_MINUTE, perDay: e.DRAFT_SAVES_PER_DAY },
    },
    trustProxy: e.TRUST_PROXY,
    ocrWorkers: e.OCR_WORKERS,
    analysisTokenSecret: e.ANALYSIS_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    rewardHoldDays: e.REWARD_HOLD_DAYS,
    mapTiles: mapTilesOf(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
    webRoot: path.resolve(cwd, 'dist/web'),
    role: e.ROLE,
    blobStore:
      e.BLOB_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk' },
    orphanGraceMs: e.ORPHAN_FILE_GRACE_MINUTES * 60_000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    push: pushConfigOf(e, publicUrl),
  };
}

function pushConfigOf(e: z.output<typeof envSchema>, publicUrl: string): PushConfig | undefined {
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) return undefined;
  const subject = e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : undefined);
  if (!subject) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_SUBJECT: Web Push needs VAPID_SUBJECT (mailto: or https://) when PUBLIC_URL is not https://',
    );
  }
  return {
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject,
    endpointHosts: e.PUSH_ENDPOINT_HOSTS ?? DEFAULT_PUSH_ENDPOINT_HOSTS,
    allowHttpLoopback: e.PUSH_ALLOW_HTTP_LOOPBACK,
  };
}

function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles {
  if (url === 'none') return null;
  if (!url || url === OSM_TILE_URL) {
    return { url: OSM_TILE_URL, attribution: attribution ?? OSM_ATTRIBUTION };
  }
  return { url, attribution: attribution ?? '' };
}

/**
 * The origin the CSP must let images come from for these tiles: a {s} subdomain becomes a
 * wildcard ('https://{s}.tile.example.org' → 'https://*.tile.example.org').
 */
export function tileOrigin(tiles: MapTiles): string | null {
  if (!tiles) return null;
  const origin = /^https?:\/\/[^/?#]+/.exec(tiles.url)?.[0];
  return origin ? origin.replace(/\{s\}/g, '*') : null;
}
