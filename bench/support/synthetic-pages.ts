/** Synthetic book pages and OCR-damaged scans of them, the same on every run. */

/** A deterministic PRNG, so every run builds the same library. */
export function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A vocabulary with a Zipf-like spread: a few words everywhere, most words rare.
const random = rng(42);
const syllables = [
  'an',
  'ber',
  'co',
  'dra',
  'el',
  'fen',
  'gro',
  'hil',
  'in',
  'jor',
  'ka',
  'lum',
  'mer',
  'nor',
  'ob',
  'pra',
  'qui',
  'ros',
  'sta',
  'tum',
  'ul',
  'vex',
  'wil',
  'xan',
  'yor',
  'zed',
];
const common = [
  'the',
  'of',
  'and',
  'to',
  'in',
  'is',
  'that',
  'for',
  'it',
  'with',
  'as',
  'was',
  'on',
  'be',
  'by',
  'this',
  'are',
  'from',
  'or',
  'which',
];
const vocabulary = Array.from({ length: 30_000 }, () => {
  const n = 2 + Math.floor(random() * 3);
  return Array.from({ length: n }, () => syllables[Math.floor(random() * syllables.length)]).join(
    '',
  );
});

export function page(seed: number): string {
  const r = rng(seed);
  const words: string[] = [];
  let letters = 0;
  const target = 250 + Math.floor(r() * 250); // like the devset's pages: 230-480 letters
  while (letters < target) {
    const word =
      r() < 0.45
        ? common[Math.floor(r() * common.length)]!
        : vocabulary[Math.floor(r() ** 2 * vocabulary.length)]!;
    words.push(word);
    letters += word.length;
  }
  return words.join(' ');
}

/**
 * What a scan of part of the page reads: 40-90 % of it, with letters misread (4.4 %) or lost
 * (3 %): the in-frame error rate PaddleOCR showed on the devset's probes (7.4 %).
 */
export function probeOf(text: string, seed: number): string {
  const r = rng(seed);
  const share = 0.4 + r() * 0.5;
  const length = Math.floor(text.length * share);
  const start = Math.floor(r() * (text.length - length));
  let out = '';
  for (const ch of text.slice(start, start + length)) {
    const roll = r();
    if (roll < 0.03) continue;
    out += roll < 0.074 ? String.fromCharCode(97 + Math.floor(r() * 26)) : ch;
  }
  return out;
}
