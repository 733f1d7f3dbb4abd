import type { PGlite } from '@electric-sql/pglite';

const identity = (value: unknown) => value;

/**
 * One walk on PGlite (photo-geo.ts): a transaction of its own, the planner settings, the
 * statement, rows as arrays, the types in `rawTypes` left as text. The same function runs on
 * PGlite in the main thread and inside PGlite's worker thread, where it is one message instead
 * of four (BEGIN, the settings, the statement, COMMIT), so PGlite is not held by an open
 * transaction while the event loop gets round to sending its next statement.
 */
export function walkRows(
  pglite: Pick<PGlite, 'transaction'>,
  settings: string,
  text: string,
  values: unknown[],
  rawTypes: number[],
): Promise<unknown[][]> {
  const parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]));
  return pglite.transaction(async (tx) => {
    await tx.query(settings);
    return (await tx.query<unknown[]>(text, values, { rowMode: 'array', parsers })).rows;
  });
}
