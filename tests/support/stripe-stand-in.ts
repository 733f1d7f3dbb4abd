import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};
type Account = {
  id: string;
  object: 'account';
  payouts_enabled: boolean;
  requirements: { currently_due: string[] };
  metadata: Record<string, string>;
};

/**
 * A local stand-in for the few Stripe endpoints the app uses, speaking Stripe's wire format
 * (form-encoded requests, JSON replies, idempotency keys), so the real `stripe` SDK runs
 * against it. Tests flip intents to succeeded and make transfers fail.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const accounts = new Map<string, Account>();
  const transfers = new Map<
    string,
    {
      id: string;
      object: 'transfer';
      amount: number;
      destination: string;
      transfer_group: string | null;
    }
  >();
  const idempotent = new Map<string, unknown>();
  const state = {
    failTransfers: false,
    /** Transfer calls to answer with this 5xx, making nothing (Stripe's own trouble). */
    transferServerErrors: 0,
    /** Transfer calls answered as reusing a key with other parameters (400 idempotency_error). */
    transferIdempotencyErrors: 0,
    /** Transfer calls whose connection drops before Stripe reads them: nothing is made. */
    dropTransferRequests: 0,
    /** Transfer calls whose connection drops after the transfer is made: its answer is lost. */
    dropTransferReplies: 0,
    requests: [] as string[],
  };

  const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

  async function readForm(request: IncomingMessage) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const form: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body)) form[key] = value;
    return form;
  }

  const metadataOf = (form: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const path = (request.url ?? '').split('?')[0]!;
      state.requests.push(`${request.method} ${path}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
        });
        response.end(JSON.stringify(body));
      };
      const missing = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            message: 'No such object',
            code: 'resource_missing',
          },
        });
      if (request.method === 'POST' && path === '/v1/transfers' && state.dropTransferRequests > 0) {
        state.dropTransferRequests -= 1;
        return request.socket.destroy();
      }
      const key = request.headers['idempotency-key'] as string | undefined;
      if (key && request.method === 'POST' && idempotent.has(key))
        return send(200, idempotent.get(key));
      const remember = (body: unknown) => {
        if (key) idempotent.set(key, body);
        send(200, body);
      };

      let match: RegExpExecArray | null;
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const id = newId('pi');
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          metadata: metadataOf(form),
        };
        intents.set(id, intent);
        return remember(intent);
      }
      if (request.method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
        const intent = intents.get(match[1]!);
        return intent ? send(200, intent) : missing();
      }
      if (request.method === 'POST' && path === '/v1/accounts') {
        const account: Account = {
          id: newId('acct'),
          object: 'account',
          payouts_enabled: false,
          requirements: { currently_due: ['external_account'] },
          metadata: metadataOf(form),
        };
        accounts.set(account.id, account);
        return remember(account);
      }
      if (request.method === 'GET' && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
        const account = accounts.get(match[1]!);
        return account ? send(200, account) : missing();
      }
      if (request.method === 'POST' && path === '/v1/account_links') {
        if (!accounts.has(form.account!)) return missing();
        return remember({
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${form.account}`,
          expires_at: 0,
        });
      }
      if (request.method === 'GET' && path === '/v1/transfers') {
        const group = new URL(request.url ?? '', 'http://x').searchParams.get('transfer_group');
        const data = [...transfers.values()].filter((t) => t.transfer_group === group);
        return send(200, { object: 'list', url: '/v1/transfers', has_more: false, data });
      }
      if (request.method === 'POST' && path === '/v1/transfers') {
        if (state.transferServerErrors > 0) {
          state.transferServerErrors -= 1;
          return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        }
        if (state.transferIdempotencyErrors > 0) {
          state.transferIdempotencyErrors -= 1;
          return send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        if (state.failTransfers) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Insufficient funds in Stripe account.',
              code: 'balance_insufficient',
            },
          });
        }
        const transfer = {
          id: newId('tr'),
          object: 'transfer' as const,
          amount: Number(form.amount),
          destination: form.destination!,
          transfer_group: form.transfer_group ?? null,
        };
        transfers.set(transfer.id, transfer);
        if (state.dropTransferReplies > 0) {
          state.dropTransferReplies -= 1;
          if (key) idempotent.set(key, transfer);
          return request.socket.destroy();
        }
        return remember(transfer);
      }
      return missing();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    intents,
    transfers,
    succeed(intentId: string) {
      intents.get(intentId)!.status = 'succeeded';
    },
    enablePayouts(accountId: string) {
      const account = accounts.get(accountId)!;
      account.payouts_enabled = true;
      account.requirements.currently_due = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
