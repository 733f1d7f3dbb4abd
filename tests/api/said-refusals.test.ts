// Refusals carry their sentence as a catalog key and parameters beside the English `error`
// (decision 031), so the web words them in the reader's language: a schema's field message, a
// label said inside it, and a service's refusal with an amount. The English stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import { signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

describe('said refusals', () => {
  it("says a schema's field message with its key", async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: '   ', password: 'whatever-it-is' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      error: 'Nickname is required',
      code: 'VALIDATION',
      message: { key: 'server_field_nickname_required', params: {} },
    });
  });

  it('says the label inside a field message, and the limit as a parameter', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const empty = await t.call('POST', '/api/support/tickets', {
      cookie,
      body: { subject: '  ', category: 'general', message: 'Hello' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>()).toEqual({
      error: 'The subject is required',
      code: 'VALIDATION',
      message: {
        key: 'server_field_required',
        params: { label: { key: 'server_label_subject', params: {} } },
      },
    });

    const report = await t.call('POST', '/api/photos/1/report', {
      cookie,
      body: { reason: 'spam', comment: 'x'.repeat(5000) },
    });
    expect(report.statusCode).toBe(400);
    const body = report.json<ErrorBody>();
    expect(body.error).toMatch(/^The comment must be at most \d+ characters$/);
    expect(body.message).toEqual({
      key: 'server_field_too_many_characters',
      params: { label: { key: 'server_label_comment', params: {} }, max: expect.any(Number) },
    });
  });

  it("keeps zod's own messages plain, with the field in front", async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'someone', password: 5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error).toMatch(/^password: Invalid input/);
    expect(body.message).toBeUndefined();
  });

  it("says a service's refusal with its amount in cents, worded as euros in English", async () => {
    const { user, cookie } = await signedInUser(t, { walletEuros: 5 });
    const response = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toEqual({
      error: 'Your wallet still holds €5.00. Withdraw it first, or choose to give it up.',
      code: 'CONFLICT',
      message: { key: 'server_wallet_still_holds', params: { heldCents: 500 } },
    });
  });
});
