import { errorCodes, type ErrorBody, type ErrorCode } from '@/shared/errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK reply. The message reads "{status}: {body text}" (SPEC 8); the server's readable
 * `error` text and machine `code` are kept apart so screens can show or branch on them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | undefined;
  readonly code: ErrorCode | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverError = body.error;
    this.code = body.code;
  }
}

function parseErrorBody(bodyText: string): Partial<ErrorBody> {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { error, code } = parsed as Record<string, unknown>;
    return {
      error: typeof error === 'string' && error ? error : undefined,
      code:
        typeof code === 'string' && Object.hasOwn(errorCodes, code)
          ? (code as ErrorCode)
          : undefined,
    };
  } catch {
    // Not JSON (a proxy's HTML page, say): the message still carries the raw text.
    return {};
  }
}

/** The server's readable error text when it sent one, else the screen's own wording. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

/**
 * The one way the web app talks to the API: cookies always travel, JSON goes out only when
 * there is a payload, and the parsed JSON reply comes back (undefined for an empty body).
 * A FormData payload goes out as multipart: the browser must write its Content-Type, since
 * only it knows the boundary.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  payload?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const isJson = payload !== undefined && !(payload instanceof FormData);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: isJson ? { 'Content-Type': 'application/json' } : undefined,
    body: payload instanceof FormData ? payload : isJson ? JSON.stringify(payload) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}
