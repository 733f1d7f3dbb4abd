import { useEffect, useState } from 'react';

export type WatchedPosition = { latitude: number; longitude: number; accuracy: number };

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000 };

/**
 * The device's position while the app is open, followed only once the user has allowed
 * location (on Home or the scanner): the alert never asks for it by itself.
 */
export function useWatchedPosition(): WatchedPosition | null {
  const [position, setPosition] = useState<WatchedPosition | null>(null);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    if (!navigator.permissions?.query) return;
    let watchId: number | null = null;
    let permission: PermissionStatus | null = null;
    let ended = false;

    const stop = () => {
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      watchId = null;
    };
    const follow = () => {
      if (ended || permission?.state !== 'granted') return stop();
      if (watchId !== null) return;
      watchId = navigator.geolocation.watchPosition(
        ({ coords }) =>
          setPosition({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          }),
        // A failed fix simply gives no alert; Home and the scanner say what went wrong.
        () => undefined,
        WATCH_OPTIONS,
      );
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (ended) return;
        permission = status;
        status.addEventListener('change', follow);
        follow();
      })
      .catch(() => undefined);
    return () => {
      ended = true;
      stop();
      permission?.removeEventListener('change', follow);
    };
  }, []);

  return position;
}
