import { textKey } from '@/shared/rules/text-key';

/**
 * Letter floors of a scan, counted on its matching key (letters and digits). The server's
 * matcher (src/server/lib/text/matching.ts) holds the full rules and their reasons; the numbers
 * live here so the scanner can say "too little text" before sending a scan the server would
 * refuse. Local messages need 16 letters, or 10 for a whole short sign (issue 20); global ones 60.
 */
export const MIN_SCAN_LETTERS = { local: 16, global: 60 } as const;
export const SHORT_SIGN_MIN_LETTERS = 10;

/**
 * Whether a photo's text has enough letters for any check the scanner will make: with a
 * position the nearby check accepts a short sign's 10; without one only the global check runs.
 */
export function enoughTextToScan(text: string, hasPosition: boolean): boolean {
  const letters = textKey(text).length;
  return letters >= (hasPosition ? SHORT_SIGN_MIN_LETTERS : MIN_SCAN_LETTERS.global);
}
