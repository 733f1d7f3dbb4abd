import { scanApi } from '@/shared/contract/endpoints/scan';
import { callApi } from '@/web/lib/api-client';
import { createIdbStore } from '@/web/lib/idb-store';
import { createOutbox, type OutboxEntry } from '@/web/features/outbox/model/outbox';
import { sendQueuedCreate } from '@/web/features/outbox/model/queued-create';
import { sendQueuedScan } from '@/web/features/outbox/model/send-scan';

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'underprint-outbox';
const CHANNEL = 'underprint-outbox';
const LOCK = 'underprint-outbox';

const listeners = new Set<() => void>();
// Tabs and the service worker tell each other when the outbox changed.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever the outbox changes here, in another tab or in the service worker. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's one outbox (page and service worker alike): entries in IndexedDB, scans sent
 * through the scanner's own calls, creates through the form's (model/queued-create.ts), one
 * flush at a time across tabs and the worker where the browser has Web Locks.
 */
export const appOutbox = createOutbox({
  store: createIdbStore<OutboxEntry>('underprint-outbox'),
  send: (entry) =>
    entry.item.kind === 'scan'
      ? sendQueuedScan(entry, entry.item, {
          // The endpoints themselves, not the screens' hooks: the service worker sends too.
          analyze: (body) => callApi(scanApi.analyze, { body }),
          local: (body) => callApi(scanApi.local, { body }),
          global: (body) => callApi(scanApi.global, { body }),
        })
      : sendQueuedCreate(entry.item),
  onChange: () => {
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  },
  ...(typeof navigator !== 'undefined' && navigator.locks
    ? { exclusive: <T>(run: () => Promise<T>) => navigator.locks.request(LOCK, run) }
    : {}),
});

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/**
 * Asks the browser to wake the service worker for the outbox once it has a connection, even
 * with the app closed (Background Sync: Chromium; Safari and Firefox have none, and the app
 * sends at start and on `online` instead).
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration: SyncRegistration | undefined =
      await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (no permission, no worker yet): the app start and `online` still send.
  }
}
