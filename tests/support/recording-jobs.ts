import { currentRequestId } from '@/server/lib/request-context';
import type { JobContext, JobHandler, JobName, JobQueue } from '@/server/jobs/job-queue';

/**
 * A job queue that keeps what the app asks of it: the runs it sends (with the request that
 * sent each) and the handlers it registers, which a test runs itself with `run`.
 */
export function createRecordingJobs() {
  const sent: Array<{ name: JobName; delaySeconds: number; context: JobContext }> = [];
  const handlers = new Map<JobName, JobHandler>();
  const queue: JobQueue & {
    sent: typeof sent;
    handlers: typeof handlers;
    run(name: JobName): Promise<void>;
  } = {
    sent,
    handlers,
    send(name, { delaySeconds = 0, context } = {}) {
      sent.push({ name, delaySeconds, context: context ?? { requestId: currentRequestId() } });
      return Promise.resolve();
    },
    work(name, handler) {
      handlers.set(name, handler);
      return Promise.resolve();
    },
    depth: () =>
      Promise.resolve([{ name: 'read-waiting-photos', queued: 3, active: 1, oldestSeconds: 42 }]),
    stop: () => Promise.resolve(),
    async run(name) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no handler for ${name}`);
      await handler({});
    },
  };
  return queue;
}
