/** The alerts this device already gave a user: at most once per message, across reloads. */
const MAX_KEPT = 500;

const storageKey = (userId: number) => `underprint.nearAlerted.${userId}`;

export function loadAlerted(userId: number): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveAlerted(userId: number, keys: ReadonlySet<string>): void {
  try {
    // The newest are kept: an old message far away will not come round again soon.
    localStorage.setItem(storageKey(userId), JSON.stringify([...keys].slice(-MAX_KEPT)));
  } catch {
    // Storage full or refused (private mode): the alert may repeat after a reload, no more.
  }
}
