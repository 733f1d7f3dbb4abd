import { DEVICE_ID_MAX_LENGTH, DEVICE_ID_MIN_LENGTH } from '@/shared/rules/account';

const STORAGE_KEY = 'underprint-device-id';
const VALID_DEVICE_ID = new RegExp(
  `^[A-Za-z0-9_-]{${DEVICE_ID_MIN_LENGTH},${DEVICE_ID_MAX_LENGTH}}$`,
);
// 33 bytes encode to exactly 44 base64url characters, with no padding to strip.
const RANDOM_BYTES = 33;

// Kept in memory too, so the id stays stable for this tab even where storage is refused.
let cached: string | undefined;

function generateDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replaceAll('+', '-').replaceAll('/', '_');
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(deviceId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, deviceId);
  } catch {
    // Private browsing or full storage: the in-memory copy still serves this session.
  }
}

/**
 * This browser's device identifier (SPEC 6), which the server uses to allow one account per
 * device and password resets only from the registering device. A missing, short or malformed
 * stored value is replaced.
 */
export function getDeviceId(): string {
  if (cached) return cached;
  const stored = readStored();
  if (stored && VALID_DEVICE_ID.test(stored)) {
    cached = stored;
  } else {
    cached = generateDeviceId();
    store(cached);
  }
  return cached;
}

/** Whether this browser has a device id already: someone has signed in or up on it. */
export function hasDeviceId(): boolean {
  return readStored() !== null;
}
