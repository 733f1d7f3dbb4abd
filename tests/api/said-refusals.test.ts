// Refusals carry their sentence as a catalog key and parameters beside the English `error`
// (decision 031), so the web words them in the reader's language: a schema's field message, a
// label said inside it, and a service's refusal with an amount. The English stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import { fundRewardsOf, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { worded } from '../support/worded';

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

  it("says zod's own messages too, with the field in front, in the English zod words", async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'someone', password: 5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toEqual({
      error: 'password: Invalid input: expected string, received number',
      code: 'VALIDATION',
      message: {
        key: 'server_field_generic',
        params: {
          field: 'password',
          detail: {
            key: 'server_zod_invalid_type',
            params: { expected: 'string', received: 'number' },
          },
        },
      },
    });
    expect(worded(body.message!, 'el')).toBe(
      'password: Μη έγκυρη τιμή: αναμενόταν string, δόθηκε number',
    );
  });

  it("says Fastify's own refusals: an empty JSON body, a URL it cannot decode", async () => {
    const empty = await t.call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>()).toEqual({
      error: "Body cannot be empty when content-type is set to 'application/json'",
      code: 'BAD_REQUEST',
      message: { key: 'server_fastify_empty_json_body', params: {} },
    });
    expect(worded(empty.json<ErrorBody>().message!, 'el')).toMatch(/^Το σώμα του αιτήματος/);

    const badUrl = await t.call('GET', '/api/treasure-hunt/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json<ErrorBody>()).toEqual({
      error: "'/api/treasure-hunt/%E0%A4%A' is not a valid url component",
      code: 'BAD_REQUEST',
      message: {
        key: 'server_fastify_bad_url',
        params: { component: '/api/treasure-hunt/%E0%A4%A' },
      },
    });
  });

  it("says the compression plugin's refusals of a request body: undecodable, unknown encoding", async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const send = (encoding: string) =>
      t.call('POST', '/api/support/tickets', {
        cookie,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: '{"subject":"Hi"}',
      });
    const garbled = await send('gzip');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json<ErrorBody>()).toEqual({
      error: 'Could not decompress the request payload using the provided encoding',
      code: 'BAD_REQUEST',
      message: { key: 'server_fastify_decompress_failed', params: {} },
    });
    const unknown = await send('zz');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json<ErrorBody>()).toMatchObject({
      error: 'Unsupported Content-Encoding: zz',
      message: { key: 'server_fastify_unsupported_encoding', params: { encoding: 'zz' } },
    });
    expect(worded(unknown.json<ErrorBody>().message!, 'el')).toBe(
      'Μη υποστηριζόμενο Content-Encoding: zz',
    );
  });

  it('tells to withdraw only what can be withdrawn when an account with money is deleted', async () => {
    const deleting = async (walletEuros: number, rewardEuros: number) => {
      const { user, cookie } = await signedInUser(t, { walletEuros });
      await fundRewardsOf(t, user.id, rewardEuros);
      const response = await t.call('POST', '/api/account/delete', {
        cookie,
        body: { password: user.password },
      });
      expect(response.statusCode).toBe(409);
      return response.json<ErrorBody>().error;
    };
    expect(await deleting(5, 2)).toBe(
      'Your wallet still holds €7.00, of which €2.00 can be withdrawn. Withdraw it first, or choose to give it all up.',
    );
    expect(await deleting(0, 2)).toBe(
      'Your wallet still holds €2.00. Withdraw it first, or choose to give it up.',
    );
  });

  it("says a service's refusal with its amount in cents, worded as euros in English", async () => {
    const { user, cookie } = await signedInUser(t, { walletEuros: 5 });
    const response = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toEqual({
      error:
        'Your wallet still holds €5.00, which cannot be withdrawn (top-ups are spent on messages and scans). Spend it first, or choose to give it up.',
      code: 'CONFLICT',
      message: { key: 'server_wallet_still_holds_spendable', params: { heldCents: 500 } },
    });
  });
});
