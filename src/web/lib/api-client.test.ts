import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { ApiError, apiErrorOf, setServerWording } from '@/web/lib/api-client';

setServerWording(() => import('@/web/lib/server-messages'));

// The error body is checked by hand (no zod on the web): each part is kept only when it is what
// the server sends, so a proxy's page or a stranger's JSON never becomes a code a screen trusts.
describe('ApiError', () => {
  it('keeps the readable text and a known code', () => {
    const error = new ApiError(
      402,
      'Payment Required',
      '{"error":"Top up first","code":"INSUFFICIENT_FUNDS"}',
    );
    expect(error.message).toBe('402: {"error":"Top up first","code":"INSUFFICIENT_FUNDS"}');
    expect(error.serverError).toBe('Top up first');
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('keeps the text without a code it does not know, and neither from a non-object', () => {
    const stranger = new ApiError(400, 'Bad Request', '{"error":"Nope","code":"toString"}');
    expect([stranger.serverError, stranger.code]).toEqual(['Nope', undefined]);
    const empty = new ApiError(400, 'Bad Request', '{"error":"","code":42}');
    expect([empty.serverError, empty.code]).toEqual([undefined, undefined]);
    for (const body of ['[1]', 'null', '"text"', '<html>502</html>', '']) {
      const error = new ApiError(502, 'Bad Gateway', body);
      expect([error.serverError, error.code]).toEqual([undefined, undefined]);
    }
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});

// The server says its sentences with a catalog key too (decision 031): the web words them in
// the language in use, and keeps the English text for a key this build does not know.
describe('apiErrorOf', () => {
  const reply = (key: string, params: Record<string, unknown> = {}) =>
    JSON.stringify({ error: 'Please sign in.', code: 'UNAUTHENTICATED', message: { key, params } });

  afterEach(() => overwriteGetLocale(() => 'en'));

  it('words a known key in Greek', async () => {
    overwriteGetLocale(() => 'el');
    const error = await apiErrorOf(401, 'Unauthorized', reply('server_sign_in'));
    expect(error.serverError).toBe('Συνδεθείτε.');
    expect(error.englishError).toBe('Please sign in.');
    expect(error.said).toEqual({ key: 'server_sign_in', params: {} });
  });

  it('keeps the English text for an unknown key, and in English', async () => {
    overwriteGetLocale(() => 'el');
    const unknown = await apiErrorOf(401, 'Unauthorized', reply('server_from_the_future'));
    expect(unknown.serverError).toBe('Please sign in.');
    overwriteGetLocale(() => 'en');
    const english = await apiErrorOf(401, 'Unauthorized', reply('server_sign_in'));
    expect(english.serverError).toBe('Please sign in.');
  });

  it('drops a message that is not a key with plain params', async () => {
    const odd = await apiErrorOf(401, '', reply('Not a key', { a: { nested: 1 } }));
    expect(odd.said).toBeUndefined();
    const kept = await apiErrorOf(401, '', reply('server_sign_in', { n: 2, o: {} }));
    expect(kept.said).toEqual({ key: 'server_sign_in', params: { n: 2 } });
  });

  it('words amounts and sentences nested in the parameters in Greek', async () => {
    overwriteGetLocale(() => 'el');
    const said = (message: object) =>
      JSON.stringify({ error: 'English words', code: 'CONFLICT', message });
    const held = await apiErrorOf(
      409,
      'Conflict',
      said({ key: 'server_wallet_still_holds', params: { heldCents: 500 } }),
    );
    expect(held.serverError).toBe(
      'Το πορτοφόλι σας έχει ακόμη 5,00\u00a0€. Κάντε πρώτα ανάληψη ή επιλέξτε να παραιτηθείτε από αυτό το ποσό.',
    );
    const labelled = await apiErrorOf(
      400,
      'Bad Request',
      said({
        key: 'server_field_required',
        params: { label: { key: 'server_label_subject', params: {} } },
      }),
    );
    expect(labelled.serverError).toBe('Το πεδίο «Θέμα» είναι υποχρεωτικό');
    // A nested key this build does not know: the English text, whole.
    const unknown = await apiErrorOf(
      400,
      'Bad Request',
      said({
        key: 'server_field_required',
        params: { label: { key: 'server_label_from_the_future', params: {} } },
      }),
    );
    expect(unknown.serverError).toBe('English words');
  });
});
