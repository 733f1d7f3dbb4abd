import { ApiError } from '@/web/lib/api-client';

/**
 * Whether a withdrawal's next press must carry the same request id: its outcome is not known
 * yet, so it may be paid. No reply, the server fell over (500, 503), the bank transfer's answer
 * was lost and the amount is held (504), or it is still under way (409): the server settles it
 * and answers the retry with the outcome (decision 003). A refusal or a payment settles it.
 */
export function withdrawalOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return [409, 500, 503, 504].includes(error.status);
}
