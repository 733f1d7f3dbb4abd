import { describe, expect, it } from 'vitest';
import {
  browserSupportsPush,
  keyBytes,
  pushSwitchView,
  type PushSwitchState,
} from '@/web/features/push/model/push-state';

const state = (overrides: Partial<PushSwitchState>): PushSwitchState => ({
  subscribed: false,
  permission: 'default',
  busy: false,
  failed: false,
  ...overrides,
});

describe('pushSwitchView', () => {
  it('waits until the device says whether it is subscribed', () => {
    expect(pushSwitchView(state({ subscribed: null }))).toEqual({
      checked: false,
      disabled: true,
      notice: null,
    });
  });

  it('is on when subscribed with permission, and off otherwise', () => {
    expect(pushSwitchView(state({ subscribed: true, permission: 'granted' })).checked).toBe(true);
    expect(pushSwitchView(state({ subscribed: false, permission: 'granted' })).checked).toBe(false);
  });

  it('says notifications are blocked, and cannot be turned on from here', () => {
    expect(pushSwitchView(state({ permission: 'denied' }))).toEqual({
      checked: false,
      disabled: true,
      notice: 'denied',
    });
    // A subscription left from before the block can still be turned off.
    expect(pushSwitchView(state({ permission: 'denied', subscribed: true })).disabled).toBe(false);
  });

  it('is disabled while changing, and tells a failed change', () => {
    expect(pushSwitchView(state({ busy: true })).disabled).toBe(true);
    expect(pushSwitchView(state({ failed: true })).notice).toBe('error');
  });
});

describe('browserSupportsPush', () => {
  it('needs a service worker, PushManager and Notification', () => {
    class Stub {}
    expect(
      browserSupportsPush({
        navigator: { serviceWorker: {} },
        PushManager: Stub,
        Notification: Stub,
      }),
    ).toBe(true);
    expect(browserSupportsPush({ navigator: { serviceWorker: {} }, Notification: Stub })).toBe(
      false,
    );
    expect(browserSupportsPush({ navigator: {}, PushManager: Stub, Notification: Stub })).toBe(
      false,
    );
  });
});

describe('keyBytes', () => {
  it('decodes base64url without padding', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0x01, 0x02, 0x03]);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(encoded).toMatch(/[-_]/);
    expect([...keyBytes(encoded)]).toEqual([...bytes]);
  });
});
