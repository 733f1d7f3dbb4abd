import { errorCodes, type ErrorCode, type SaidMessage } from '@/shared/errors';
import { english } from '@/server/lib/say';

/**
 * The one error type services throw; the error handler turns it into a reply. Its message is
 * said with a catalog key (`say('server_x', params)`), whose English text becomes `message`;
 * a plain string is still taken (English only, no key sent).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra headers for the reply, e.g. Retry-After. */
  readonly headers: Record<string, string>;
  /** The sentence as a catalog key and parameters, when it was said that way. */
  readonly said: SaidMessage | undefined;

  constructor(
    code: ErrorCode,
    message: string | SaidMessage,
    headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.headers = headers;
    this.said = typeof message === 'string' ? undefined : message;
  }
}
