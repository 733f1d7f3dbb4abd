import { useCallback, useEffect, useRef } from 'react';
import type { ScanPosition } from '@/web/features/scan/model/scan-flow';
import type { GeolocationState } from '@/web/lib/use-geolocation';

// The geolocation request itself gives up after 5 s (SPEC 9); this only guards against a
// browser that never answers at all.
const SETTLE_LIMIT_MS = 6000;

/**
 * Resolves with the position once a pending location request has ended, or null when none is
 * known. A scan taken in the first seconds on the screen, or while the position is refreshed,
 * would otherwise skip the nearby check that the user is standing right at.
 */
export function useSettledPosition(location: GeolocationState) {
  const latest = useRef(location);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    latest.current = location;
    if (!location.loading) for (const resolve of waiting.current.splice(0)) resolve();
  });

  return useCallback(async (): Promise<ScanPosition | null> => {
    if (latest.current.loading) {
      await new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setTimeout(resolve, SETTLE_LIMIT_MS);
      });
    }
    const { latitude, longitude, accuracy } = latest.current;
    return latitude !== null && longitude !== null && accuracy !== null
      ? { latitude, longitude, accuracy }
      : null;
  }, []);
}
