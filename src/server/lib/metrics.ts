import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from '@prometheus-io/client';
import type { QueueDepth } from '@/server/jobs/job-queue';
import type { OcrEngine } from '@/server/providers/ocr/ocr-engine';

/** Connections of a database pool: in use, idle, and callers waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

export type MetricsSources = {
  jobs?: () => Promise<QueueDepth[]>;
  pool?: () => PoolUse;
};

/**
 * The process's metrics in one registry of one client library (@prometheus-io/client, once
 * prom-client; two libraries keep two registries and one's metrics silently go missing). The
 * runtime's own (event-loop lag, heap, GC) come with `collectDefaultMetrics`; the rest are the
 * app's: requests, OCR, jobs, the database pool. Read at GET /metrics (plugins/metrics-route.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const sources: MetricsSources = {};

  const requests = new Histogram({
    name: 'underprint_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its pattern, not the URL) and status, with durations',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ocrSeconds = new Histogram({
    name: 'underprint_ocr_photo_seconds',
    help: 'Time from asking the OCR pool to read a photo until it answered (waiting included)',
    buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  let ocrInFlight = 0;
  new Gauge({
    name: 'underprint_ocr_queue_depth',
    help: "Photos waiting for or being read by this process's OCR pool",
    registers: [registry],
    collect() {
      this.set(ocrInFlight);
    },
  });
  const ocrRefused = new Counter({
    name: 'underprint_ocr_refused_total',
    help: 'Photos the OCR pool refused because it was full',
    registers: [registry],
  });
  new Gauge({
    name: 'underprint_job_queue_depth',
    help: 'Background job runs by job and state (queued: waiting; active: claimed by a worker)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await sources.jobs?.()) ?? []) {
        this.set({ job: queue.name, state: 'queued' }, queue.queued);
        this.set({ job: queue.name, state: 'active' }, queue.active);
      }
    },
  });
  new Gauge({
    name: 'underprint_job_queue_oldest_seconds',
    help: 'Seconds the oldest due run of each job has waited (0 when none waits)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of (await sources.jobs?.()) ?? []) {
        this.set({ job: queue.name }, queue.oldestSeconds ?? 0);
      }
    },
  });
  new Gauge({
    name: 'underprint_db_pool_connections',
    help: "The database pool's connections (total, idle) and callers waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = sources.pool?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    registry,
    /** Where the gauges read the job queue and the pool; set once they exist. */
    watch(more: MetricsSources) {
      Object.assign(sources, more);
    },
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    /** The engine, counting the photos in it and timing each. */
    instrumentOcr(engine: OcrEngine): OcrEngine {
      return {
        close: () => engine.close(),
        stopTaking: () => engine.stopTaking?.(),
        async recognize(image, requester, options) {
          ocrInFlight += 1;
          const stop = ocrSeconds.startTimer();
          try {
            const result = await engine.recognize(image, requester, options);
            stop();
            return result;
          } catch (error) {
            if ((error as Error).name === 'OcrBusyError') ocrRefused.inc();
            throw error;
          } finally {
            ocrInFlight -= 1;
          }
        },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
