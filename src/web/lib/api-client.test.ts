import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';

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
