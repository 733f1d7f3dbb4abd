import { ApiError } from '@/web/lib/api-client';

/** Where the phone stood when the photo was taken, with the fix's accuracy in metres. */
export type OutboxPosition = { latitude: number; longitude: number; accuracy: number };

/** A scan taken without signal: its photo (JPEG) and position; read by the server on arrival. */
export type QueuedScan = { kind: 'scan'; photo: Blob; position: OutboxPosition | null };

/**
 * A message created without signal: the form's request as the person submitted it, replayed
 * through the same call the form makes (model/queued-create.ts owns its shape).
 */
export type QueuedCreate = {
  kind: 'create';
  request: unknown;
  title: string;
  /** The person saw the server's warnings about its photo and chose to publish past them. */
  confirmed?: boolean;
};

export type QueuedItem = QueuedScan | QueuedCreate;

/**
 * One request kept on the phone until it can be sent (issue 21, decision 027). `id` is the
 * idempotency key every send carries, so a replay never discovers or charges twice. 'waiting'
 * entries are sent when the connection returns; 'refused' ones were answered no (the reason in
 * `note`) and wait for the person to delete them; 'sent' ones keep their outcome until
 * dismissed, without the photo.
 */
export type OutboxEntry = {
  id: string;
  /** Whose request this is: only their session sends it. */
  userId: number;
  /** When the photo was taken (ISO 8601): the server judges a scan as of then. */
  capturedAt: string;
  status: 'waiting' | 'refused' | 'sent';
  item: QueuedItem | null;
  kind: QueuedItem['kind'];
  attempts: number;
  /** Not sent again before this time (ms): the server asked to wait, or sending failed. */
  retryAt?: number;
  /** The outcome or the refusal, in the person's words. */
  note?: string;
  /** The messages a sent scan discovered. */
  found?: number;
  /** A create's title (its public description), kept after it is sent and its item dropped. */
  title?: string;
  /**
   * Refused only for warnings about its photo (a create): the person may publish past them
   * (`retry` with `confirm`), as the form lets them when it is online.
   */
  confirmable?: boolean;
};

/** What a sender says happened to one entry. */
export type SendOutcome =
  | { kind: 'sent'; note: string; found?: number }
  | { kind: 'refused'; note: string; confirmable?: boolean }
  /** Not now: no connection, signed out, or the server asked to wait. */
  | { kind: 'later'; retryAt?: number; offline?: boolean };

export type OutboxStore = {
  get(key: string): Promise<OutboxEntry | undefined>;
  set(key: string, value: OutboxEntry): Promise<void>;
  delete(key: string): Promise<void>;
  values(): Promise<OutboxEntry[]>;
};

export type OutboxDeps = {
  store: OutboxStore;
  send: (entry: OutboxEntry & { item: QueuedItem }) => Promise<SendOutcome>;
  now?: () => number;
  newId?: () => string;
  /** Told after every change, so screens (and other tabs) read the list again. */
  onChange?: () => void;
  /**
   * Runs a flush alone across tabs and the service worker (the Web Locks API where there is
   * one). Without it a tab and the worker may send one entry together: the key makes that safe.
   */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
};

/** Waits after a failed send: 30 s, doubling, at most 15 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(15 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * What a failed send means. No reply at all (fetch's TypeError): no connection, try later.
 * Signed out, busy, too many, or a send of the same key still running: later. Any other 4xx
 * is the server's no, with its words: the same request would get it again.
 */
export function outcomeOfError(error: unknown, now: number, attempts: number): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'later', offline: true };
  const waitable = [401, 408, 409, 425, 429].includes(error.status) || error.status >= 500;
  if (waitable) return { kind: 'later', retryAt: now + backoffMs(attempts) };
  return { kind: 'refused', note: error.serverError ?? error.message };
}

/** The entry without its wait: sent at the next flush. */
function withoutWait(entry: OutboxEntry): OutboxEntry {
  const copy = { ...entry };
  delete copy.retryAt;
  return copy;
}

const byCapture = (a: OutboxEntry, b: OutboxEntry) => a.capturedAt.localeCompare(b.capturedAt);

/**
 * The outbox: requests made without signal, kept on the phone (IndexedDB in the app, a Map in
 * tests), shown, cancellable, and sent oldest first when `flush` is called (app start, the
 * `online` event, Background Sync). One flush at a time per outbox; an entry being sent cannot
 * be cancelled (it may already have reached the server).
 */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const exclusive = deps.exclusive ?? (<T>(run: () => Promise<T>) => run());
  const changed = () => deps.onChange?.();
  const inFlight = new Set<string>();
  let flushing: Promise<void> | null = null;
  let forcedNext: Promise<void> | null = null;

  async function update(id: string, change: (entry: OutboxEntry) => OutboxEntry) {
    const entry = await deps.store.get(id);
    // Cancelled while it was being sent: nothing to update.
    if (entry) await deps.store.set(id, change(entry));
  }

  async function sendOne(entry: OutboxEntry & { item: QueuedItem }): Promise<SendOutcome> {
    inFlight.add(entry.id);
    changed();
    const attempts = entry.attempts + 1;
    let outcome: SendOutcome;
    try {
      outcome = await deps.send(entry);
    } catch (error) {
      outcome = outcomeOfError(error, now(), attempts);
    } finally {
      inFlight.delete(entry.id);
    }
    await update(entry.id, (stored) => {
      if (outcome.kind === 'sent') {
        return {
          ...withoutWait(stored),
          status: 'sent',
          item: null,
          attempts,
          note: outcome.note,
          found: outcome.found,
        };
      }
      if (outcome.kind === 'refused') {
        const refused: OutboxEntry = { ...stored, status: 'refused', attempts, note: outcome.note };
        if (outcome.confirmable) refused.confirmable = true;
        return refused;
      }
      return { ...stored, attempts, retryAt: outcome.retryAt ?? now() + backoffMs(attempts) };
    });
    changed();
    return outcome;
  }

  async function flushFor(userId: number, force: boolean) {
    for (const entry of (await deps.store.values()).sort(byCapture)) {
      if (entry.userId !== userId || entry.status !== 'waiting' || !entry.item) continue;
      // A forced flush ignores waits when it reads them, inside the lock: a wait cleared before
      // taking it could be set again meanwhile by the service worker, whose own view of the
      // connection lags the page's (a send it judged offline would hold the entry back 60 s).
      if (!force && entry.retryAt !== undefined && entry.retryAt > now()) continue;
      const outcome = await sendOne({ ...entry, item: entry.item });
      // No connection: the rest would fail the same way.
      if (outcome.kind === 'later' && outcome.offline) return;
    }
  }

  function flushOnce(userId: number, force: boolean): Promise<void> {
    if (flushing) return flushing;
    flushing = exclusive(() => flushFor(userId, force)).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /** Keeps a request made without signal; its id is the idempotency key it will carry. */
    async add(userId: number, item: QueuedItem, capturedAt: Date): Promise<OutboxEntry> {
      const entry: OutboxEntry = {
        id: newId(),
        userId,
        capturedAt: capturedAt.toISOString(),
        status: 'waiting',
        item,
        kind: item.kind,
        attempts: 0,
      };
      if (item.kind === 'create' && item.title) entry.title = item.title;
      await deps.store.set(entry.id, entry);
      changed();
      return entry;
    },

    /** The user's entries, the oldest photo first. */
    async list(userId: number): Promise<OutboxEntry[]> {
      return (await deps.store.values()).filter((entry) => entry.userId === userId).sort(byCapture);
    },

    /** Whether an entry is being sent right now (then it cannot be cancelled). */
    isSending: (id: string) => inFlight.has(id),

    /** Deletes an entry that is not being sent: cancelled, or its outcome read. */
    async remove(id: string): Promise<boolean> {
      if (inFlight.has(id)) return false;
      await deps.store.delete(id);
      changed();
      return true;
    },

    /**
     * Puts a refused entry back in line, for a person who knows why it failed; with `confirm`,
     * a create refused for its photo's warnings goes with the person's word to publish past them.
     */
    async retry(id: string, options: { confirm?: boolean } = {}): Promise<void> {
      await update(id, (entry) => {
        if (entry.status !== 'refused' || !entry.item) return entry;
        const next: OutboxEntry = { ...withoutWait(entry), status: 'waiting' };
        if (options.confirm && entry.confirmable && next.item?.kind === 'create') {
          next.item = { ...next.item, confirmed: true };
        }
        delete next.note;
        delete next.confirmable;
        return next;
      });
      changed();
    },

    /**
     * Sends the user's waiting entries, oldest first. A flush already running is joined, not
     * doubled; `force` sends those told to wait as well (the connection just came back).
     */
    flush(userId: number, options: { force?: boolean } = {}): Promise<void> {
      const force = options.force ?? false;
      if (flushing) {
        // The connection came back while a flush that began without it runs: that one may skip
        // what waits, so one forced flush follows it (however many `online` events come).
        if (force) {
          forcedNext ??= flushing.then(() => {
            forcedNext = null;
            return flushOnce(userId, true);
          });
        }
        return forcedNext ?? flushing;
      }
      return flushOnce(userId, force);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
