import { describe, expect, it } from 'vitest';
import type { ScanBody, ScanGlobalBody, ScanResponse } from '@/shared/contract/endpoints/scan';
import {
  createOutbox,
  type OutboxEntry,
  type OutboxStore,
  type QueuedItem,
  type SendOutcome,
} from '@/web/features/outbox/model/outbox';
import { base64OfStoredPhoto, jpegBlobOfBase64 } from '@/web/features/outbox/model/photo-bytes';
import { sendQueuedScan, type ScanCalls } from '@/web/features/outbox/model/send-scan';
import { ApiError } from '@/web/lib/api-client';

/** The outbox's store as IndexedDB keeps it, structured-cloned on the way in and out. */
function memoryStore(): OutboxStore & { map: Map<string, OutboxEntry> } {
  const map = new Map<string, OutboxEntry>();
  return {
    map,
    get: (key) => Promise.resolve(map.has(key) ? structuredClone(map.get(key)) : undefined),
    set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
    delete: (key) => Promise.resolve(void map.delete(key)),
    values: () => Promise.resolve([...map.values()].map((value) => structuredClone(value))),
  };
}

const PHOTO = jpegBlobOfBase64(btoa('not really a jpeg, but bytes all the same'));
const scanItem = (position = { latitude: 1, longitude: 2, accuracy: 10 }): QueuedItem => ({
  kind: 'scan',
  photo: PHOTO,
  position,
});
const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 14, minute));

function setUp(send: (entry: OutboxEntry) => Promise<SendOutcome>) {
  const store = memoryStore();
  let clock = Date.UTC(2026, 4, 1, 15, 0);
  let ids = 0;
  const sent: string[] = [];
  const outbox = createOutbox({
    store,
    now: () => clock,
    newId: () => `key-${String(++ids).padStart(16, '0')}`,
    send: (entry) => {
      sent.push(entry.id);
      return send(entry);
    },
  });
  return { outbox, store, sent, advance: (ms: number) => (clock += ms) };
}

const sentOk = (): Promise<SendOutcome> =>
  Promise.resolve({ kind: 'sent', note: 'Message discovered!', found: 1 });

describe('the outbox', () => {
  it("keeps what was made offline per user, the oldest photo first, and sends only that user's", async () => {
    const { outbox, sent } = setUp(sentOk);
    const later = await outbox.add(7, scanItem(), at(30));
    const earlier = await outbox.add(7, scanItem(), at(10));
    const someoneElse = await outbox.add(8, scanItem(), at(5));
    expect((await outbox.list(7)).map((entry) => entry.id)).toEqual([earlier.id, later.id]);
    expect(earlier).toMatchObject({ status: 'waiting', kind: 'scan', attempts: 0 });
    expect(earlier.capturedAt).toBe('2026-05-01T14:10:00.000Z');

    await outbox.flush(7);
    expect(sent).toEqual([earlier.id, later.id]);
    const [first] = await outbox.list(7);
    // Sent: the outcome stays until dismissed, the photo does not.
    expect(first).toMatchObject({ status: 'sent', note: 'Message discovered!', found: 1 });
    expect(first?.item).toBeNull();
    expect((await outbox.list(8))[0]).toMatchObject({ id: someoneElse.id, status: 'waiting' });
  });

  it('keeps a scan waiting when there is no connection, and stops trying the rest', async () => {
    const { outbox, sent, advance } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const one = await outbox.add(7, scanItem(), at(1));
    const two = await outbox.add(7, scanItem(), at(2));
    await outbox.flush(7);
    expect(sent).toEqual([one.id]);
    const [kept] = await outbox.list(7);
    expect(kept).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(kept?.item).not.toBeNull();

    // The first waits 30 s: a flush before then tries only the one not tried yet.
    await outbox.flush(7);
    expect(sent).toEqual([one.id, two.id]);
    advance(30_000);
    await outbox.flush(7);
    expect(sent.slice(2)).toEqual([one.id]);
    // The connection's return sends every waiting one at once, waits or not.
    await outbox.flush(7, { force: true });
    expect(sent.slice(3)).toEqual([one.id]);
    advance(60_000);
    await outbox.flush(7, { force: true });
    expect(sent).toHaveLength(5);
  });

  it('a forced flush sends what another flush set to wait while it waited for the lock', async () => {
    // The service worker's flush holds the lock and judges the entry offline (its view of the
    // connection lags the page's), setting a wait; the page's `online` flush runs next.
    const store = memoryStore();
    const clock = Date.UTC(2026, 4, 1, 15, 0);
    const replies: SendOutcome[] = [
      { kind: 'later', offline: true },
      { kind: 'sent', note: 'Message created.' },
    ];
    const send = () => Promise.resolve(replies.shift()!);
    let queue = Promise.resolve();
    const exclusive = <T>(run: () => Promise<T>) => {
      const result = queue.then(run);
      queue = result.then(() => undefined);
      return result;
    };
    const worker = createOutbox({ store, now: () => clock, send, exclusive });
    const page = createOutbox({ store, now: () => clock, send, exclusive });
    const kept = await page.add(7, scanItem(), at(1));

    await Promise.all([worker.flush(7, { force: true }), page.flush(7, { force: true })]);
    expect(replies).toHaveLength(0);
    expect((await page.list(7))[0]).toMatchObject({ id: kept.id, status: 'sent' });
  });

  it('the connection coming back during a flush that began without it sends once more, forced', async () => {
    let release = () => {};
    const outcomes: SendOutcome[] = [];
    const { outbox, sent } = setUp(async () => {
      if (sent.length === 1) {
        // The first send hangs until the test lets it fail for want of a connection.
        await new Promise<void>((resolve) => (release = resolve));
        return { kind: 'later', offline: true };
      }
      const outcome: SendOutcome = { kind: 'sent', note: 'Message created.' };
      outcomes.push(outcome);
      return outcome;
    });
    const kept = await outbox.add(7, scanItem(), at(1));
    const first = outbox.flush(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const online = [outbox.flush(7, { force: true }), outbox.flush(7, { force: true })];
    release();
    await Promise.all([first, ...online]);
    // Tried once offline, then exactly once more after the `online` events, despite its wait.
    expect(sent).toEqual([kept.id, kept.id]);
    expect((await outbox.list(7))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("waits when the server asks to, and takes a no as final, in the server's words", async () => {
    const replies = [
      new ApiError(
        429,
        'Too Many Requests',
        JSON.stringify({ error: 'Wait', code: 'RATE_LIMITED' }),
      ),
      new ApiError(
        422,
        'Unprocessable Entity',
        JSON.stringify({
          error: 'This scan was taken more than 24 hours ago.',
          code: 'CAPTURED_AT_OUT_OF_RANGE',
        }),
      ),
    ];
    const { outbox } = setUp(() => Promise.reject(replies.shift()!));
    const busy = await outbox.add(7, scanItem(), at(1));
    const stale = await outbox.add(7, scanItem(), at(2));
    await outbox.flush(7);
    const [first, second] = await outbox.list(7);
    expect(first).toMatchObject({ id: busy.id, status: 'waiting', attempts: 1 });
    expect(first?.retryAt).toBeGreaterThan(Date.UTC(2026, 4, 1, 15, 0));
    expect(second).toMatchObject({
      id: stale.id,
      status: 'refused',
      note: 'This scan was taken more than 24 hours ago.',
    });

    // Sent again by hand: back in line, without the old words.
    await outbox.retry(stale.id);
    const retried = (await outbox.list(7)).find((entry) => entry.id === stale.id);
    expect(retried).toMatchObject({ status: 'waiting' });
    expect(retried?.note).toBeUndefined();
  });

  it('sends each entry once however many flushes start together', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { outbox, sent } = setUp(async () => {
      await gate;
      return sentOk();
    });
    await outbox.add(7, scanItem(), at(1));
    await outbox.add(7, scanItem(), at(2));
    const flushes = [outbox.flush(7), outbox.flush(7), outbox.flush(7, { force: true })];
    release();
    await Promise.all(flushes);
    await outbox.flush(7);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
  });

  it('cancels a waiting entry, but not one being sent; a cancelled one is never sent', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { outbox, store, sent } = setUp(async () => {
      await gate;
      return sentOk();
    });
    const cancelled = await outbox.add(7, scanItem(), at(1));
    expect(await outbox.remove(cancelled.id)).toBe(true);
    const inFlight = await outbox.add(7, scanItem(), at(2));
    const flushing = outbox.flush(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.isSending(inFlight.id)).toBe(true);
    expect(await outbox.remove(inFlight.id)).toBe(false);
    release();
    await flushing;
    expect(sent).toEqual([inFlight.id]);
    expect([...store.map.keys()]).toEqual([inFlight.id]);
    expect(await outbox.remove(inFlight.id)).toBe(true);
    expect(store.map.size).toBe(0);
  });
});

describe('a kept scan, sent', () => {
  const discovered = { matches: 1, photos: [{ id: 5 }] } as unknown as ScanResponse;
  const nothing: ScanResponse = { matches: 0, photos: [] };
  const entry = (position: { latitude: number; longitude: number; accuracy: number } | null) => ({
    id: 'key-0000000000000001',
    userId: 7,
    capturedAt: '2026-05-01T14:10:00.000Z',
    status: 'waiting' as const,
    kind: 'scan' as const,
    attempts: 0,
    item: { kind: 'scan' as const, photo: PHOTO, position },
  });
  const TEXT =
    'PLATFORM 9 — TRAINS TO THE NORTH DEPART EVERY HOUR FROM THIS PLATFORM, CHANGE AT YORK FOR THE COAST';

  function calls(
    local: ScanCalls['local'],
    global: ScanCalls['global'] = () => Promise.resolve(nothing),
  ) {
    const seen: { local: ScanBody[]; global: ScanGlobalBody[]; photos: string[] } = {
      local: [],
      global: [],
      photos: [],
    };
    const wired: ScanCalls = {
      analyze: (body) => {
        seen.photos.push(body.imageData);
        return Promise.resolve({ detectedText: TEXT, analysisToken: 'token' });
      },
      local: (body) => {
        seen.local.push(body);
        return local(body);
      },
      global: (body) => {
        seen.global.push(body);
        return global(body);
      },
    };
    return { wired, seen };
  }

  it('is read now, checked where and when it was taken, with its key on every check', async () => {
    const kept = entry({ latitude: 51.5, longitude: -0.12, accuracy: 12 });
    const { wired, seen } = calls(() => Promise.resolve(discovered));
    const outcome = await sendQueuedScan(kept, kept.item, wired);
    expect(outcome).toEqual({ kind: 'sent', note: 'Message discovered!', found: 1 });
    expect(seen.photos).toEqual([await base64OfStoredPhoto(PHOTO)]);
    expect(seen.local).toEqual([
      {
        text: TEXT,
        analysisToken: 'token',
        userLatitude: 51.5,
        userLongitude: -0.12,
        userAccuracy: 12,
        capturedAt: '2026-05-01T14:10:00.000Z',
        idempotencyKey: 'key-0000000000000001',
      },
    ]);
    expect(seen.global).toEqual([]);
  });

  it('without a position, checks books and magazines only', async () => {
    const kept = entry(null);
    const { wired, seen } = calls(() => Promise.reject(new Error('not asked')));
    expect(await sendQueuedScan(kept, kept.item, wired)).toEqual({
      kind: 'sent',
      note: 'No matches found anywhere',
      found: 0,
    });
    expect(seen.local).toEqual([]);
    expect(seen.global).toEqual([
      { text: TEXT, analysisToken: 'token', idempotencyKey: 'key-0000000000000001' },
    ]);
  });

  it("refused for its place or time and found nowhere else: refused, in the server's words", async () => {
    const kept = entry({ latitude: 51.5, longitude: -0.12, accuracy: 12 });
    const words = 'This scan was taken more than 24 hours ago.';
    const { wired } = calls(() =>
      Promise.reject(
        new ApiError(422, '', JSON.stringify({ error: words, code: 'CAPTURED_AT_OUT_OF_RANGE' })),
      ),
    );
    expect(await sendQueuedScan(kept, kept.item, wired)).toEqual({ kind: 'refused', note: words });
  });

  it('cut off on the way, or told to wait: thrown on, so the outbox keeps it', async () => {
    const kept = entry({ latitude: 51.5, longitude: -0.12, accuracy: 12 });
    const cut = calls(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendQueuedScan(kept, kept.item, cut.wired)).rejects.toThrow(TypeError);
    const limited = calls(() =>
      Promise.reject(
        new ApiError(429, '', JSON.stringify({ error: 'Wait', code: 'RATE_LIMITED' })),
      ),
    );
    await expect(sendQueuedScan(kept, kept.item, limited.wired)).rejects.toThrow(ApiError);
  });

  it("keeps the photo's bytes exactly through the phone's storage", async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 256);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const base64 = btoa(binary);
    expect(await base64OfStoredPhoto(jpegBlobOfBase64(base64))).toBe(base64);
  });
});
