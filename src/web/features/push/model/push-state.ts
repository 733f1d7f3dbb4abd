/** What the browser offers: Web Push needs a service worker, PushManager and notifications. */
export function browserSupportsPush(scope: {
  navigator?: object;
  PushManager?: unknown;
  Notification?: unknown;
}): boolean {
  return (
    Boolean(scope.navigator && 'serviceWorker' in scope.navigator) &&
    typeof scope.PushManager === 'function' &&
    typeof scope.Notification === 'function'
  );
}

/** The switch's own state: where this device stands, and what the last attempt ended in. */
export type PushSwitchState = {
  /** Whether this browser has a subscription (null: not read yet). */
  subscribed: boolean | null;
  permission: NotificationPermission;
  busy: boolean;
  failed: boolean;
};

/** What the switch shows. */
export type PushSwitchView = {
  checked: boolean;
  disabled: boolean;
  /** A line under it: blocked in the browser's settings, or the last change failed. */
  notice: 'denied' | 'error' | null;
};

export function pushSwitchView(state: PushSwitchState): PushSwitchView {
  const denied = state.permission === 'denied';
  return {
    checked: state.subscribed === true && !denied,
    // Blocked: only the browser's settings can change it; reading or changing: wait.
    disabled: state.busy || state.subscribed === null || (denied && !state.subscribed),
    notice: denied ? 'denied' : state.failed ? 'error' : null,
  };
}

/** A base64url key (as the server gives it) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
