import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Reply, Request } from './pglite-worker';
import { walkRows } from './pglite-walk';

// The worker thread that owns PGlite (pglite-worker.ts says why): it runs what the main thread
// asks, one PGlite as before, and answers with plain data.
const port = parentPort;
if (!port) throw new Error('pglite-thread.ts must run as a worker thread');

const { dataDir } = workerData as { dataDir: string };
const db = await PGlite.create(dataDir, { extensions: { pg_trgm, cube, earthdistance } });
// Without this the planner skips KNN index plans on PGlite (ARCHITECTURE §3).
await db.exec('SET random_page_cost = 1.1');

/** Open transactions: PGlite's callback stays pending until the main thread ends it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

const identity = (value: unknown) => value;

async function handle(request: Request): Promise<unknown> {
  const target = request.txId === undefined ? db : open.get(request.txId)?.tx;
  if (!target) throw new Error(`no open transaction ${request.txId}`);
  switch (request.type) {
    case 'query':
      // drizzle's parsers keep dates, intervals and numeric arrays as text: the same, here.
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.rawTypes.map((oid) => [oid, identity])),
      });
    case 'exec':
      return target.exec(request.sql);
    case 'walk':
      return walkRows(db, request.settings, request.statement, request.params);
    case 'begin':
      return new Promise<void>((started, failed) => {
        let began = false;
        db.transaction(
          (tx) =>
            new Promise<void>((committed, rolledBack) => {
              began = true;
              open.set(request.id, {
                tx,
                end: (commit) => (commit ? committed() : rolledBack(new Error('rollback'))),
              });
              started();
            }),
        ).then(
          () => settle(request.id, undefined),
          (error: unknown) =>
            began
              ? settle(request.id, error)
              : failed(error instanceof Error ? error : new Error(String(error))),
        );
      });
    case 'end': {
      const transaction = open.get(request.txId!);
      if (!transaction) throw new Error(`no open transaction ${request.txId}`);
      return new Promise((resolve, reject) => {
        ending.set(request.txId!, { resolve, reject, commit: request.commit });
        transaction.end(request.commit);
      });
    }
    case 'dump':
      return db.dumpDataDir('none');
    case 'close':
      return db.close();
  }
}

/** Transactions being ended: answered once PGlite has committed or rolled back. */
const ending = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (error: unknown) => void; commit: boolean }
>();
function settle(txId: number, error: unknown) {
  open.delete(txId);
  const waiting = ending.get(txId);
  ending.delete(txId);
  if (!waiting) return;
  // A rollback asked for is a success; a commit that failed is the caller's error.
  if (error && waiting.commit) waiting.reject(error);
  else waiting.resolve(undefined);
}

port.on('message', (request: Request) => {
  handle(request).then(
    // A walk's reply (protocol bytes) is moved to the main thread, not copied.
    (result) =>
      port.postMessage(
        { id: request.id, result } satisfies Reply,
        request.type === 'walk' && result instanceof Uint8Array
          ? [result.buffer as ArrayBuffer]
          : [],
      ),
    (error: unknown) => port.postMessage({ id: request.id, error: plain(error) } satisfies Reply),
  );
});
port.postMessage({ id: 0, result: 'ready' } satisfies Reply);

/** An error as data: PostgreSQL's fields (code, constraint, detail…) survive the crossing. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  }
  return fields;
}
