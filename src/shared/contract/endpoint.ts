import type { z } from 'zod';
import { errorBodySchema } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or the admin (checked by the server's route helper). */
export type Access = 'public' | 'user' | 'admin';

/** A reply that is not JSON: bytes with a content type, a redirect, or an HTML page. */
export type RawReply =
  { kind: 'binary'; contentType: string } | { kind: 'redirect' } | { kind: 'html' };

/**
 * One operation of the API, declared once: the server registers its route from this (Fastify
 * validates params, query and JSON body with the schemas and serialises the reply through
 * `reply`), and the web app calls it through `callApi(endpoint, input)`, typed by the same
 * schemas. `reply` has exactly one status: the success; `errors` lists the statuses its
 * failures use, each answering `{ error, code }`.
 */
export type Endpoint = {
  method: HttpMethod;
  /** Fastify's syntax: `/api/photos/:id/edit`. */
  path: `/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body: text fields read by `fields`, and at most one file part named `file`. */
  form?: { fields: z.ZodType; file: string };
  /** The raw bytes of the body, for callers that sign them (a provider's webhook). */
  rawBody?: true;
  reply: { [status: number]: z.ZodType | RawReply };
  /** Statuses its failures use beyond those its shape implies (see `errorStatuses`). */
  errors: readonly number[];
};

/** Declares an endpoint, keeping its literal types for the server and the web. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
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

/** The error replies of an endpoint, as Fastify's response schemas. */
export function errorReplies(definition: Endpoint): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(errorStatuses(definition).map((status) => [status, errorBodySchema]));
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
type SuccessSchema<E extends Endpoint> = E['reply'][keyof E['reply']];

/** What the caller sends: params, query, body or form, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
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
export type EndpointReply<E extends Endpoint> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : never;

/** What a server handler returns for a JSON endpoint (the serializer checks it). */
export type EndpointReplyInput<E extends Endpoint> =
  SuccessSchema<E> extends z.ZodType ? z.input<SuccessSchema<E>> : never;
