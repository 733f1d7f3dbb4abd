import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, SaidMessage } from '@/shared/errors';
import { AppError } from '@/server/errors';
import { validationMessage } from '@/server/lib/validation-message';
import { english, say } from '@/server/lib/say';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

const friendlyFastifyMessages: Partial<Record<ErrorCode, SaidMessage>> = {
  PAYLOAD_TOO_LARGE: say('server_upload_too_large'),
  UNSUPPORTED_MEDIA_TYPE: say('server_send_json_multipart_form'),
};

/**
 * Fastify's own sentences for the other refusals it makes, said with a catalog key whose
 * English is Fastify's text (decision 031), so the web words them; a sentence Fastify words
 * otherwise (another version) stays plain, as English.
 */
const fastifySentences: Record<string, (message: string) => SaidMessage | undefined> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: () => say('server_fastify_empty_json_body'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => say('server_fastify_content_length'),
  // @fastify/compress, reading a compressed request body.
  FST_CP_ERR_INVALID_CONTENT: () => say('server_fastify_decompress_failed'),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: (message) => {
    const encoding = /^Unsupported Content-Encoding: (.*)$/s.exec(message)?.[1];
    return encoding === undefined
      ? undefined
      : say('server_fastify_unsupported_encoding', { encoding });
  },
  FST_ERR_BAD_URL: (message) => {
    const component = /^'(.*)' is not a valid url component$/s.exec(message)?.[1];
    return component === undefined ? undefined : say('server_fastify_bad_url', { component });
  },
};

/** Fastify's sentence for `error` said with its key, or its plain text. */
export function fastifySaid(error: { code: string; message: string }): string | SaidMessage {
  const said = fastifySentences[error.code]?.(error.message);
  return said && english(said) === error.message ? said : error.message;
}

/** Turns every thrown error into `{ error, code, message? }` with the right status; 5xx details stay in the log. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A failure answered in words whose cause the operator still needs (a lost transfer).
      if (error.status >= 500 && error.cause !== undefined) {
        request.log.warn({ err: error.cause, code: error.code }, error.message);
      }
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.said ?? error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue?.message
        ? validationMessage(field, issue.message)
        : say('server_invalid_request');
      return reply.code(400).send(errorBody('VALIDATION', message));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      const message =
        friendlyFastifyMessages[code] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? say('server_request_body_valid_json')
          : fastifySaid(error));
      return reply.code(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', say('server_something_went_wrong')));
  });
}

/** Fastify's refusal before any route (a URL it cannot decode), in our one body. */
export function frameworkError(error: FastifyError): { status: number; body: ErrorBody } {
  const status = error.statusCode ?? 500;
  return status < 500
    ? { status, body: errorBody('BAD_REQUEST', fastifySaid(error)) }
    : { status: 500, body: errorBody('INTERNAL', say('server_something_went_wrong')) };
}

/** The English text always; the catalog key and parameters too when the sentence has them. */
export function errorBody(code: ErrorCode, error: string | SaidMessage): ErrorBody {
  if (typeof error === 'string') return { error, code };
  return { error: english(error), code, message: error };
}

export function notFoundBody(): ErrorBody {
  return errorBody('NOT_FOUND', say('server_not_found'));
}
