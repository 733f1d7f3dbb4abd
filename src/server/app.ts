import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthThrottle } from './modules/auth/throttle';
import {
  createFlowCookieCodec,
  createPendingAccountCodec,
} from './modules/auth/google-flow-cookie';
import { createGoogleSignIn } from './modules/auth/google-sign-in';
import { createOpenIdConnectClient } from './providers/openid-connect';
import { platformRoutes } from './modules/platform/platform.routes';
import { createPlatformService } from './modules/platform/platform.service';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerRouteList } from './plugins/route-list';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerCompression } from './plugins/compression';
import { registerWebApp } from './plugins/web-app';
import { registerMultipart } from './plugins/multipart-form';
import { photosRoutes } from './modules/photos/photos.routes';
import { createPhotosService } from './modules/photos/photos.service';
import { shareRoutes } from './modules/share/share.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createDiskBlobStore, type BlobStore } from './providers/blob-store';
import { createGazetteer, type Gazetteer } from './providers/gazetteer';
import type { OcrEngine } from './providers/ocr/ocr-engine';
import { createOcrPool } from './providers/ocr/ocr-pool';
import { createPhotoAnalyzer } from './modules/photos/photo-analyzer';
import { scanRoutes } from './modules/scan/scan.routes';
import { createAnalysisTokens } from './modules/scan/analysis-token';
import { createFairUse } from './modules/scan/fair-use';
import { createPositionCheck } from './modules/scan/honest-position';
import { createScanService } from './modules/scan/scan.service';
import { startAnalysisJob } from './jobs/analysis-job';
import { startPurgeJob } from './jobs/purge-job';
import {
  releaseDueRewards,
  startRewardReleaseJob,
  type ReleaseOutcome,
} from './jobs/reward-release-job';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { sandboxRoutes } from './modules/payments/sandbox.routes';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { createSandboxProvider, type SandboxProvider } from './providers/payments/sandbox-provider';
import { createStripeProvider } from './providers/payments/stripe-provider';
import { createWalletService } from './modules/wallet/wallet.service';
import { createAuditService } from './modules/audit/audit.service';
import { debugRoutes } from './modules/debug/debug.routes';
import { createDebugService } from './modules/debug/debug.service';
import { officeRoutes } from './modules/office/office.routes';
import { createOfficeService } from './modules/office/office.service';
import { createModerationService } from './modules/photos/moderation.service';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { createHuntDraftsService } from './modules/hunts/hunt-drafts.service';
import { huntsRoutes } from './modules/hunts/hunts.routes';
import { createHuntsService } from './modules/hunts/hunts.service';
import { claimStep } from './modules/hunts/step-claim';
import { createStepExplainer } from './modules/hunts/step-miss';

export type AppDeps = {
  database: Database;
  blobs?: BlobStore;
  gazetteer?: Gazetteer;
  /** Payments; by default the one PAYMENTS_PROVIDER names. */
  paymentProvider?: PaymentProvider;
  /** The OCR engine; by default a worker pool started on first use. */
  ocr?: OcrEngine;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app around a migrated database; tests call it with their own config. */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  registerRouteList(app);

  // Responses finished during shutdown close their keep-alive socket, so close() need not
  // wait for clients to hang up (in-flight requests still complete).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and multipart change state (ARCHITECTURE §2.7): drop the default text parser.
  app.removeContentTypeParser('text/plain');

  registerErrorHandlers(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerCompression(app);
  await registerMultipart(app);

  const users = createUsersService({ db: database.db });
  const auth = createAuthService({
    db: database.db,
    clock,
    throttle: createAuthThrottle({ db: database.db, clock, limit: config.authRateLimit }),
    registration: {
      limit: config.registerRateLimit,
      proofBits: config.registerProofBits,
      secret: config.analysisTokenSecret,
    },
    users,
    log: app.log,
    admin: { nickname: config.adminNickname, password: config.adminPassword },
  });
  await auth.ensureAdmin();
  registerSession(app, auth);

  const wallet = createWalletService({
    db: database.db,
    clock,
    rewardHoldDays: config.rewardHoldDays,
  });
  const sandbox = createSandboxProvider({ db: database.db, clock, publicUrl: config.publicUrl });
  await app.register(platformRoutes, {
    platform: createPlatformService({ db: database.db, config, users, wallet }),
  });
  await app.register(walletRoutes, { wallet });
  await app.register(authRoutes, {
    auth,
    config,
    clock,
    google: config.google && {
      signIn: createGoogleSignIn({
        db: database.db,
        clock,
        client: createOpenIdConnectClient(config.google),
        users,
        startSession: auth.startSession,
        adminNickname: config.adminNickname,
      }),
      cookies: createFlowCookieCodec(config.google.clientSecret),
      pending: createPendingAccountCodec(config.google.clientSecret),
    },
  });

  const db = database.db;
  const blobs = deps.blobs ?? createDiskBlobStore(path.join(config.dataDir, 'blobs'));
  // Models load on the first recognition, not at start: most requests never need them.
  let ocr: Promise<OcrEngine> | undefined = deps.ocr ? Promise.resolve(deps.ocr) : undefined;
  const getOcr = () => (ocr ??= createOcrPool({ size: config.ocrWorkers }));
  app.addHook('onClose', async () => {
    if (ocr && !deps.ocr) await (await ocr).close();
  });
  const analyzer = createPhotoAnalyzer(getOcr);
  const fairUse = createFairUse({ db, clock, limits: config.fairUse });
  const photos = createPhotosService({
    db,
    blobs,
    gazetteer: deps.gazetteer ?? createGazetteer(),
    users,
    analyzer,
    wallet,
    countAnalysis: fairUse.analysis,
    // Hunts sit above photos: My Space's statistics ask them through this closure.
    huntStats: (userId) => hunts.counts(userId),
    huntTitles: (ids) => hunts.titles(ids),
  });
  const tokens = createAnalysisTokens({ secret: config.analysisTokenSecret, clock });
  const scan = createScanService({
    db,
    analyzer,
    wallet,
    tokens,
    fairUse,
    positions: createPositionCheck({ db, clock }),
    claimStep,
    explainStep: createStepExplainer({ db, clock }),
  });
  const hunts = createHuntsService({
    db,
    clock,
    photos,
    wallet,
    blobs,
    publicUrl: config.publicUrl,
  });
  const moderation = createModerationService({ db, wallet });
  await app.register(usersRoutes, { users });
  await app.register(photosRoutes, { photos, moderation });
  await app.register(scanRoutes, { scan });
  const drafts = createHuntDraftsService({ db, blobs, countSave: fairUse.draftSave });
  await app.register(huntsRoutes, { hunts, drafts });
  const audit = createAuditService({ db });
  const support = createSupportService({ db, audit });
  const account = createAccountService({
    db,
    clock,
    auth,
    users,
    wallet,
    photos,
    moderation,
    scan,
    hunts,
    drafts,
    support,
  });
  await app.register(accountRoutes, { account });
  const purgeJob = startPurgeJob({ account, log: app.log });
  app.addHook('preClose', () => purgeJob.stop());
  // Tests run the daily purge at once instead of waiting a day.
  app.decorate('purge', () => account.purge());
  const payments = createPaymentsService({
    db,
    provider: deps.paymentProvider ?? paymentProviderFor(config, sandbox),
    wallet,
    publicUrl: config.publicUrl,
  });
  await app.register(paymentsRoutes, { payments });
  const releaseJob = startRewardReleaseJob({ wallet, payments, log: app.log });
  app.addHook('preClose', () => releaseJob.stop());
  // Tests release due rewards at once instead of waiting for the next run.
  app.decorate('releaseRewards', () => releaseDueRewards({ wallet, payments }));
  if (config.paymentsProvider === 'sandbox' && !deps.paymentProvider) {
    await app.register(sandboxRoutes, { sandbox });
  }
  const analysisJob = startAnalysisJob({ photos, log: app.log });
  app.addHook('preClose', () => analysisJob.stop());
  // Tests read waiting photos at once instead of waiting for the next minute.
  app.decorate('readWaitingPhotos', () => analysisJob.trigger());
  await app.register(supportRoutes, { support });
  const office = createOfficeService({ db, users, wallet, moderation, support, audit });
  await app.register(officeRoutes, { office, support, audit });
  await app.register(debugRoutes, { debug: createDebugService({ db, auth, audit }) });
  await app.register(shareRoutes, {
    photos,
    hunts,
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
  });

  await registerWebApp(app, config.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the daily purge now (decision 021). */
    purge: () => Promise<{ accounts: number }>;
    /** Runs the reward release job now (decision 012). */
    releaseRewards: () => Promise<ReleaseOutcome>;
    /** Runs the analysis job now: waiting photos read, public copies made (decision 014). */
    readWaitingPhotos: () => Promise<void>;
  }
}

function paymentProviderFor(config: Config, sandbox: SandboxProvider): PaymentProvider {
  if (config.paymentsProvider === 'sandbox' || !config.stripe) return sandbox;
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : undefined;
  return createStripeProvider({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    publishableKey: config.stripe.publishableKey,
    apiBase: base
      ? {
          host: base.hostname,
          port: Number(base.port),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : undefined,
  });
}
