import type { TestApp } from './test-app';
import { withAnalysisToken } from './scan-tokens';

/**
 * A scan of `text` standing at `place` with a fix good to `accuracy` metres, signed as
 * /api/analyze would have signed the text for this user.
 */
export async function scanFrom(
  t: TestApp,
  cookie: string,
  place: { latitude: number; longitude: number },
  text: string,
  accuracy = 10,
) {
  return t.call('POST', '/api/scan', {
    cookie,
    body: await withAnalysisToken(t, cookie, {
      text,
      userLatitude: place.latitude,
      userLongitude: place.longitude,
      userAccuracy: accuracy,
    }),
  });
}

/** A scan of a book or magazine page: no position. */
export async function scanBook(t: TestApp, cookie: string, text: string) {
  return t.call('POST', '/api/scan/global', {
    cookie,
    body: await withAnalysisToken(t, cookie, { text }),
  });
}
