import type { OcrEngine } from '@/server/providers/ocr/ocr-engine';
import { MIN_SCAN_LENGTH, type MessageScope } from '@/server/lib/text/matching';
import { textKey } from '@/server/lib/text/text-key';

export type Analysis = { text: string; key: string };

/**
 * Reads a photo's printed text and makes its matching key. A stored key shorter than a scan
 * may be can never be matched, so such a photo is "unreadable" for its scope.
 */
export function createPhotoAnalyzer(ocr: () => Promise<OcrEngine>) {
  return {
    async analyze(image: Buffer): Promise<Analysis> {
      const { text } = await (await ocr()).recognize(image);
      return { text, key: textKey(text) };
    },
    isReadable(analysis: Analysis, scope: MessageScope): boolean {
      return analysis.key.length >= MIN_SCAN_LENGTH[scope];
    },
  };
}

export type PhotoAnalyzer = ReturnType<typeof createPhotoAnalyzer>;
