/**
 * What a creator is warned of between uploading a photo and publishing its message (issue 20,
 * point 5). The server judges them (photos/upload-warnings.ts) at upload and again at publish;
 * the web shows them over the photo with a Retake button.
 * - too-little: too little text to be found at all. Blocking: publishing is refused.
 * - too-common: the text is wording printed in countless places, so it names no place.
 * - near-duplicate: another open message within 100 m hides behind nearly the same text.
 * - template: another one there shares this text's template (only some words differ).
 * The last three are soft: the creator may publish anyway by confirming them.
 */
export const UPLOAD_WARNING_CODES = [
  'too-little',
  'too-common',
  'near-duplicate',
  'template',
] as const;
export type UploadWarningCode = (typeof UPLOAD_WARNING_CODES)[number];

export const SOFT_UPLOAD_WARNINGS = ['too-common', 'near-duplicate', 'template'] as const;
export type SoftUploadWarning = (typeof SOFT_UPLOAD_WARNINGS)[number];

export function isSoftWarning(code: UploadWarningCode): code is SoftUploadWarning {
  return code !== 'too-little';
}

/** An unpublished upload, and its files, are removed this long after it was made. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
