import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginOptions,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { replySerializerCompiler } from './lib/reply-serializer';
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
import { frameworkError, registerErrorHandlers } from './plugins/error-handler';
import { registerRouteList } from './plugins/route-list';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerCompression } from './plugins/compression';
import { registerWebApp } from './plugins/web-app';
import { registerMultipart } from './plugins/multipart-form';
import { photosRoutes } from './modules/photos/photos.routes';
import { uploadsRoutes } from './modules/photos/uploads.routes';
import { createUploadsService } from './modules/photos/uploads.service';
import { createPhotosService } from './modules/photos/photos.service';
import { shareRoutes } from './modules/share/share.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import type { BlobStore } from './providers/blob-store';
import { blobStoreFromConfig } from './providers/blob-store-from-config';
import { createGazetteer, type Gazetteer } from './providers/gazetteer';
import type { OcrEngine } from './providers/ocr/ocr-engine';
import { createOcrPool, OcrBusyError } from './providers/ocr/ocr-pool';
import { createPhotoAnalyzer, type PhotoAnalyzer } from './modules/photos/photo-analyzer';
import { scanRoutes } from './modules/scan/scan.routes';
import { createAnalysisTokens } from './modules/scan/analysis-token';
import { createFairUse } from './modules/scan/fair-use';
import { createPositionCheck } from './modules/scan/honest-position';
import { createScanReplays } from './modules/scan/scan-replays';
import { createScanService } from './modules/scan/scan.service';
import { readWaitingPhotos } from './jobs/analysis-job';
import { jobsOff, type JobQueue } from './jobs/job-queue';
import { sweepOrphanFiles, type SweepOutcome } from './jobs/orphan-sweep';
import { releaseDueRewards, type ReleaseOutcome } from './jobs/reward-release-job';
import { createMetrics, type Metrics } from './lib/metrics';
import { ping } from './modules/platform/platform.repository';
import {
  DEFAULT_PRESSURE,
  registerObservability,
  type PressureLimits,
} from './plugins/observability';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, type SettleOutcome } from './modules/payments/payments.service';
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
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService, type PushRunOutcome } from './modules/push/push.service';
import { createWebPushSender } from './providers/web-push-sender';
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
  /**
   * The durable job queue (jobs/pg-boss-queue.ts), which serve.ts starts on the app's database.
   * Absent, the process asks for no background work and runs none (benches, API tests that run
   * the jobs themselves through `readWaitingPhotos`, `releaseRewards`, `purge`, `sweepOrphans`).
   */
  jobs?: JobQueue;
  metrics?: Metrics;
  /** When requests are refused with 503 for an overloaded event loop. */
  pressure?: PressureLimits;
};

/**
 * Builds the app around a migrated database: its services, then what this process's ROLE
 * serves of them (ARCHITECTURE §7): the HTTP API (all, web) and the background jobs (all,
 * worker). Every role answers /api/health, /api/health/ready and /metrics. Tests call it with
 * their own config.
 */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const clock = deps.clock ?? systemClock;
  const jobs = deps.jobs ?? jobsOff;
  const metrics = deps.metrics ?? createMetrics();
  const servesHttp = config.role !== 'worker';
  const runsJobs = config.role !== 'web';
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // A URL Fastify cannot decode is refused before any route: with our one error body, said.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkError(error);
      void (reply as FastifyReply).code(status).send(body);
    },
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
  app.setSerializerCompiler(replySerializerCompiler);
  // Only JSON and multipart change state (ARCHITECTURE §2.7): drop the default text parser.
  app.removeContentTypeParser('text/plain');

  registerErrorHandlers(app);
  const blobs = deps.blobs ?? blobStoreFromConfig(config);
  await registerObservability(app, {
    metrics,
    metricsToken: config.metricsToken,
    pressure: deps.pressure ?? {
      ...DEFAULT_PRESSURE,
      maxEventLoopDelay: config.overloadLoopDelayMs,
    },
    async ready() {
      await ping(database.db);
      await blobs.check();
    },
  });
  metrics.watch({ jobs: () => jobs.depth(), pool: database.poolUse });
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerCompression(app);
  await registerMultipart(app);
  /** An API module's routes, served by the roles that serve HTTP (a worker has none). */
  async function http<O extends FastifyPluginOptions>(
    plugin: (app: FastifyInstance, options: O) => Promise<void>,
    options: O,
  ) {
    if (servesHttp) await app.register(plugin, options);
  }

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
    platform: createPlatformService({ config, users, wallet }),
  });
  await http(walletRoutes, { wallet });
  await http(authRoutes, {
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
  // Models load on the first recognition, not at start: most requests never need them.
  let ocr: Promise<OcrEngine> | undefined = deps.ocr
    ? Promise.resolve(metrics.instrumentOcr(deps.ocr))
    : undefined;
  const getOcr = () =>
    (ocr ??= createOcrPool({ size: config.ocrWorkers }).then((engine) =>
      metrics.instrumentOcr(engine),
    ));
  app.addHook('preClose', async () => {
    if (ocr) (await ocr).stopTaking?.();
  });
  app.addHook('onClose', async () => {
    if (ocr && !deps.ocr) await (await ocr).close();
  });
  const analyzer = createPhotoAnalyzer(getOcr);
  // A web process reads the photos people wait on (scans, /api/analyze) but leaves a new
  // message's photo to the workers: it is saved unread and the analysis job reads it.
  const creationAnalyzer: PhotoAnalyzer =
    config.role === 'web'
      ? { ...analyzer, analyze: () => Promise.reject(new OcrBusyError()) }
      : analyzer;
  const readLater = () => {
    // Two seconds: the row that needs reading commits meanwhile.
    jobs.send('read-waiting-photos', { delaySeconds: 2 }).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not queue the analysis job; its schedule will');
    });
  };
  const fairUse = createFairUse({ db, clock, limits: config.fairUse });
  const photos = createPhotosService({
    db,
    blobs,
    gazetteer: deps.gazetteer ?? createGazetteer(),
    users,
    analyzer: creationAnalyzer,
    stepAnalyzer: analyzer,
    readLater,
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
    replays: createScanReplays({ db, clock }),
    clock,
    claimStep,
    explainStep: createStepExplainer({ db, clock }),
  });
  const uploads = createUploadsService({
    db,
    blobs,
    clock,
    analyzer,
    command: photos.messageCommand,
    countAnalysis: fairUse.analysis,
  });
  const hunts = createHuntsService({
    db,
    clock,
    photos,
    uploads,
    wallet,
    blobs,
    publicUrl: config.publicUrl,
  });
  const moderation = createModerationService({ db, wallet });
  await http(usersRoutes, { users });
  await http(photosRoutes, { photos, moderation });
  await http(uploadsRoutes, { uploads });
  await http(scanRoutes, { scan });
  const drafts = createHuntDraftsService({ db, blobs, countSave: fairUse.draftSave });
  await http(huntsRoutes, { hunts, drafts });
  const audit = createAuditService({ db });
  const support = createSupportService({ db, audit });
  const activity = createActivityService({ db, clock, photos, wallet, support, hunts });
  await http(activityRoutes, { activity });
  const push = createPushService({
    db,
    clock,
    config: config.push,
    activity,
    send: config.push ? createWebPushSender(config.push) : undefined,
  });
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
    uploads,
    push,
  });
  await http(accountRoutes, { account });
  // Tests run the daily purge at once instead of waiting a day.
  app.decorate('purge', () => account.purge());
  app.decorate('purgeUploads', () => uploads.purgeExpired());
  const payments = createPaymentsService({
    db,
    provider: deps.paymentProvider ?? paymentProviderFor(config, sandbox),
    wallet,
    publicUrl: config.publicUrl,
  });
  await http(paymentsRoutes, { payments });
  // Tests settle lost withdrawals at once instead of waiting for the next run.
  app.decorate('settleWithdrawals', () => payments.settleLostWithdrawals());
  // Tests release due rewards at once instead of waiting for the next run.
  app.decorate('releaseRewards', () => releaseDueRewards({ wallet, payments }));
  if (config.paymentsProvider === 'sandbox' && !deps.paymentProvider) {
    await http(sandboxRoutes, { sandbox, payments });
  }
  // Tests read waiting photos at once instead of waiting for the job.
  app.decorate('readWaitingPhotos', () => readWaitingPhotos({ photos, log: app.log }));
  const sweepOrphans = () => sweepOrphanFiles({ db, blobs, graceMs: config.orphanGraceMs });
  app.decorate('sweepOrphans', sweepOrphans);
  await http(supportRoutes, { support });
  await http(pushRoutes, { push });
  // Tests push new activity at once instead of waiting for the next run (decision 032).
  app.decorate('sendPush', () => push.sendDue());
  const office = createOfficeService({ db, users, wallet, moderation, support, audit });
  await http(officeRoutes, { office, support, audit });
  await http(debugRoutes, { debug: createDebugService({ db, auth, audit }) });
  await http(shareRoutes, {
    photos,
    hunts,
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
  });

  if (servesHttp) await registerWebApp(app, config.webRoot);

  if (runsJobs) {
    await jobs.work('read-waiting-photos', ({ requestId, signal }) =>
      readWaitingPhotos(
        { photos, log: requestId ? app.log.child({ requestId }) : app.log },
        signal,
      ),
    );
    await jobs.work('settle-withdrawals', async () => {
      const outcome = await payments.settleLostWithdrawals();
      if (outcome.paid + outcome.returned > 0) app.log.info(outcome, 'settled lost withdrawals');
      if (outcome.unknown > 0) app.log.warn(outcome, 'withdrawals still without an answer');
    });
    await jobs.work('release-rewards', async () => {
      const outcome = await releaseDueRewards({ wallet, payments });
      if (outcome.released + outcome.review > 0) app.log.info(outcome, 'settled due rewards');
    });
    await jobs.work('purge', async () => {
      const { accounts } = await account.purge();
      if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
    });
    await jobs.work('purge-uploads', async () => {
      const { uploads: purged } = await uploads.purgeExpired();
      if (purged > 0) app.log.info({ uploads: purged }, 'purged expired uploads');
    });
    // Scheduled like every job; with push off a run returns at once, reading nothing.
    await jobs.work('send-push', async ({ signal }) => {
      const outcome = await push.sendDue(signal);
      if (outcome.sent + outcome.gone + outcome.refused + outcome.failed > 0) {
        app.log.info(outcome, 'pushed new activity');
      }
    });
    await jobs.work('sweep-orphan-files', async () => {
      const outcome = await sweepOrphans();
      if (outcome.removed > 0) app.log.info(outcome, 'removed files no row points to');
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the daily purge now (decision 021). */
    purge: () => Promise<{ accounts: number }>;
    /** Runs the hourly purge of expired uploads now (issue 20). */
    purgeUploads: () => Promise<{ uploads: number }>;
    /** Runs the settle-withdrawals job now (decision 003). */
    settleWithdrawals: () => Promise<SettleOutcome>;
    /** Runs the reward release job now (decision 012). */
    releaseRewards: () => Promise<ReleaseOutcome>;
    /** Runs the analysis job now: waiting photos read, public copies made (decision 014). */
    readWaitingPhotos: () => Promise<void>;
    /** Runs the Web Push job now (decision 032). */
    sendPush: () => Promise<PushRunOutcome>;
    /** Runs the orphan-file sweep now, with the configured grace period. */
    sweepOrphans: () => Promise<SweepOutcome>;
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
