import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Devset } from './devset.ts';
import { loadDevset } from './devset.ts';
import type { OcrDump } from './ocr-run.ts';

/**
 * The three development sets beside the repo (issue 20): photos generated from rendered text,
 * a second generated set with harder pages, and real camera photos from public repositories.
 * Real photos are the measure; the generated sets must not get worse.
 */
export const DEVSETS = {
  generated: '../../../shared/scan-devset',
  'generated-2': '../../../shared/scan-devset-2',
  real: '../../../shared/scan-devset-real',
} as const;
export type DevsetName = keyof typeof DEVSETS;

/** SCAN_DEVSETS names the folder holding the three sets when the repo is not beside shared/ (a worktree). */
export function devsetDir(name: DevsetName): string {
  const base = process.env.SCAN_DEVSETS;
  if (base) return path.join(base, path.basename(DEVSETS[name]));
  return fileURLToPath(new URL(DEVSETS[name], import.meta.url));
}

export function loadNamedDevset(name: DevsetName): Promise<Devset> {
  return loadDevset(devsetDir(name));
}

/** A set as a saved OCR dump describes it: its manifest entries travel with the OCR text. */
export function devsetOfDump(name: DevsetName, dump: OcrDump): Devset {
  return { dir: devsetDir(name), images: dump.images };
}
