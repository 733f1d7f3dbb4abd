import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textKey } from '@/shared/rules/text-key.ts';
import type { OcrEngine } from './ocr-engine.ts';
import { createOcrPool, OcrBusyError } from './ocr-pool.ts';

// Real OCR through real worker threads, on three devset photos copied into tests/fixtures/scan.
const photo = (name: string) =>
  readFile(new URL(`../../../../tests/fixtures/scan/${name}`, import.meta.url));

/** Share of the words that appear in the OCR text, compared as keys (OCR merges words). */
function foundShare(ocrText: string, words: string[]): number {
  const key = textKey(ocrText);
  return words.filter((word) => key.includes(textKey(word))).length / words.length;
}

// Real OCR takes about a second a photo on an idle core; generous limits for a busy CI machine.
const slow = { timeout: 120_000 };

describe('OCR pool', () => {
  let pool: OcrEngine;
  beforeAll(async () => {
    pool = await createOcrPool({ size: 2 });
  }, 120_000);
  afterAll(async () => {
    await pool.close();
  });

  it('reads a sign, a poster and a page, recognised in parallel', slow, async () => {
    const [sign, poster, page] = await Promise.all(
      ['a000-p2.jpg', 'a017-p1.jpg', 'a003-p2.jpg'].map(async (name) =>
        pool.recognize(await photo(name)),
      ),
    );
    expect(foundShare(sign!.text, ['Mountain', 'refuge', 'Water', 'available', 'October'])).toBe(1);
    expect(sign!.lines.length).toBeGreaterThan(0);
    expect(
      foundShare(poster!.text, [
        'licenses',
        'software',
        'practical',
        'freedom',
        'contrast',
        'Public',
      ]),
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      foundShare(page!.text, ['structures', 'generated', 'examined', 'dumpe2fs', 'damaged']),
    ).toBeGreaterThanOrEqual(0.8);
  });

  it.runIf(process.platform === 'linux')(
    'recognises at a lower priority than the event loop (nice 10 against 0)',
    async () => {
      const nice = async (task: string) => {
        const stat = await readFile(`/proc/self/task/${task}/stat`, 'utf8');
        // Fields after the command's closing parenthesis; nice is field 19 (index 16 here).
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const tasks = await readdir('/proc/self/task');
      const levels = await Promise.all(tasks.map(nice));
      expect(await nice(String(process.pid))).toBe(0);
      // Two workers, each with the threads ONNX Runtime started from it.
      expect(levels.filter((level) => level === 10).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('rejects an unreadable image and keeps working', slow, async () => {
    await expect(pool.recognize(Buffer.from('not an image'))).rejects.toThrow(/OCR failed/);
    const { text } = await pool.recognize(await photo('a000-p2.jpg'));
    expect(textKey(text)).toContain('mountainrefuge');
  });
});

describe('OCR pool queue', () => {
  it(
    'queues work for a busy worker, refuses past maxQueue, and rejects after close',
    slow,
    async () => {
      const pool = await createOcrPool({ size: 1, maxQueue: 1 });
      const image = await photo('a000-p2.jpg');
      const running = pool.recognize(image);
      const queued = pool.recognize(image);
      await expect(pool.recognize(image)).rejects.toBeInstanceOf(OcrBusyError);
      expect(textKey((await queued).text)).toContain('october');
      await running;
      await pool.close();
      await expect(pool.recognize(image)).rejects.toThrow(/closed/);
    },
  );

  it(
    'at shutdown, refuses the photos waiting and any new one, and finishes the one being read',
    slow,
    async () => {
      const pool = await createOcrPool({ size: 1, maxQueue: 4 });
      const image = await photo('a000-p2.jpg');
      const running = pool.recognize(image);
      const waiting = [pool.recognize(image, 'user:1'), pool.recognize(image, 'user:2')];
      pool.stopTaking?.();
      for (const refused of waiting) await expect(refused).rejects.toBeInstanceOf(OcrBusyError);
      await expect(pool.recognize(image)).rejects.toBeInstanceOf(OcrBusyError);
      expect(textKey((await running).text)).toContain('october');
      await pool.close();
    },
  );
});
