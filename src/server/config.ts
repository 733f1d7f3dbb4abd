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
  /** Set when a reverse proxy in front sets X-Forwarded-For, so rate limits see client IPs. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

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
  authRateLimit: number;
  registerRateLimit: number;
  registerProofBits: number;
  fairUse: FairUseLimits;
  trustProxy: boolean;
  ocrWorkers: number | undefined;
  analysisTokenSecret: string;
  /** Days a money reward waits as pending before it can be withdrawn; 0 pays at once. */
  rewardHoldDays: number;
  /** Where the built web app is; absent in API tests. */
  webRoot: string;
};

export class ConfigError extends Error {}

/** An issuer must be https://, except on this machine, whatever NODE_ENV says (issue 13). */
function isSecureOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
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
    webRoot: path.resolve(cwd, 'dist/web'),
  };
}
