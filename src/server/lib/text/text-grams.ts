/**
 * Index grams are longer than the matcher's 4-grams: an 8-letter run is far rarer across a
 * library of pages, so each lookup reads short lists; at the devset's in-frame OCR error rate
 * (7.4 %) about half of them survive, plenty for a scan of a line or more. Measured with
 * bench:global at 20 k pages: 4-grams 47 ms p50, 6-grams 16 ms, 8-grams 8 ms, same recall.
 */
export const INDEX_GRAM = 8;

/**
 * One in SAMPLE_EVERY gram hashes is indexed. The choice depends only on the gram itself, so a
 * scan samples the same grams the page did: a scan of 60+ letters keeps ~13 of its ~53 grams.
 */
export const SAMPLE_EVERY = 4;
/** A long page does not need every sampled gram to be found; this caps the index's size. */
export const MAX_GRAMS_PER_MESSAGE = 1000;

/** FNV-1a, 32 bits, as a signed int4 for PostgreSQL. */
export function gramHash(gram: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) {
    hash ^= gram.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The distinct sampled gram hashes of a text key. */
export function sampledGrams(key: string, max = MAX_GRAMS_PER_MESSAGE): number[] {
  const grams = new Set<number>();
  for (let i = 0; i + INDEX_GRAM <= key.length && grams.size < max; i++) {
    const hash = gramHash(key.slice(i, i + INDEX_GRAM));
    if ((hash >>> 0) % SAMPLE_EVERY === 0) grams.add(hash);
  }
  return [...grams];
}
