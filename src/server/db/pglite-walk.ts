import { protocol, type PGlite } from '@electric-sql/pglite';
import { textTypeParser } from './array-rows';
import {
  DatabaseError,
  type BackendMessage,
  type DataRowMessage,
  type RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

const { serialize } = protocol;

/** A walk's statement as PGlite keeps it: parsed once by name, its parameters' types known. */
type Prepared = { text: string; parameterTypes: number[] };

/** Each PGlite's prepared walks, by statement name. */
const preparedOn = new WeakMap<object, Map<string, Prepared>>();

type WalkingPglite = Pick<
  PGlite,
  'transaction' | 'execProtocol' | 'execProtocolRawStream' | 'serializers'
>;

/**
 * One walk on PGlite (photo-geo.ts): a transaction of its own, the planner settings (SET LOCAL
 * statements), the statement. The same function runs on PGlite in the main thread and inside
 * PGlite's worker thread, where it is one message instead of four, so PGlite is not held by an
 * open transaction while the event loop gets round to sending its next statement.
 *
 * The statement is parsed once under its name and then only bound and executed: PGlite's own
 * query() parses, describes and plans it again each time, six calls into WebAssembly where this
 * makes one. Prepared, PostgreSQL may keep its plan (from the sixth run, a generic plan), which
 * took 1.2 of nearby's 3.2 ms in PGlite (issue 22). The settings are in force when it plans.
 *
 * It answers PostgreSQL's reply as it came, protocol bytes: the thread that owns PGlite is
 * the one everybody waits for, and PGlite's decoding (a copied buffer per value) was 40 % of its
 * time, more than PostgreSQL's own. `walkedRows` decodes them where they are used. An error
 * is decoded here and thrown, so the transaction rolls back.
 */
export function walkRows(
  pglite: WalkingPglite,
  settings: readonly string[],
  statement: { name: string; text: string },
  values: unknown[],
): Promise<Uint8Array> {
  return pglite.transaction(async () => {
    // Inside the transaction callback no other query runs on this PGlite (its transaction
    // lock), so the check and the parse below cannot interleave with another walk's.
    const statements = await prepare(pglite, [
      ...settings.map((text, i) => ({ name: `${statement.name}_setting_${i}`, text })),
      statement,
    ]);
    const walk = statements.at(-1)!;
    const bound = values.map((value, i) => serializeValue(pglite, value, walk.parameterTypes[i]));
    // The raw stream, the only one of PGlite's calls that does not decode every message.
    const chunks: Uint8Array[] = [];
    await pglite.execProtocolRawStream(
      concat([
        ...statements
          .slice(0, -1)
          .flatMap(({ name }) => [serialize.bind({ statement: name }), serialize.execute()]),
        serialize.bind({ statement: statement.name, values: bound }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        serialize.sync(),
      ]),
      // Each chunk is a view of PGlite's memory, reused after the call: copied.
      { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) },
    );
    // One buffer of its own, so it can be moved to the main thread rather than copied.
    const reply = concat(chunks);
    if (holdsError(reply)) walkedRows(reply);
    return reply;
  });
}

/**
 * The rows of a walk's reply (protocol bytes), as arrays, decoded as PostgreSQL's rows are
 * (array-rows.ts's `textTypeParser`, as `poolRows`). Throws the database's error if the reply
 * holds one.
 */
export function walkedRows(reply: Uint8Array): unknown[][] {
  let parsers: Array<(value: string) => unknown> = [];
  const rows: unknown[][] = [];
  let error: Error | undefined;
  new Parser().parse(
    Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength),
    (message: BackendMessage) => {
      if (message instanceof DatabaseError) error ??= message;
      else if (message.name === 'rowDescription') {
        parsers = (message as RowDescriptionMessage).fields.map(({ dataTypeID }) =>
          textTypeParser(dataTypeID),
        );
      } else if (message.name === 'dataRow') {
        const fields = (message as DataRowMessage).fields as Array<string | null>;
        rows.push(fields.map((field, i) => (field === null ? null : parsers[i]!(field))));
      }
    },
  );
  if (error) throw error;
  return rows;
}

/** Whether a reply holds an ErrorResponse: its messages' type bytes, read without decoding. */
function holdsError(reply: Uint8Array): boolean {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let at = 0; at + 5 <= reply.byteLength;) {
    const length = view.getInt32(at + 1);
    // A length under its own four bytes is no message: decode it all and let the parser say.
    if (reply[at] === 0x45 /* 'E' */ || length < 4) return true;
    at += 1 + length;
  }
  return false;
}

/** Parses the statements this PGlite does not hold yet (a name once closed, so reuse is safe). */
async function prepare(
  pglite: WalkingPglite,
  statements: Array<{ name: string; text: string }>,
): Promise<Array<Prepared & { name: string }>> {
  let held = preparedOn.get(pglite);
  if (!held) preparedOn.set(pglite, (held = new Map<string, Prepared>()));
  for (const { name, text } of statements) {
    if (held.get(name)?.text === text) continue;
    held.delete(name);
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.close({ type: 'S', name }),
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    held.set(name, { text, parameterTypes: description?.dataTypeIDs ?? [] });
  }
  return statements.map(({ name }) => ({ name, ...held.get(name)! }));
}

/** A parameter as PGlite's query() would send it: its type's serializer, or its text. */
function serializeValue(pglite: WalkingPglite, value: unknown, type: number | undefined) {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pglite.serializers[type];
  if (serializer) return serializer(value);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') {
    return String(value);
  }
  throw new TypeError(`walkRows: no serializer for a ${typeof value} of type ${type}`);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}
