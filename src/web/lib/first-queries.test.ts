import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchFirstQueries } from '@/web/lib/first-queries';

describe('prefetchFirstQueries', () => {
  it('settles once every query has answered or failed, each answer kept under its key', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerSlow: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => (answerSlow = resolve));
    let settled = false;
    const done = prefetchFirstQueries(client, [
      { queryKey: ['fast'], queryFn: () => Promise.resolve('fast answer') },
      { queryKey: ['slow'], queryFn: () => slow },
      { queryKey: ['failing'], queryFn: () => Promise.reject(new Error('500')) },
    ]).then(() => (settled = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(client.getQueryData(['fast'])).toBe('fast answer');

    answerSlow('slow answer');
    await done;
    expect(client.getQueryData(['slow'])).toBe('slow answer');
    // A failure is the query's error, for the hook to ask again; nothing is thrown here.
    expect(client.getQueryState(['failing'])?.status).toBe('error');
  });
});
