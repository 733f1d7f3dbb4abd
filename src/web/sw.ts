import '@/web/sw-locale';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { authApi } from '@/shared/contract/endpoints/auth';
import { appOutbox, OUTBOX_SYNC_TAG } from '@/web/features/outbox/model/app-outbox';
import { request } from '@/web/lib/api-client';
import { registerPushHandlers } from '@/web/sw-push';

/*
 * The service worker (issue 21, decision 027), built by vite-plugin-pwa (injectManifest) on
 * Workbox. It keeps the app shell: every built asset (HTML, JS, CSS, icons) is precached at
 * install, and any page the app draws opens from the cached index.html when there is no
 * network. It caches nothing from /api: replies there carry private data (hidden messages,
 * wallets) and must never outlive the session on a shared phone. With Background Sync it sends
 * the outbox even when no tab is open.
 */

type SyncEvent = Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
type WorkerScope = typeof globalThis & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};
declare const self: WorkerScope;

// A new version takes over at once: the shell is static files, and the API is versioned by the
// server, not by the worker.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations (the SPA's routes) answer with the precached shell. Not /api (sign-in redirects,
// downloads, logout), nor files the server renders itself (share pages for crawlers).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/robots\.txt$/],
  }),
);

/** Sends the signed-in user's outbox: the session cookie travels with the worker's fetches. */
async function sendOutbox(): Promise<void> {
  const { user } = await request(authApi.session, undefined);
  if (user) await appOutbox.flush(user.id, { force: true });
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});

// Web Push notifications and their clicks (decision 032).
registerPushHandlers(self as unknown as Parameters<typeof registerPushHandlers>[0]);
