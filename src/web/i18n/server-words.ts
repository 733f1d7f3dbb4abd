// The server answers every refusal with a code (src/shared/errors.ts) and an English sentence
// for other clients (decision 031). The English screens show that sentence, which often names
// specifics (an amount, a step); in another language the screens say the code's words from the
// catalog instead, so a Greek screen never switches to English mid-sentence.
import type { ErrorCode } from '@/shared/errors';
import { currentLocale, m } from '@/web/i18n/i18n';

const words: Record<ErrorCode, () => string> = {
  VALIDATION: m.server_code_validation,
  BAD_REQUEST: m.server_code_bad_request,
  UNAUTHENTICATED: m.server_code_unauthenticated,
  INVALID_CREDENTIALS: m.server_code_invalid_credentials,
  INSUFFICIENT_FUNDS: m.server_code_insufficient_funds,
  FORBIDDEN: m.server_code_forbidden,
  ORIGIN_MISMATCH: m.server_code_origin_mismatch,
  WRONG_DEVICE: m.server_code_wrong_device,
  WRONG_RECOVERY_CODE: m.server_code_wrong_recovery_code,
  DEVICE_TAKEN: m.server_code_device_taken,
  PROOF_REFUSED: m.server_code_proof_refused,
  SCAN_NOT_READ: m.server_code_scan_not_read,
  NOT_FOUND: m.server_code_not_found,
  USER_NOT_FOUND: m.server_code_user_not_found,
  CONFLICT: m.server_code_conflict,
  UNCONFIRMED_WARNINGS: m.server_code_unconfirmed_warnings,
  NICKNAME_TAKEN: m.server_code_nickname_taken,
  PAYLOAD_TOO_LARGE: m.server_code_payload_too_large,
  UNSUPPORTED_MEDIA_TYPE: m.server_code_unsupported_media_type,
  UNREADABLE_PHOTO: m.server_code_unreadable_photo,
  POSITION_INACCURATE: m.server_code_position_inaccurate,
  IMPLAUSIBLE_TRAVEL: m.server_code_implausible_travel,
  CAPTURED_AT_OUT_OF_RANGE: m.server_code_captured_at_out_of_range,
  IDEMPOTENCY_KEY_REUSED: m.server_code_idempotency_key_reused,
  RATE_LIMITED: m.server_code_rate_limited,
  PAYOUT_FAILED: m.server_code_payout_failed,
  OCR_BUSY: m.server_code_ocr_busy,
  OVERLOADED: m.server_code_overloaded,
  NOT_READY: m.server_code_not_ready,
  INTERNAL: m.server_code_internal,
};

/**
 * What to show for a refusal: the server's own sentence in English; the code's words in any
 * other language; null when neither is known (the screen then says its own fallback).
 */
export function refusalWords(code: ErrorCode | undefined, serverText: string | undefined) {
  if (currentLocale() === 'en') return serverText ?? null;
  return code ? words[code]() : null;
}
