import { createHash, timingSafeEqual } from 'node:crypto';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { platformApi } from '@/shared/contract/platform';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Metrics } from '@/server/lib/metrics';
import { runInRequest } from '@/server/lib/request-context';
import { route } from '@/server/lib/route';
import { errorBody } from './error-handler';

/** When the process counts as overloaded; tests lower them to provoke a 503. */
export type PressureLimits = {
  /** Milliseconds of mean event-loop delay over a sample; 0 checks nothing. */
  maxEventLoopDelay: number;
  /** Bytes of heap in use; 0 or absent checks nothing. */
  maxHeapUsedBytes?: number;
  /** How often they are sampled, in milliseconds. */
  sampleInterval?: number;
};

/**
 * A second of mean event-loop delay: requests then wait behind each other for longer than a
 * client waits, so a quick 503 serves them better. Event-loop utilisation is not a limit: on the
 * embedded database a loop busy 99 % of the time still answers in milliseconds.
 */
export const DEFAULT_PRESSURE: PressureLimits = { maxEventLoopDelay: 1_000 };
const RETRY_AFTER_SECONDS = 10;

/** Liveness and scrapes still answer under pressure: a busy process is not a dead one. */
const ALWAYS_ANSWERED = new Set<string>([platformApi.health.path, platformApi.metrics.path]);
/**
 * Only the API and the share pages (which query the database) are refused under pressure. The
 * app's files are read from disk, already compressed: a script chunk refused with a 503 left
 * a page that had loaded half-drawn (a browser test's My Space, with the machine overloaded),
 * where a slow file only makes it slow.
 */
const shed = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/shared/') || url.startsWith('/hunt/');

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Metrics of every request, the request id carried into what a request starts (jobs' logs),
 * 503 with Retry-After when the event loop is overloaded instead of queueing without bound,
 * readiness, and GET /metrics for the bearer of METRICS_TOKEN.
 */
export async function registerObservability(
  app: FastifyInstance,
  options: {
    metrics: Metrics;
    metricsToken: string | undefined;
    pressure: PressureLimits;
    /** Throws when this process cannot serve (its database or its blob store does not answer). */
    ready: () => Promise<void>;
  },
) {
  const { metrics } = options;
  // The handler runs inside done(): what it starts (a job's send) knows its request.
  app.addHook('preHandler', (request, _reply, done) => runInRequest(request.id, done));
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The first samples after a start measure the start itself (migrations, the models, the
  // queue's schema: the loop blocked for seconds), not load: refusals begin two samples after
  // the app is ready. A start once answered its first request 503 without this.
  let armed = false;
  app.addHook('onReady', async () => {
    setTimeout(() => (armed = true), 2 * (options.pressure.sampleInterval ?? 1_000)).unref();
  });
  await app.register(underPressure, {
    ...options.pressure,
    pressureHandler(request, reply, type, value) {
      // Returning nothing lets the request through, unless the reply was sent here.
      if (!armed || ALWAYS_ANSWERED.has(request.routeOptions.url ?? '') || !shed(request.url)) {
        return;
      }
      request.log.warn({ type, value }, 'overloaded: refused a request');
      void reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('OVERLOADED', say('server_busy_try_again')));
    },
  });

  route(app, platformApi.ready, async ({ request }) => {
    try {
      await options.ready();
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      throw new AppError('NOT_READY', say('server_ready_database_file_store'));
    }
    return { status: 'ok' as const };
  });

  route(app, platformApi.metrics, async ({ request, reply }) => {
    const expected = options.metricsToken;
    if (!expected) throw new AppError('NOT_FOUND', say('server_not_found'));
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, expected)) {
      throw new AppError('UNAUTHENTICATED', say('server_valid_metrics_token_required'));
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
