import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALK_SET_LOCAL } from './photo-geo';
import { walkedRows, walkRows } from './pglite-walk';

// PGlite's walk (pglite-walk.ts): the statement parsed once by name, then bound and executed in
// one call, inside a transaction that carries the planner settings.
let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite.close());

const walk = async (statement: { name: string; text: string }, values: unknown[]) =>
  walkedRows(await walkRows(pglite, WALK_SET_LOCAL, statement, values));

const preparedNames = async () =>
  (
    await pglite.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements WHERE NOT from_sql ORDER BY name',
    )
  ).rows.map((row) => row.name);

describe('walkRows on PGlite', () => {
  it('binds values as query() would, with the settings in force, and parses the statement once', async () => {
    const statement = {
      name: 'walk_values',
      text: "SELECT $1::int + 1, $2::timestamptz, $3::text IS NULL, $4::float8 * 2, current_setting('enable_seqscan')",
    };
    const at = new Date('2026-01-02T03:04:05.000Z');
    for (let run = 0; run < 7; run++) {
      const [row] = await walk(statement, [41, at, null, 1.25]);
      // Timestamps stay text, as drizzle's columns expect them.
      expect(row).toEqual([42, '2026-01-02 03:04:05+00', true, 2.5, 'off']);
    }
    expect(await preparedNames()).toEqual([
      'walk_values',
      'walk_values_setting_0',
      'walk_values_setting_1',
    ]);
    // Outside the walk the settings are back.
    const after = await pglite.query<{ value: string }>(
      "SELECT current_setting('enable_seqscan') AS value",
    );
    expect(after.rows[0]?.value).toBe('on');
  });

  it('parses the statement again when the same name comes with another text', async () => {
    expect(await walk({ name: 'walk_renamed', text: 'SELECT 1' }, [])).toEqual([[1]]);
    expect(await walk({ name: 'walk_renamed', text: 'SELECT 2' }, [])).toEqual([[2]]);
  });

  it('rolls a failed walk back and leaves PGlite usable', async () => {
    const statement = { name: 'walk_fails', text: 'SELECT 1 / $1::int' };
    await expect(walk(statement, [0])).rejects.toThrow(/division by zero/);
    expect(await walk(statement, [1])).toEqual([[1]]);
    const state = await pglite.query<{ value: string }>(
      "SELECT current_setting('enable_bitmapscan') AS value",
    );
    expect(state.rows[0]?.value).toBe('on');
    expect(pglite.isInTransaction()).toBe(false);
  });
});
