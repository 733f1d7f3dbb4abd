import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or the admin (checked by the server's route helper). */
export type Access = 'public' | 'user' | 'admin';

/** A reply that is not JSON: bytes with a content type, a redirect, or an HTML page. */
export type RawReply =
  { kind: 'binary'; contentType: string } | { kind: 'redirect' } | { kind: 'html' };

/** Where a route's shapes travel as a type only: the web's table carries no schema. */
declare const shapesKey: unique symbol;

/**
 * One operation of the API as both sides need it at run time: where and how to call it, who may,
 * and the statuses its failures use beyond those its shape implies (see `errorStatuses`), each
 * answering `{ error, code }`. Its schemas ride along as a type, so the web calls it typed by
 * them without loading them (or zod).
 */
export type Route = {
  method: HttpMethod;
  /** Fastify's syntax: `/api/photos/:id/edit`. */
  path: `/${string}`;
  access: Access;
  /** A multipart body: the name of its one file part (its text fields are in the shapes). */
  form?: { file: string };
  errors: readonly number[];
  readonly [shapesKey]?: Shapes;
};

/**
 * What only the server needs at run time: the schemas Fastify validates params, query and a JSON
 * body with and serialises the success reply through. `reply` has exactly one status.
 */
export type Shapes = {
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body's text fields, read by the same schema rules. */
  form?: { fields: z.ZodType };
  /** The raw bytes of the body, for callers that sign them (a provider's webhook). */
  rawBody?: true;
  reply: { [status: number]: z.ZodType | RawReply };
};

/** A domain's shapes, by operation name. */
export type ShapeTable = Record<string, Shapes>;

/**
 * One operation, declared once in two halves keyed by the same name: its route in
 * `contract/endpoints/<domain>.ts` (imported by the web) and its shapes in
 * `contract/<domain>.ts` (imported by the server, which registers its route from both).
 */
export type Endpoint = Route & Shapes;

/** An endpoint or a route, with its shapes' types spelled out. */
type Full<E extends Route> = E & NonNullable<E[typeof shapesKey]>;

/**
 * Declares a domain's route table, typed by its shapes table (`routes<typeof authShapes>()`):
 * the two must name the same operations, and each route's types come from its shapes.
 */
export function routes<S extends ShapeTable>() {
  return <const R extends { [K in keyof S]: Omit<Route, typeof shapesKey> }>(
    table: R & Record<Exclude<keyof R, keyof S>, never>,
  ): { [K in keyof R]: R[K] & { readonly [shapesKey]?: K extends keyof S ? S[K] : never } } =>
    table;
}

/** The server's endpoints: each route of a table with its shapes. */
export function withShapes<R extends Record<string, Route>, S extends Record<keyof R, Shapes>>(
  table: R,
  shapes: S,
): { [K in keyof R]: R[K] & S[K] } {
  const entries = Object.entries(table).map(([name, route]) => {
    const shape = shapes[name];
    if (!shape || Boolean(route.form) !== Boolean(shape.form)) {
      throw new Error(`${route.method} ${route.path}: its route and shapes do not match`);
    }
    const form = route.form && shape.form ? { form: { ...shape.form, ...route.form } } : {};
    return [name, { ...route, ...shape, ...form }];
  });
  return Object.fromEntries(entries) as { [K in keyof R]: R[K] & S[K] };
}

export const binaryReply = (contentType: string): RawReply => ({ kind: 'binary', contentType });
export const redirectReply: RawReply = { kind: 'redirect' };
export const htmlReply: RawReply = { kind: 'html' };

/** The status and schema of an endpoint's success reply. */
export function successOf(definition: Endpoint): { status: number; reply: z.ZodType | RawReply } {
  const [entry, ...rest] = Object.entries(definition.reply);
  if (!entry || rest.length > 0) {
    throw new Error(`${definition.method} ${definition.path} must declare exactly one reply`);
  }
  return { status: Number(entry[0]), reply: entry[1] };
}

export function isRawReply(reply: z.ZodType | RawReply): reply is RawReply {
  return 'kind' in reply && typeof reply.kind === 'string' && !('_zod' in reply);
}

/**
 * Every status an endpoint's failures may use: those it declares, and those its shape implies
 * (400 for input that fails its schema, 401 and 403 for access, 403 for a state change from
 * another origin, 413 and 415 for a body too large or of another type).
 */
export function errorStatuses(definition: Endpoint): number[] {
  const statuses = new Set(definition.errors);
  const hasInput = Boolean(definition.params ?? definition.query ?? definition.body);
  if (hasInput || definition.form) statuses.add(400);
  if (definition.access !== 'public') statuses.add(401);
  if (definition.access === 'admin') statuses.add(403);
  if (definition.method !== 'GET') {
    statuses.add(403);
    if (!definition.rawBody) statuses.add(415);
  }
  if (definition.body ?? definition.form ?? definition.rawBody) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/photos/:id/edit` with `{ id: 5 }` → `/api/photos/5/edit`. */
export function fillPath(path: string, params: unknown): string {
  const values = new Map(
    Object.entries(typeof params === 'object' && params !== null ? params : {}),
  );
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value: unknown = values.get(name);
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`${path} needs the param ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

type Schema<T> = T extends z.ZodType ? T : never;
type SuccessSchema<E extends Route> = Full<E>['reply'][keyof Full<E>['reply']];

/** What the caller sends: params, query, body or form, each only where the endpoint has one. */
export type EndpointInput<E extends Route> = InputOf<Full<E>>;
type InputOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<Schema<E['params']>> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: z.input<Schema<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['form'] extends object
      ? { body?: z.input<Schema<E['body']>> }
      : { body: z.input<Schema<E['body']>> }
    : { body?: undefined }) &
  (E['form'] extends { fields: infer F }
    ? E['body'] extends z.ZodType
      ? { form?: { fields: z.input<Schema<F>>; file: Blob | null } }
      : { form: { fields: z.input<Schema<F>>; file: Blob | null } }
    : { form?: undefined });

/** The parsed JSON of an endpoint's success reply. */
export type EndpointReply<E extends Route> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : never;

/** What a server handler returns for a JSON endpoint (the serializer checks it). */
export type EndpointReplyInput<E extends Route> =
  SuccessSchema<E> extends z.ZodType ? z.input<SuccessSchema<E>> : never;
