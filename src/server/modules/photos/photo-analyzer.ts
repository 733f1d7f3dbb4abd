import type { UserRow } from '@/server/db/schema/users';
import type { OcrEngine } from '@/server/providers/ocr/ocr-engine';
import { MIN_SCAN_LENGTH, type MessageScope } from '@/server/lib/text/matching';
import { textKey } from '@/server/lib/text/text-key';

export type Analysis = { text: string; key: string };

/**
 * Whose line in the OCR queue a user's photos wait in: the pool takes the lines in turn, so
 * one account's backlog cannot hold up everyone else's photo (decision 011).
 */
export function ocrRequester(user: Pick<UserRow, 'id'>): string {
  return `user:${user.id}`;
}

/**
 * Reads a photo's printed text and makes its matching key. A stored key shorter than a scan
 * may be can never be matched, so such a photo is "unreadable" for its scope.
 */
export function createPhotoAnalyzer(ocr: () => Promise<OcrEngine>) {
  return {
    /** `requester`: who the reading is for (ocrRequester), so the OCR queue can be fair. */
    async analyze(image: Buffer, requester: string): Promise<Analysis> {
      const { text } = await (await ocr()).recognize(image, requester);
      return { text, key: textKey(text) };
    },
    isReadable(analysis: Analysis, scope: MessageScope): boolean {
      return analysis.key.length >= MIN_SCAN_LENGTH[scope];
    },
  };
}

export type PhotoAnalyzer = ReturnType<typeof createPhotoAnalyzer>;
