import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { onePerTask } from '@/web/lib/one-per-task';

/** A query a screen reads as it opens: its key and fetcher, as its hook declares them. */
export type FirstQuery = { queryKey: QueryKey; queryFn?: unknown };

/**
 * Asks for a screen's first data at once (beside its code, once the session named the user),
 * instead of after the code has arrived and the screen has drawn: on a phone each of those
 * waits is a round trip (issue 21). The hooks find the answers (or the requests under way) under the same keys. A
 * failure is kept as the query's error, which a hook asks again on mounting; nothing is thrown.
 * One request per task: starting a query costs 1-2 ms, a dozen together were a long task.
 */
export function prefetchFirstQueries(
  client: QueryClient,
  queries: readonly FirstQuery[],
): Promise<unknown> {
  type Options = Parameters<QueryClient['prefetchQuery']>[0];
  const answered: Promise<void>[] = [];
  const started = queries.map(
    (query) => () => void answered.push(client.prefetchQuery(query as Options)),
  );
  return new Promise((resolve) => {
    onePerTask([...started, () => resolve(Promise.allSettled(answered))]);
  });
}
