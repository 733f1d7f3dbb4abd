import { useCallback, useEffect, useState } from 'react';
import { currentLocale, m } from '@/web/i18n/i18n';

export type GeolocationState = {
  latitude: number | null;
  longitude: number | null;
  /** Metres, as the device reports it. */
  accuracy: number | null;
  error: string | null;
  loading: boolean;
};

// High accuracy, 5 s, never a cached position (SPEC 9): a message is hidden where the user stands.
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
};

/** The spec's wording for each failure (SPEC 8, Location), in the language in use. */
export function geolocationErrorText(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return m.common_geo_denied();
    case error.POSITION_UNAVAILABLE:
      return m.common_geo_unavailable();
    case error.TIMEOUT:
      return m.common_geo_timeout();
    default:
      return m.common_geo_unknown();
  }
}

const initialState: GeolocationState = {
  latitude: null,
  longitude: null,
  accuracy: null,
  error: null,
  loading: true,
};

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

function positionState(position: GeolocationPosition): GeolocationState {
  return {
    latitude: position.coords.latitude,
    longitude: position.coords.longitude,
    accuracy: position.coords.accuracy,
    error: null,
    loading: false,
  };
}

/**
 * What a failed retry says: the browser's own message (SPEC 8), which says more than the first,
 * generic text, when the app speaks English; in Greek the catalog's words, since browsers give
 * that message in English whatever the person reads (Chromium always does).
 */
export function retryErrorText(error: GeolocationPositionError): string {
  return error.message && currentLocale() === 'en' ? error.message : geolocationErrorText(error);
}

/**
 * The device's position, asked for once on mount. `retry()` asks again; when that fails it says
 * so in the browser's words where they are the app's language (`retryErrorText`).
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>(() =>
    supported()
      ? initialState
      : { ...initialState, error: m.common_geo_not_supported(), loading: false },
  );

  useEffect(() => {
    if (!supported()) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) setState(positionState(position));
      },
      (error) => {
        if (active) {
          setState({ ...initialState, error: geolocationErrorText(error), loading: false });
        }
      },
      POSITION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, []);

  const retry = useCallback(() => {
    if (!supported()) {
      setState({ ...initialState, error: m.common_geo_not_supported(), loading: false });
      return;
    }
    setState((current) => ({ ...current, error: null, loading: true }));
    navigator.geolocation.getCurrentPosition(
      (position) => setState(positionState(position)),
      (error) =>
        setState((current) => ({
          ...current,
          error: retryErrorText(error),
          loading: false,
        })),
      POSITION_OPTIONS,
    );
  }, []);

  return { ...state, retry };
}
