/**
 * The matching key of a text: letters and digits only, lower case, accents removed. Spaces and
 * punctuation go because OCR splits and merges words and misreads punctuation far more often
 * than it misreads letters (ARCHITECTURE §3: word shingles lost too much to that).
 * The same function makes the stored key of a message and the key of a scan.
 */
export function textKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
