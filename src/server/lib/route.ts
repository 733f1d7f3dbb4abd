import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '@/shared/contract/common';
import {
  errorStatuses,
  isRawReply,
  successOf,
  type Endpoint,
  type EndpointReplyInput,
} from '@/shared/contract/endpoint';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { readMultipartForm } from '@/server/plugins/multipart-form';
import { requireAdmin, requireUser } from '@/server/plugins/session';
import { assertNoNulCharacters, parseOrThrow } from './parse';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Form<F> = { fields: Out<F>; file: Buffer | null };

/** A JSON body, a multipart form, or (for an endpoint that takes either) the one that came. */
type BodyContext<E extends Endpoint> = E['body'] extends z.ZodType
  ? E['form'] extends { fields: infer F }
    ? {
        payload: { kind: 'json'; body: z.output<E['body']> } | ({ kind: 'form' } & Form<F>);
      }
    : { body: z.output<E['body']> }
  : E['form'] extends { fields: infer F }
    ? { form: Form<F> }
    : E['rawBody'] extends true
      ? { rawBody: Buffer }
      : unknown;

/** What a handler is given: the caller (per the endpoint's access) and its validated input. */
export type RouteContext<E extends Endpoint> = {
  user: E['access'] extends 'public' ? UserRow | null : UserRow;
  params: Out<E['params']>;
  query: Out<E['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
} & BodyContext<E>;

type HandlerResult<E extends Endpoint> = E['reply'][keyof E['reply']] extends z.ZodType
  ? EndpointReplyInput<E>
  : FastifyReply;

export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Registers an endpoint of the contract's table. Fastify validates params, query and a JSON
 * body with the endpoint's schemas and serialises the success reply through its schema (fields
 * not listed are dropped); access is checked before the input is read; a multipart form is
 * read and its fields parsed by the same schema rules. The handler only calls the service.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: { bodyLimit?: number } = {},
): void {
  const { status, reply: success } = successOf(endpoint);
  const schema: FastifySchema = {
    response: { ...(isRawReply(success) ? {} : { [status]: success }), ...errorReplies(endpoint) },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  // An endpoint that takes JSON or a form checks its JSON in the handler, once it knows which.
  if (endpoint.body && !endpoint.form) schema.body = endpoint.body;

  const register = (scope: FastifyInstance) =>
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      preValidation: async (request) => {
        userFor(endpoint, request);
        assertNoNulCharacters(request.params);
        assertNoNulCharacters(request.query);
        assertNoNulCharacters(request.body);
      },
      handler: async (request, reply) => {
        const context = {
          user: userFor(endpoint, request),
          params: request.params,
          query: request.query,
          request,
          reply,
          ...(await readBody(endpoint, request)),
        } as RouteContext<E>; // the schemas above validated what the casts name
        if (isRawReply(success)) {
          if (success.kind === 'binary') void reply.type(success.contentType);
        } else {
          void reply.code(status);
        }
        return handler(context);
      },
    });

  if (!endpoint.rawBody) {
    register(app);
    return;
  }
  // A signed body must reach the handler byte for byte: no parser may touch it.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.bodyLimit ?? 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/** The error replies of an endpoint, as Fastify's response schemas. */
function errorReplies(definition: Endpoint): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(errorStatuses(definition).map((status) => [status, errorBodySchema]));
}

function userFor(endpoint: Endpoint, request: FastifyRequest): UserRow | null {
  if (endpoint.access === 'admin') return requireAdmin(request);
  if (endpoint.access === 'user') return requireUser(request);
  return request.user;
}

async function readBody(endpoint: Endpoint, request: FastifyRequest) {
  if (endpoint.rawBody) {
    if (!Buffer.isBuffer(request.body))
      throw new AppError('BAD_REQUEST', say('server_body_missing'));
    return { rawBody: request.body };
  }
  const { form, body } = endpoint;
  if (!form) return body ? { body: request.body } : {};
  if (body && !request.isMultipart()) {
    return { payload: { kind: 'json', body: parseOrThrow(body, request.body) } };
  }
  const read = await readMultipartForm(request, form.file);
  assertNoNulCharacters(read.fields);
  const parsed = { fields: parseOrThrow(form.fields, read.fields), file: read.file };
  return body ? { payload: { kind: 'form', ...parsed } } : { form: parsed };
}
