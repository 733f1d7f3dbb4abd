import sharp from 'sharp';
import type { UserRow } from '@/server/db/schema/users';
import type { OcrEngine, RecognizeOptions } from '@/server/providers/ocr/ocr-engine';
import { regionsInPhoto, type TextRegion } from '@/server/providers/text-blur';
import { canBeMatched, type MessageScope } from '@/server/lib/text/matching';
import { SURE_CONFIDENCE } from '@/server/lib/text/scan-segments';
import { textOfLines } from '@/server/providers/ocr/text-layout';
import { textKey } from '@/shared/rules/text-key';

/** What OCR read in a photo: its text, the matching key, and where the text is (decision 014). */
export type Analysis = { text: string; key: string; regions: TextRegion[] };
/**
 * A fresh reading: the analysis, and `scanText`, the text as a finder's scan is matched (the
 * same, with the boxes read unsurely marked: text-layout.ts, `decideScan`).
 */
export type Reading = Analysis & { scanText: string };

/**
 * Whose line in the OCR queue a user's photos wait in: the pool takes the lines in turn, so
 * one account's backlog cannot hold up everyone else's photo (decision 011).
 */
export function ocrRequester(user: Pick<UserRow, 'id'>): string {
  return `user:${user.id}`;
}

/**
 * Reads a photo's printed text and makes its matching key. A key that no scan could ever match
 * (too few distinct runs for its scope; a short sign's 10 letters are enough locally) makes
 * the photo "unreadable" for its scope.
 */
export function createPhotoAnalyzer(ocr: () => Promise<OcrEngine>) {
  return {
    /**
     * `image` is a stored photo (uploads.ts): upright, so its size is the one boxes map to.
     * `requester`: who the reading is for (ocrRequester), so the OCR queue can be fair.
     * `options.thorough` for a creator's photo (a second, finer reading when the first was unsure).
     */
    async analyze(
      image: Buffer,
      requester: string,
      options: RecognizeOptions = {},
    ): Promise<Reading> {
      const result = await (await ocr()).recognize(image, requester, options);
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const unsure = result.lines.some((line) => line.confidence < SURE_CONFIDENCE);
      return {
        text: result.text,
        scanText: unsure ? textOfLines(result.lines, { markUnsure: true }) : result.text,
        key: textKey(result.text),
        regions: regionsInPhoto(result, { width, height }),
      };
    },
    isReadable(analysis: Analysis, scope: MessageScope): boolean {
      return canBeMatched(analysis.key, scope);
    },
  };
}

export type PhotoAnalyzer = ReturnType<typeof createPhotoAnalyzer>;
