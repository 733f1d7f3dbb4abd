/** Character error rate of OCR text against the whole truth: edits / truth length. */
export function cer(ocr: string, truth: string): number {
  if (truth.length === 0) return ocr.length === 0 ? 0 : 1;
  return Math.min(1, editDistance(ocr, truth, false) / truth.length);
}

/**
 * For probes, which show only part of the print: edits against the best-aligned stretch of the
 * truth (free start and end in the truth), per OCR character. Missing text is not counted,
 * garbage and misreads are. Empty OCR counts as 1.
 */
export function inFrameCer(ocr: string, truth: string): number {
  if (ocr.length === 0) return 1;
  return Math.min(1, editDistance(ocr, truth, true) / ocr.length);
}

function editDistance(a: string, b: string, freeEnds: boolean): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (freeEnds ? 0 : j));
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return freeEnds ? Math.min(...previous) : previous[b.length]!;
}
