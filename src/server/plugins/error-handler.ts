import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@/shared/errors';
import { AppError } from '@/server/errors';
import { validationMessage } from '@/server/lib/validation-message';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

const friendlyFastifyMessages: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send JSON or a multipart form.',
};

/** Turns every thrown error into `{ error, code }` with the right status; 5xx details stay in the log. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue?.message ?? 'Invalid request';
      return reply.code(400).send(body('VALIDATION', validationMessage(field, message)));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      const message =
        friendlyFastifyMessages[code] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message);
      return reply.code(status).send(body(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

function body(code: ErrorCode, error: string): ErrorBody {
  return { error, code };
}

export function notFoundBody(): ErrorBody {
  return body('NOT_FOUND', 'Not found');
}
