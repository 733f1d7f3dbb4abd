import { describe, expect, it } from 'vitest';
import type { OcrEngine, RecognizeOptions } from '@/server/providers/ocr/ocr-engine';
import { createMetrics } from './metrics';

describe('the OCR engine as metrics wrap it', () => {
  it('passes every argument through (a creator photo read thoroughly stays thorough) and the shutdown call', async () => {
    const seen: Array<[string | undefined, RecognizeOptions | undefined]> = [];
    let stopped = 0;
    const engine: OcrEngine = {
      recognize: (_image, requester, options) => {
        seen.push([requester, options]);
        return Promise.resolve({
          text: 'Mountain refuge',
          lines: [],
          regions: [],
          frame: { width: 1, height: 1 },
        });
      },
      stopTaking: () => void (stopped += 1),
      close: () => Promise.resolve(),
    };
    const wrapped = createMetrics().instrumentOcr(engine);
    await wrapped.recognize(Buffer.from('x'), 'user:7', { thorough: true });
    wrapped.stopTaking?.();
    expect(seen).toEqual([['user:7', { thorough: true }]]);
    expect(stopped).toBe(1);
  });
});
