import { describe, expect, it } from 'vitest';
import { defaultOcrPoolSize, OCR_WORKER_BYTES } from './ocr-pool.ts';

const GiB = 2 ** 30;

describe('the OCR pool size from cores and memory (issue 22)', () => {
  it('puts a worker on every core, the 2-core machine included', () => {
    expect(defaultOcrPoolSize({ cores: 2, memoryBytes: 24 * GiB })).toBe(2);
    expect(defaultOcrPoolSize({ cores: 8, memoryBytes: 24 * GiB })).toBe(8);
  });

  it('keeps half the memory for everything else', () => {
    expect(defaultOcrPoolSize({ cores: 8, memoryBytes: 2 * GiB })).toBe(
      Math.floor(GiB / OCR_WORKER_BYTES),
    );
    expect(defaultOcrPoolSize({ cores: 4, memoryBytes: 4 * OCR_WORKER_BYTES })).toBe(2);
  });

  it('always has one worker, however small the machine', () => {
    expect(defaultOcrPoolSize({ cores: 1, memoryBytes: 24 * GiB })).toBe(1);
    expect(defaultOcrPoolSize({ cores: 4, memoryBytes: 256 * 2 ** 20 })).toBe(1);
  });

  it('reads this machine when asked nothing', () => {
    expect(defaultOcrPoolSize()).toBeGreaterThanOrEqual(1);
  });
});
