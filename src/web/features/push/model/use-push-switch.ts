import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { currentLocale } from '@/web/i18n/i18n';
import {
  pushConfigQueryOptions,
  removeSubscription,
  saveSubscription,
} from '@/web/features/push/api/push-api';
import {
  browserSupportsPush,
  keyBytes,
  pushSwitchView,
  type PushSwitchState,
} from '@/web/features/push/model/push-state';

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's Web Push switch (decision 032): shown only when the server has a VAPID key and
 * the browser has PushManager. On: asks for permission, subscribes with the server's key
 * (userVisibleOnly) and sends the subscription with the app's language; off: tells the server,
 * then unsubscribes the browser.
 */
export function usePushSwitch() {
  const supported = browserSupportsPush(globalThis);
  const config = useQuery({ ...pushConfigQueryOptions, enabled: supported });
  const publicKey = config.data?.publicKey ?? null;
  const [state, setState] = useState<PushSwitchState>(() => ({
    subscribed: null,
    permission: supported ? Notification.permission : 'default',
    busy: false,
    failed: false,
  }));

  useEffect(() => {
    if (!supported || !publicKey) return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setState((s) => ({ ...s, subscribed: subscription !== null })),
      () => live && setState((s) => ({ ...s, subscribed: false })),
    );
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    const permission = await Notification.requestPermission();
    setState((s) => ({ ...s, permission }));
    if (permission !== 'granted') return;
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const json = subscription.toJSON();
    try {
      await saveSubscription({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        locale: currentLocale(),
      });
    } catch (error) {
      // The server did not take it: no subscription left that nothing would push to.
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await removeSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }, []);

  const toggle = useCallback(
    (on: boolean) => {
      setState((s) => ({ ...s, busy: true, failed: false }));
      (on ? turnOn() : turnOff())
        .then(() => currentSubscription())
        .then(
          (subscription) =>
            setState((s) => ({ ...s, busy: false, subscribed: subscription !== null })),
          () => setState((s) => ({ ...s, busy: false, failed: true })),
        );
    },
    [turnOn, turnOff],
  );

  return {
    visible: supported && Boolean(publicKey),
    view: pushSwitchView(state),
    toggle,
  };
}
