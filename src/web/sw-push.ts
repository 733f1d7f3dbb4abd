/*
 * Web Push in the service worker (decision 032): the server sends each new activity event as
 * a small JSON payload { title, body, url, tag }, already worded in the subscription's language.
 * A click focuses an open tab of the app (and takes it to the url) or opens one.
 */

type PushMessage = { title?: string; body?: string; url?: string; tag?: string };

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & {
  notification: { data: unknown; close(): void };
};
type WindowClient = {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
type PushWorkerScope = {
  location: Location;
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

function messageOf(event: PushEvent): PushMessage {
  try {
    const data = event.data?.json();
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** Only this app's own pages: a payload never sends the user elsewhere. */
function sameOriginUrl(scope: PushWorkerScope, url: unknown): string {
  const fallback = new URL('/my-space', scope.location.origin).href;
  if (typeof url !== 'string') return fallback;
  const target = new URL(url, scope.location.origin);
  return target.origin === scope.location.origin ? target.href : fallback;
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const message = messageOf(event);
    event.waitUntil(
      scope.registration.showNotification(message.title ?? 'Underprint', {
        body: message.body ?? '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: message.tag,
        data: { url: sameOriginUrl(scope, message.url) },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = sameOriginUrl(scope, data?.url);
    event.waitUntil(
      (async () => {
        const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = tabs.find((client) => new URL(client.url).origin === scope.location.origin);
        if (tab) {
          await tab.focus();
          await tab.navigate(url).catch(() => undefined);
          return;
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
