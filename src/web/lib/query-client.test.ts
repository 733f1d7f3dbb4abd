import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMessage, serverMessage } from '@/web/lib/api-client';
import {
  changedByOthers,
  createQueryClient,
  endsSession,
  readAgainOnReconnect,
} from '@/web/lib/query-client';

describe('the query client', () => {
  it("reads again what others change after any of the user's own changes, and nothing else", async () => {
    const client = createQueryClient();
    const reads = { tickets: 0, wallet: 0 };
    // Observed, as the bottom navigation and a screen observe them.
    const observers = [
      new QueryObserver(client, {
        queryKey: ['/api/support/tickets'],
        queryFn: () => ++reads.tickets,
        meta: changedByOthers,
      }),
      new QueryObserver(client, { queryKey: ['/api/wallet'], queryFn: () => ++reads.wallet }),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    await expect.poll(() => reads).toEqual({ tickets: 1, wallet: 1 });

    // A change of the user's own that touches neither, a report say.
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);
    await expect.poll(() => reads.tickets).toBe(2);
    expect(reads.wallet).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('reads nothing again after a change that ends the session (the account deleted)', async () => {
    const client = createQueryClient();
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['/api/support/tickets'],
      queryFn: () => ++reads,
      meta: changedByOthers,
    });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => reads).toBe(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('deleted'), meta: endsSession })
      .execute(undefined);
    // Time enough for the read the first test sees after a change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
    stop();
  });
});

describe('without a connection', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('sends a change at once and lets it fail with the offline message, never waiting unseen', async () => {
    onlineManager.setOnline(false);
    vi.stubGlobal('navigator', { onLine: false });
    const client = createQueryClient();
    const failed = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new TypeError('Failed to fetch')) })
      .execute(undefined);
    await expect(failed).rejects.toThrow('Failed to fetch');
    const error = await failed.catch((caught: unknown) => caught);
    expect(serverMessage(error, 'The draft could not be saved.')).toBe(offlineMessage());
  });

  it("says the screen's own fallback for a failure while online", () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(serverMessage(new TypeError('Failed to fetch'), 'Could not save.')).toBe(
      'Could not save.',
    );
  });
});

describe('when the connection returns', () => {
  it('reads again the queries on screen that failed, and not those that loaded', async () => {
    const client = createQueryClient();
    const network = new EventTarget();
    const stopWatching = readAgainOnReconnect(client, network);
    let online = false;
    const reads = { stats: 0, wallet: 0 };
    const observers = [
      new QueryObserver(client, {
        queryKey: ['/api/user/stats'],
        queryFn: () => {
          reads.stats += 1;
          if (!online) throw new TypeError('Failed to fetch');
          return reads.stats;
        },
      }),
      new QueryObserver(client, { queryKey: ['/api/wallet'], queryFn: () => ++reads.wallet }),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    await expect.poll(() => observers[0]!.getCurrentResult().status).toBe('error');
    expect(reads).toEqual({ stats: 1, wallet: 1 });

    online = true;
    network.dispatchEvent(new Event('online'));
    await expect.poll(() => observers[0]!.getCurrentResult().status).toBe('success');
    expect(reads).toEqual({ stats: 2, wallet: 1 });

    // Unsubscribed: a later reconnect reads nothing.
    stopWatching();
    online = false;
    await client.refetchQueries({ queryKey: ['/api/user/stats'] });
    network.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.stats).toBe(3);
    stops.forEach((stop) => stop());
  });
});
