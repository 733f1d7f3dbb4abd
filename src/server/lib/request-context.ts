import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work runs for, without threading it through every service: a job
 * asked for during a request carries that request's id into the worker's logs.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
