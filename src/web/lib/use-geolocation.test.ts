import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@/web/i18n/i18n';
import type { AppLocale } from '@/shared/i18n/locale';

const locale: { current: AppLocale } = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/web/i18n/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  currentLocale: () => locale.current,
}));

const { geolocationErrorText, retryErrorText } = await import('@/web/lib/use-geolocation');

/** A GeolocationPositionError as a browser hands it over (Node has no such class). */
function refused(message: string): GeolocationPositionError {
  return { code: 1, message, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

describe('what a failed retry for the location says', () => {
  afterEach(() => {
    locale.current = 'en';
  });

  it("is the browser's own message in English (SPEC 8)", () => {
    expect(retryErrorText(refused('User denied Geolocation'))).toBe('User denied Geolocation');
  });

  it("is the catalog's text in Greek: the browser says it in English whatever the language", () => {
    locale.current = 'el';
    const error = refused('User denied Geolocation');
    expect(retryErrorText(error)).toBe(geolocationErrorText(error));
    expect(retryErrorText(error)).not.toBe('User denied Geolocation');
  });

  it("is the catalog's text when the browser gives no message", () => {
    const error = refused('');
    expect(retryErrorText(error)).toBe(geolocationErrorText(error));
  });
});
