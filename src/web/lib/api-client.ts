import {
  fillPath,
  type EndpointInput,
  type EndpointReply,
  type Route,
} from '@/shared/contract/endpoint';
import {
  errorCodes,
  type ErrorBody,
  type ErrorCode,
  type MessageParams,
  type SaidMessage,
} from '@/shared/errors';
import { m } from '@/web/i18n/i18n';

/**
 * A non-OK reply. The message reads "{status}: {body text}" (SPEC 8); the server's readable
 * `error` text and machine `code` are kept apart so screens can show or branch on them.
 * `serverError` is what screens show: the server's sentence in the language in use when the
 * reply said it with a catalog key this build knows (see apiErrorOf), else the English text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | undefined;
  /** The server's English text, whatever the language. */
  readonly englishError: string | undefined;
  readonly code: ErrorCode | undefined;
  /** The sentence as the server said it: catalog key and parameters. */
  readonly said: SaidMessage | undefined;

  constructor(status: number, statusText: string, bodyText: string, worded?: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.englishError = body.error;
    this.serverError = body.error === undefined ? undefined : (worded ?? body.error);
    this.code = body.code;
    this.said = body.message;
  }
}

type ServerWording = {
  wordServerMessage: (key: string, params: MessageParams) => string | undefined;
};

/**
 * Where the table of the server's sentences comes from: the app sets it at start to a lazy
 * import (src/web/main.tsx), so the table is its own chunk. The service worker shares this
 * client but sets none: a worker is a classic script, where the dynamic import's loader
 * (`import.meta`) does not even parse, and what it sends it words in English.
 */
let loadServerWording: (() => Promise<ServerWording>) | undefined;

export function setServerWording(load: () => Promise<ServerWording>): void {
  loadServerWording = load;
}

/**
 * A sentence a successful reply carries as a catalog key (the admin's device test, say), in the
 * language in use; `english` when the table will not load or does not know the key.
 */
export async function wordSaid(said: SaidMessage, english: string): Promise<string> {
  if (!loadServerWording) return english;
  try {
    const { wordServerMessage } = await loadServerWording();
    return wordServerMessage(said.key, said.params) ?? english;
  } catch {
    return english;
  }
}

/**
 * The ApiError of a non-OK reply, its text worded from the catalog when the reply carries a
 * key. The table of the server's sentences is its own chunk, fetched only on this path.
 */
export async function apiErrorOf(
  status: number,
  statusText: string,
  bodyText: string,
): Promise<ApiError> {
  const said = parseErrorBody(bodyText).message;
  if (!said || !loadServerWording) return new ApiError(status, statusText, bodyText);
  let worded: string | undefined;
  try {
    const { wordServerMessage } = await loadServerWording();
    worded = wordServerMessage(said.key, said.params);
  } catch {
    // The chunk did not load (offline after a deploy, say): the English text still reads.
    worded = undefined;
  }
  return new ApiError(status, statusText, bodyText, worded);
}

/**
 * Each part on its own: a proxy may send an `error` without a `code` we know. Checked by hand,
 * not by the contract's schema: that would bring zod to every screen for one small object.
 */
function parseErrorBody(bodyText: string): Partial<ErrorBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    // Not JSON (a proxy's HTML page, say): the message still carries the raw text.
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { error, code, message } = parsed as Record<string, unknown>;
  const said = saidOf(message);
  return {
    ...(typeof error === 'string' && error.length > 0 ? { error } : {}),
    ...(typeof code === 'string' && Object.hasOwn(errorCodes, code)
      ? { code: code as ErrorCode }
      : {}),
    ...(said ? { message: said } : {}),
  };
}

/**
 * `{ key, params }` with a string key and params that are strings, numbers or such sentences
 * themselves (a few levels deep: sentences said in turn), else nothing; other params are dropped.
 */
function saidOf(value: unknown, depth = 0): SaidMessage | undefined {
  if (typeof value !== 'object' || value === null || depth > MAX_SAID_DEPTH) return undefined;
  const { key, params } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[a-z][a-z0-9_]*$/.test(key)) return undefined;
  const kept: MessageParams = {};
  if (typeof params === 'object' && params !== null) {
    for (const [name, param] of Object.entries(params)) {
      if (typeof param === 'string' || typeof param === 'number') kept[name] = param;
      else {
        const nested = saidOf(param, depth + 1);
        if (nested) kept[name] = nested;
      }
    }
  }
  return { key, params: kept };
}

/** Deeper than any sentence the server says (four warnings in turn are three levels). */
const MAX_SAID_DEPTH = 8;

/** What any failed request says when the device has no connection: nothing reached the server. */
export const offlineMessage = (): string => m.common_offline_not_sent();

/** The server's readable error text when it sent one, else the screen's own wording. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverError ? error.serverError : fallback;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? offlineMessage() : fallback;
}

type CallOptions = {
  signal?: AbortSignal;
  /**
   * Told the share of the body sent so far (0 to 1) as it goes out. The call then goes through
   * XMLHttpRequest, since fetch reports no upload progress; the reply is read the same way.
   */
  onUploadProgress?: (sent: number) => void;
};

/** What either transport hands back: the parsing below is the same for both. */
type RawReply = { ok: boolean; status: number; statusText: string; text: string };

/** The input argument is optional for endpoints that take none. */
type InputArgs<E extends Route> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * The one way the web app talks to the API: an endpoint of the contract's table and its typed
 * input in, its typed reply out. Cookies always travel; JSON goes out only when there is a
 * body; a form goes out as multipart (the browser writes its Content-Type, since only it knows
 * the boundary). A non-OK reply throws ApiError.
 */
export function callApi<E extends Route>(
  endpoint: E,
  ...[input, options]: InputArgs<E>
): Promise<EndpointReply<E>> {
  return request(endpoint, input, options);
}

/** callApi without the input's types: for helpers that already checked them. */
export async function request<E extends Route>(
  endpoint: E,
  input: unknown,
  options: CallOptions = {},
): Promise<EndpointReply<E>> {
  const { body, form } = partsOf(input);
  const payload = form
    ? formDataOf(endpoint, form)
    : body === undefined
      ? undefined
      : JSON.stringify(body);
  const url = urlOf(endpoint, input);
  const headers: Record<string, string> =
    typeof payload === 'string' ? { 'Content-Type': 'application/json' } : {};
  const sending = { method: endpoint.method, url, headers, body: payload, signal: options.signal };
  const reply = options.onUploadProgress
    ? await sendWithProgress(sending, options.onUploadProgress)
    : await sendWithFetch(sending);
  if (!reply.ok) throw await apiErrorOf(reply.status, reply.statusText, reply.text);
  // The server serialised this reply through the endpoint's schema.
  return (reply.text ? JSON.parse(reply.text) : undefined) as EndpointReply<E>;
}

type Sending = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
};

async function sendWithFetch({ method, url, headers, body, signal }: Sending): Promise<RawReply> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body,
    signal,
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, statusText: response.statusText, text };
}

/** The same request through XMLHttpRequest, whose upload reports its progress. */
function sendWithProgress(
  { method, url, headers, body, signal }: Sending,
  onUploadProgress: (sent: number) => void,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    // What fetch rejects with on abort: the signal's reason, or an AbortError.
    const aborted = (): Error =>
      signal?.reason instanceof Error
        ? signal.reason
        : new DOMException('The call was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Listeners on `upload` must be in place before send(), or the browser reports nothing.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onUploadProgress(1));
    xhr.addEventListener('load', () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText,
      }),
    );
    // The same failure fetch gives for a network error, so callers handle one kind.
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(aborted()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** The endpoint's URL with its params filled in and its query string: for links and <img>. */
export function apiUrl<E extends Route>(
  endpoint: E,
  ...[input]: Record<string, never> extends EndpointInput<E>
    ? [input?: Pick<EndpointInput<E>, 'params' | 'query'>]
    : [input: Pick<EndpointInput<E>, 'params' | 'query'>]
): string {
  return urlOf(endpoint, input);
}

/**
 * A query's key: its path, then its query or body when it has one. Without params, the path
 * alone is the prefix that invalidates every variant (every nearby list, every price check).
 */
export function apiQueryKey(endpoint: Route, input?: unknown): readonly [string, ...unknown[]] {
  const { params, query, body } = partsOf(input);
  const path = fillPath(endpoint.path, params);
  return [path, ...(query ? [query] : []), ...(body ? [body] : [])];
}

function urlOf(endpoint: Route, input: unknown): string {
  const { params, query } = partsOf(input);
  const path = fillPath(endpoint.path, params);
  const search = query ? new URLSearchParams(textFields(query)).toString() : '';
  return search ? `${path}?${search}` : path;
}

function partsOf(input: unknown): Partial<Record<string, unknown>> {
  return typeof input === 'object' && input !== null
    ? Object.fromEntries(Object.entries(input))
    : {};
}

function formDataOf(endpoint: Route, form: unknown): FormData {
  const { fields, file } = partsOf(form);
  const data = new FormData();
  for (const [name, value] of Object.entries(textFields(fields))) data.append(name, value);
  if (file instanceof Blob && endpoint.form) data.append(endpoint.form.file, file);
  return data;
}

/** Query strings and form fields are text: absent and null values are left out. */
function textFields(values: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(partsOf(values)).flatMap(([name, value]: [string, unknown]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[name, String(value)]]
        : [],
    ),
  );
}

/**
 * No answer, or one from a server that fell over (5xx): whether the change was made is not
 * known, so a retry of it must say it is the same one (its request id).
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}
