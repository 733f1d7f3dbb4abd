import { errorCodes, type ErrorCode } from '@/shared/errors';

/** The one error type services throw; the error handler turns it into a reply. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra headers for the reply, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.headers = headers;
  }
}
