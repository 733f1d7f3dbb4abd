// Every error the API can answer with: one list, each with its HTTP status and when it is thrown.
// The server throws AppError(code, say(key, params)); the one error handler turns it into
// { error, code, message: { key, params } }.
export const errorCodes = {
  VALIDATION: { status: 400, when: 'A request body, query or path failed its schema.' },
  BAD_REQUEST: { status: 400, when: 'A request is well-formed but makes no sense.' },
  UNAUTHENTICATED: { status: 401, when: 'No valid session cookie on a signed-in route.' },
  INVALID_CREDENTIALS: { status: 401, when: 'Login with a wrong nickname or password.' },
  INSUFFICIENT_FUNDS: {
    status: 402,
    when: 'The wallet cannot pay for a discovery limit, a reward or a withdrawal.',
  },
  FORBIDDEN: { status: 403, when: 'Signed in, but the role does not allow the action.' },
  ORIGIN_MISMATCH: { status: 403, when: 'A state-changing request came from another origin.' },
  WRONG_DEVICE: {
    status: 403,
    when: 'Password reset from a device that did not register the account.',
  },
  WRONG_RECOVERY_CODE: {
    status: 403,
    when: 'Password reset from another device with a recovery code that does not match.',
  },
  DEVICE_TAKEN: { status: 403, when: 'Registration from a device already bound to an account.' },
  PROOF_REFUSED: {
    status: 403,
    when: 'A registration whose proof of work is missing its solution, expired, for another address, or spent.',
  },
  SCAN_NOT_READ: {
    status: 403,
    when: 'A scan whose analysis token is missing, forged, expired, or for other text or another user.',
  },
  NOT_FOUND: { status: 404, when: 'Nothing there, or nothing the viewer may see.' },
  USER_NOT_FOUND: { status: 404, when: 'Check-user or reset for a nickname with no account.' },
  CONFLICT: { status: 409, when: 'The thing changed state, e.g. editing a discovered message.' },
  UNCONFIRMED_WARNINGS: {
    status: 409,
    when: "Publishing an upload, or a hunt step's photo, whose text draws a soft warning (too common, a near-duplicate or a template within 100 m) that the creator did not confirm (for a hunt, on that step).",
  },
  NICKNAME_TAKEN: {
    status: 409,
    when: 'Registration with a nickname in use (any case) or reserved.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, when: 'A body or upload is over its size cap.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    when: 'A state-changing body that is neither JSON nor multipart.',
  },
  UNREADABLE_PHOTO: {
    status: 422,
    when: 'A new message whose photo shows too little readable text to be discovered.',
  },
  POSITION_INACCURATE: {
    status: 422,
    when: 'A scan whose location fix is less accurate than the 100 m discovery range.',
  },
  IMPLAUSIBLE_TRAVEL: {
    status: 422,
    when: "A scan too far from the user's last one to have been reached at 300 km/h.",
  },
  CAPTURED_AT_OUT_OF_RANGE: {
    status: 422,
    when: "A queued scan taken more than 24 hours ago, or stamped later than the server's clock allows.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    when: 'A scan whose idempotency key was already used by this user for another scan.',
  },
  RATE_LIMITED: {
    status: 429,
    when: "Too many attempts at a throttled auth action, or past a user's analysis, scan or draft-save limits.",
  },
  PAYOUT_FAILED: {
    status: 502,
    when: 'The provider refused a withdrawal transfer; it was reversed.',
  },
  PAYOUT_PENDING: {
    status: 504,
    when: 'The provider did not answer a withdrawal transfer; the amount stays held and the transfer is asked for again until it is paid or returned.',
  },
  OCR_BUSY: {
    status: 503,
    when: "Every OCR worker is busy and the queue, or this user's line in it, is full; retry shortly.",
  },
  OVERLOADED: {
    status: 503,
    when: 'The server is overloaded (event loop delay or utilisation past its limit); retry after Retry-After.',
  },
  NOT_READY: {
    status: 503,
    when: 'Readiness: the database or the blob store does not answer.',
  },
  INTERNAL: { status: 500, when: 'Anything unexpected; the details go to the log only.' },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * The parameters of a catalog message: `{name}` placeholders filled with strings, numbers
 * (worded by their name's ending: `...Cents`, `...Ms`, `...Km`, `...Day`; src/shared/i18n/said.ts)
 * or a nested sentence.
 */
export type MessageParams = { [name: string]: string | number | SaidMessage };

/** A sentence as a catalog key and its parameters (decision 031): the web words it. */
export type SaidMessage = { key: string; params: MessageParams };

/**
 * The body of every error reply: `error` is the English text (for any client), `message` the
 * same sentence as a catalog key and parameters, which the web shows in the reader's language.
 */
export type ErrorBody = { error: string; code: ErrorCode; message?: SaidMessage };
