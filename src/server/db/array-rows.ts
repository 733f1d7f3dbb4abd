import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import pg from 'pg';

/** What a flat `select({...})` may hold: table columns and SQL expressions. */
export type FlatSelection = Record<string, Column | SQL | SQL.Aliased>;

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * The types drizzle's drivers leave as text for their columns to decode (dates, times,
 * intervals and their arrays): the same here, so each column decodes exactly as it would
 * through drizzle, on either engine.
 */
const LEFT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText = (value: string): unknown => value;

/** How a walk's value of type `oid`, sent as text, is decoded: node-postgres's parser, or as is. */
export function textTypeParser(oid: number): (value: string) => unknown {
  return LEFT_AS_TEXT.has(oid)
    ? asText
    : (pg.types.getTypeParser(oid, 'text') as (value: string) => unknown);
}
// Rows are asked for as text (the protocol's default), so every parser is a text one.
const types: pg.CustomTypesConfig = { getTypeParser: textTypeParser };

/** Runs a statement and answers its rows as arrays; `name` lets PostgreSQL keep its plan. */
export type RowsRunner = (
  statement: { name: string; text: string },
  values: unknown[],
) => Promise<unknown[][]>;

/** Rows as arrays from a node-postgres pool, the statement prepared once per connection. */
export function poolRows(pool: pg.Pool): RowsRunner {
  return async ({ name, text }, values) =>
    (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types })).rows;
}

function decoderOf(field: Column | SQL | SQL.Aliased): Decoder {
  if (is(field, Column)) return field;
  // An expression's decoder is what `.mapWith()` set (identity without it); drizzle keeps it
  // on the SQL object. tests/api/photos-nearby.test.ts compares nearby's rows, every field,
  // with drizzle's own mapping on both engines.
  const expression = is(field, SQL) ? field : field.sql;
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/**
 * A statement built once and run by `rows` (on PostgreSQL, prepared once per connection). Its
 * rows come back as arrays and are decoded by the selection's own decoders, looked up once.
 * Drizzle looks each field's decoder up again for every value of every row (`mapResultRow` and
 * its `is()` checks): on nearby, 100 rows of 24 fields hundreds of times a second, that was a
 * fifth of the server's time (issue 22). The selection must be flat (no nested objects, no
 * joined table as one field), as drizzle writes a flat selection's columns in its key order.
 */
export function prepareArrayRows<Row>(
  rows: RowsRunner,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  selection: FlatSelection,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const statement = { name, text };
  const decode = rowDecoder<Row>(selection);
  return async (values) => (await rows(statement, fillPlaceholders(params, values))).map(decode);
}

/**
 * One row's decoder: an object literal of the selection's keys, so every row has the same
 * shape from its creation. Filling an empty object key by key went through V8's generic
 * (megamorphic) keyed stores and cost more than drizzle's own mapping. The keys are the
 * selection's, written in code, and quoted by JSON.stringify.
 */
function rowDecoder<Row>(selection: FlatSelection): (row: unknown[]) => Row {
  const keys = Object.keys(selection);
  const decoders = keys.map((key) => decoderOf(selection[key]!));
  const fields = keys.map(
    (key, i) =>
      `${JSON.stringify(key)}: row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}])`,
  );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: a fixed shape
  const build = new Function('d', 'row', `return { ${fields.join(', ')} };`) as (
    d: Decoder[],
    row: unknown[],
  ) => Row;
  return (row) => build(decoders, row);
}
