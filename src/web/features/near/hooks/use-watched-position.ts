import { useEffect, useState } from 'react';

export type WatchedPosition = { latitude: number; longitude: number; accuracy: number };

/**
 * A fresh fix this often while the app is in the foreground. Not watchPosition: while a watch
 * runs, Chromium answers another fresh request (Home's, maximumAge 0) only with the watch's
 * next fix, which a device standing still (or a desktop's network location) may not send
 * within Home's 5 s, so Home said 'Location unavailable'.
 */
export const POSITION_POLL_MS = 10_000;
const FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 10_000 };

/**
 * The device's position while the app is open and visible, asked again every
 * POSITION_POLL_MS and whenever the app comes back to the foreground. Only once the user has
 * allowed location (on Home or the scanner): the alert never asks for it by itself.
 */
export function useWatchedPosition(): WatchedPosition | null {
  const [position, setPosition] = useState<WatchedPosition | null>(null);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    if (!navigator.permissions?.query) return;
    let permission: PermissionStatus | null = null;
    let timer: number | undefined;
    let asking = false;
    let ended = false;

    const ask = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (ended || asking || permission?.state !== 'granted') return;
      if (document.visibilityState === 'hidden') return;
      asking = true;
      const next = () => {
        asking = false;
        if (!ended) timer = window.setTimeout(ask, POSITION_POLL_MS);
      };
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          setPosition({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          });
          next();
        },
        // A failed fix simply gives no alert; Home and the scanner say what went wrong.
        next,
        FIX_OPTIONS,
      );
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (ended) return;
        permission = status;
        status.addEventListener('change', ask);
        ask();
      })
      .catch(() => undefined);
    document.addEventListener('visibilitychange', ask);
    return () => {
      ended = true;
      window.clearTimeout(timer);
      permission?.removeEventListener('change', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, []);

  return position;
}
