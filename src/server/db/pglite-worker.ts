import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread (decision 029). PGlite is PostgreSQL compiled to WebAssembly: a
 * query runs on the thread that owns it, and queries chained on promises starve the event
 * loop's timers and sockets (bench:pglite-worker: a 4.4 s stall at 10 in flight). Here a worker
 * thread owns it (pglite-thread.ts) and this proxy offers drizzle's PGlite driver the part of
 * PGlite it uses: `query` (its type parsers are identities, re-applied there), `exec`,
 * `transaction` (held open on the worker while the callback's statements arrive), plus the
 * app's `walk` (pglite-walk.ts), `dumpDataDir` and `close`. Rows come back structured-cloned,
 * a walk's as PostgreSQL's reply bytes, moved, decoded on this side.
 */
export type Request = { id: number; txId?: number } & (
  | {
      type: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      rawTypes: number[];
    }
  | { type: 'exec'; sql: string }
  | {
      type: 'walk';
      settings: readonly string[];
      statement: { name: string; text: string };
      params: unknown[];
    }
  | { type: 'begin' }
  | { type: 'end'; commit: boolean }
  | { type: 'dump' }
  | { type: 'close' }
);
type Body = Request extends infer R ? (R extends Request ? Omit<R, 'id' | 'txId'> : never) : never;
export type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** What drizzle's PGlite session calls on its client, and on a transaction's. */
export type PgliteProxy = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** pglite-walk.ts's walk, run in the worker: one message; its reply undecoded (walkedRows). */
  walk(
    settings: readonly string[],
    statement: { name: string; text: string },
    params: unknown[],
  ): Promise<Uint8Array>;
  dumpDataDir(compression?: 'none'): Promise<Blob>;
  close(): Promise<void>;
};

const threadUrl = new URL('./pglite-thread.ts', import.meta.url).href;

/** As for the OCR workers (ocr-pool.ts): tsx registered first, then the .ts entry imported. */
function bootstrap(): string {
  // createRequire rather than import.meta.resolve, which vitest's module runner lacks.
  const tsxApiUrl = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  return `import(${JSON.stringify(tsxApiUrl)})
  .then(({ register }) => { register(); return import(${JSON.stringify(threadUrl)}); })`;
}

export async function startPgliteWorker(dataDir: string): Promise<PgliteProxy> {
  const worker = new Worker(bootstrap(), { eval: true, workerData: { dataDir } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error)
      pending?.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else pending?.resolve(reply.result);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  let closing = false;
  worker.on('error', fail);
  worker.on('exit', (code) => {
    const error = new Error(`the PGlite worker exited (${code})`);
    fail(error);
    // Without its database the server can only fail every request: crash instead, so the
    // process is restarted on the data already on disk, as after a kill -9.
    if (!closing) {
      setImmediate(() => {
        throw error;
      });
    }
  });

  function send<T>(body: Body, txId?: number): { id: number; reply: Promise<T> } {
    const id = nextId++;
    const reply = new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting.set(id, { resolve: resolve, reject });
      worker.postMessage({ ...body, id, txId });
    });
    return { id, reply };
  }

  const client = (txId?: number) => ({
    query: <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      send<Results<T>>(
        {
          type: 'query',
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        },
        txId,
      ).reply,
    exec: (sql: string) => send<Array<Results>>({ type: 'exec', sql }, txId).reply,
  });

  await ready;
  return {
    ...client(),
    async transaction(callback) {
      const begin = send<void>({ type: 'begin' });
      await begin.reply;
      const tx = { ...client(begin.id), closed: false } as unknown as Transaction;
      let result;
      try {
        result = await callback(tx);
      } catch (error) {
        await send({ type: 'end', commit: false }, begin.id).reply;
        throw error;
      }
      await send({ type: 'end', commit: true }, begin.id).reply;
      return result;
    },
    walk: (settings, statement, params) =>
      send<Uint8Array>({ type: 'walk', settings, statement, params }).reply,
    dumpDataDir: () => send<Blob>({ type: 'dump' }).reply,
    async close() {
      closing = true;
      await send({ type: 'close' }).reply;
      await worker.terminate();
    },
  };
}
