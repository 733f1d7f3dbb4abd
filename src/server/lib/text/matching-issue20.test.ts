import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textKey } from '@/shared/rules/text-key.ts';
import {
  decideMatch,
  decideScan,
  foldLookalikes,
  MATCH_MIN_SCORE,
  matchScore,
  type MatchCandidate,
  type MessageScope,
  SAME_PRINT_SCORE,
  scoreCandidates,
  similarity,
} from './matching.ts';
import { readScan, scanSegments, UNSURE_MARK } from './scan-segments.ts';

// Recorded PaddleOCR output (regenerate: bench/scan-ocr-dump.ts, then bench/scan-fixture.ts),
// laid out as the engine lays it out: lines apart by "\n", boxes of one line by a tab.
type Fixture = {
  images: {
    file: string;
    role: 'anchor' | 'probe' | 'negative';
    id?: string;
    anchor?: string;
    kind: string;
    scope: MessageScope;
    ocr: string;
  }[];
};
const load = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../tests/fixtures/${name}`, import.meta.url), 'utf8'),
  ) as Fixture;
const sets = {
  generated: load('devset-ocr.json'),
  'generated-2': load('devset-2-ocr.json'),
  real: load('devset-real-ocr.json'),
};
const image = (set: Fixture, file: string) => set.images.find((i) => i.file === file)!;
const anchorsOf = (set: Fixture): MatchCandidate<string>[] =>
  set.images.filter((i) => i.role === 'anchor').map((a) => ({ id: a.id!, key: textKey(a.ocr) }));

describe.each(Object.entries(sets))('recorded OCR of %s', (_, set) => {
  const candidates = anchorsOf(set);
  const scans = set.images.filter((i) => i.role !== 'anchor');

  it('never discovers a wrong message: every probe its own anchor or nothing, every negative nothing', () => {
    for (const scan of scans) {
      const found = decideScan(readScan(scan.ocr), candidates, scan.scope).matches;
      const allowed = scan.role === 'probe' ? [[], [scan.anchor]] : [[]];
      expect(allowed, scan.file).toContainEqual(found.map((match) => match.id));
    }
  });
});

describe('recall on recorded OCR (bench:scan has the tables; these are floors, not targets)', () => {
  it.each([
    ['generated', 60],
    ['generated-2', 47],
    ['real', 20],
  ] as const)('%s: at least %i probes find their message', (name, floor) => {
    const set = sets[name];
    const candidates = anchorsOf(set);
    const found = set.images.filter(
      (scan) =>
        scan.role === 'probe' &&
        decideScan(readScan(scan.ocr), candidates, scan.scope).matches[0]?.id === scan.anchor,
    );
    expect(found.length).toBeGreaterThanOrEqual(floor);
  });
});

describe("a scan's unsure boxes (read under 0.8 confidence, marked by the analysis)", () => {
  const real = sets.real;
  const pages = anchorsOf(real);
  const probe = image(real, 'a11p1.jpg'); // a magazine page of coupons, partly garbled

  it('on all its boxes a half-garbled page falls short; on its sure boxes it finds its page', () => {
    const read = readScan(probe.ocr);
    expect(read.sure.length).toBeGreaterThan(0);
    expect(read.sure.length).toBeLessThan(read.boxes.length);
    expect(decideMatch(read.boxes, pages, 'global').outcome).toBe('no-match');
    expect(decideScan(read, pages, 'global').matches.map((m) => m.id)).toEqual(['a11']);
  });

  it('the sure boxes must hold a whole scan on their own: one box of them finds nothing', () => {
    const boxes = probe.ocr.split(/[\n\t]/).map((box) => box.replaceAll(UNSURE_MARK, ''));
    const oneSure = [boxes[0], ...boxes.slice(1).map((box) => `${UNSURE_MARK}${box}`)].join('\n');
    expect(readScan(oneSure).sure).toHaveLength(1);
    expect(decideScan(readScan(oneSure), pages, 'global').outcome).toBe('no-match');
  });

  it('leaving out unsure boxes never finds another page: every scan of the three sets, sure boxes alone', () => {
    for (const set of Object.values(sets)) {
      const candidates = anchorsOf(set);
      for (const scan of set.images.filter((i) => i.role !== 'anchor')) {
        // As decideScan's second step: the sure boxes scored, coverage counted on every box.
        const { boxes, sure } = readScan(scan.ocr);
        const found = decideMatch(sure, candidates, scan.scope, undefined, boxes).matches.map(
          (m) => m.id,
        );
        const allowed = scan.role === 'probe' ? [[], [scan.anchor]] : [[]];
        expect(allowed, scan.file).toContainEqual(found);
      }
    }
  });
});

describe('a board of stickers, read in a new order on every photo', () => {
  const set = sets.real;
  const candidates = anchorsOf(set);
  // a14 is a red board covered in stickers (GREEN ROOM, WHAT WOULD HENRY SAY?, KRAMFU...): OCR
  // reads a word to a box, in an order each crop and tilt changes. Grouped into 20-letter pieces
  // the words fell out of one stretch of the creator's reading (0.35 and 0.54, both missed).
  it.each(['a14p1.jpg', 'a14p2.jpg'])('%s finds the board', (file) => {
    const probe = image(set, file);
    expect(decideMatch(scanSegments(probe.ocr), candidates, 'local').matches[0]?.id).toBe('a14');
  });

  it('as a page scan the same words are held to their order, and find nothing (decision 010)', () => {
    for (const file of ['a14p1.jpg', 'a14p2.jpg']) {
      const scan = scanSegments(image(set, file).ocr);
      // Long enough to be weighed as a page, so it is the order that turns it down.
      expect(decideMatch(scan, candidates, 'global').outcome).toBe('no-match');
      expect(decideMatch(scan, candidates, 'local').outcome).toBe('matched');
    }
  });
});

describe('two-column pages read in different orders', () => {
  const set = sets['generated-2'];
  const candidates = anchorsOf(set);
  /** A probe's boxes read column by column (every row's first box, then every second...). */
  const byColumns = (text: string) => {
    const rows = text.split('\n').map((row) => row.split('\t'));
    const columns = Math.max(...rows.map((row) => row.length));
    return Array.from({ length: columns }, (_, c) =>
      rows.flatMap((row) => (row[c] === undefined ? [] : [row[c]])),
    );
  };

  // dp051 (a book page) and dp057 (a magazine): crops of two-column pages, read by OCR row by
  // row across both columns; the creator's photo paired the rows of the columns differently.
  it.each(['dp051.jpg', 'dp057.jpg', 'dp042.jpg'])(
    '%s finds its page as read, column by column, and with the columns swapped',
    (file) => {
      const probe = image(set, file);
      const columns = byColumns(probe.ocr);
      for (const text of [
        probe.ocr,
        columns.flat().join('\n'),
        columns.reverse().flat().join('\n'),
      ]) {
        const decision = decideMatch(scanSegments(text), candidates, 'global');
        expect(decision.matches.map((match) => match.id)).toEqual([probe.anchor]);
      }
    },
  );

  it('owes it to matching box by box: the text as one run explains far less of the page', () => {
    const probe = image(set, 'dp051.jpg');
    const key = foldLookalikes(candidates.find((c) => c.id === probe.anchor)!.key);
    for (const text of [probe.ocr, byColumns(probe.ocr).reverse().flat().join('\n')]) {
      const whole = matchScore(foldLookalikes(textKey(text)), key, 'global');
      const pieces = matchScore(scanSegments(text).map(foldLookalikes), key, 'global');
      expect(whole).toBeLessThan(0.7);
      expect(pieces).toBeGreaterThan(whole + 0.2);
    }
  });
});

describe('receipts: items and prices in columns', () => {
  const set = sets.real;
  const candidates = anchorsOf(set);

  it.each(['a02p1.jpg', 'a02p2.jpg', 'a03p1.jpg', 'a03p2.jpg', 'a04p1.jpg', 'a04p2.jpg'])(
    '%s finds its receipt among every real anchor',
    (file) => {
      const probe = image(set, file);
      const decision = decideMatch(scanSegments(probe.ocr), candidates, probe.scope);
      expect(decision.matches.map((match) => match.id)).toEqual([probe.anchor]);
    },
  );
});

describe('a template pair at one place: two card receipts from the same till', () => {
  // a02 is a real card receipt (recorded OCR). Its twin is the next customer's receipt from the
  // same terminal: every word the same, the date, ids, card, approval code and amounts not.
  const set = sets.real;
  const a02 = image(set, 'a02.jpg').ocr;
  const twin = a02
    .replace('04/07/2017 11:36 AM', '04/08/2017 07:52 PM')
    .replace('#e6d598ef', '#b71c04a2')
    .replace(/0041/, '7730')
    .replace('DISCOVER', 'VISA')
    .replace('819543', '402117')
    .replace('25.23', '61.40')
    .replace('3.78', '9.21')
    .replace('29.01', '70.61');
  const both = [
    { id: 'a02', key: textKey(a02) },
    { id: 'twin', key: textKey(twin) },
  ];

  it('is a real template: the twin explains most of the receipt', () => {
    expect(twin).not.toBe(a02);
    expect(matchScore(textKey(twin), textKey(a02), 'local')).toBeGreaterThan(MATCH_MIN_SCORE);
  });

  it("a finder's photo of one receipt discovers that one only", () => {
    const probe = image(set, 'a02p1.jpg').ocr;
    expect(decideMatch(scanSegments(probe), both, 'local').matches.map((m) => m.id)).toEqual([
      'a02',
    ]);
  });

  it("the other receipt's text discovers nothing where only one of them is hidden", () => {
    const decision = decideMatch(scanSegments(twin), [both[0]!], 'local');
    expect(decision.matches).toEqual([]);
  });

  it('where both are hidden, each text finds its own', () => {
    for (const [text, id] of [
      [twin, 'twin'],
      [a02, 'a02'],
    ] as const) {
      expect(decideMatch(scanSegments(text), both, 'local').matches.map((m) => m.id)).toEqual([id]);
    }
  });
});

describe('rarity: wording shared with a look-alike message counts less', () => {
  // Crate labels from one template, without numbers: only the contents line differs.
  const top = 'HANDLE WITH CARE Keep dry Store upright';
  const bottom = 'Stack no more than three high Property of Harbour Logistics';
  const flanges = textKey(
    `${top} Contents: stainless steel flanges and bolts for the pump house ${bottom}`,
  );
  const gaskets = textKey(
    `${top} Contents: rubber gaskets assorted sizes for the water mains ${bottom}`,
  );
  const candidates = [
    { id: 'flanges', key: flanges },
    { id: 'gaskets', key: gaskets },
  ];
  /** A finder's crop of a label: most of the template and part of the contents line. */
  const crop = (contents: string) =>
    textKey(
      `Keep dry Store upright Contents: ${contents} Stack no more than three high Property of Harbour`,
    );

  it('the labels explain each other, yet are not one print hidden twice', () => {
    expect(similarity(flanges, gaskets)).toBeGreaterThan(MATCH_MIN_SCORE);
    expect(similarity(flanges, gaskets)).toBeLessThan(SAME_PRINT_SCORE);
  });

  it("a crop of one label discovers that one only: the other's shared wording is counted down", () => {
    const scan = crop('rubber gaskets assorted');
    expect(matchScore(scan, flanges, 'local')).toBeGreaterThan(MATCH_MIN_SCORE);
    const weighted = scoreCandidates(scan, candidates, 'local');
    expect(weighted.find((s) => s.candidate.id === 'flanges')!.score).toBeLessThan(MATCH_MIN_SCORE);
    expect(decideMatch(scan, candidates, 'local').matches.map((m) => m.id)).toEqual(['gaskets']);
  });

  it('a third label of the template, hidden nowhere, finds neither', () => {
    const scan = crop('copper elbows');
    expect(matchScore(scan, gaskets, 'local')).toBeGreaterThan(MATCH_MIN_SCORE);
    expect(decideMatch(scan, candidates, 'local').matches).toEqual([]);
  });

  it('two messages hidden at one print do not weaken each other', () => {
    const copies = [
      { id: 1, key: gaskets },
      { id: 2, key: gaskets.replace('gaskets', 'gaskcts') },
    ];
    const decision = decideMatch(crop('rubber gaskets assorted'), copies, 'local');
    expect(decision.matches.map((m) => m.id).sort()).toEqual([1, 2]);
    expect(decision.matches[0]!.score).toBeGreaterThan(0.9);
  });
});

describe('sweeps stay closed with box-by-box matching (decision 010)', () => {
  /** A deterministic shuffle, so a failure can be replayed. */
  const shuffled = <T>(items: T[], seed: number) => {
    const out = [...items];
    let state = seed;
    for (let i = out.length - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      const j = state % (i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };

  // A word list holding every word of every message in the set, one word to a box: in
  // dictionary order, and shuffled. Each box is looked for on its own, but boxes under 20
  // letters are joined, and each piece needs its words together in the stored text.
  it.each(Object.entries(sets))(
    '%s: a list of every word of every message discovers nothing',
    (_, set) => {
      const anchors = set.images.filter((i) => i.role === 'anchor');
      const words = [
        ...new Set(anchors.flatMap((a) => a.ocr.split(/\s+/)).filter((w) => textKey(w).length > 2)),
      ];
      const lists = [[...words].sort(), shuffled(words, 1), shuffled(words, 2)];
      for (const scope of ['local', 'global'] as const) {
        for (const list of lists) {
          const decision = decideMatch(scanSegments(list.join('\n')), anchorsOf(set), scope);
          expect(decision.matches).toEqual([]);
        }
      }
    },
  );

  // Half or all of the words of a long page, shuffled, one to a box: what a guesser who knows a
  // book's vocabulary (not its text) might try from anywhere. Looked for word by word, every word is
  // somewhere in the page; joined into pieces of 20 letters, the pieces' words are not together
  // there. A local scan is looked for word by word (a sticker board is read in a new order on
  // every photo): the words of a print within 100 m are what standing there gives anyone, so
  // there the place is the guard (decision 010), and the list above still finds nothing.
  it.each([
    ['generated-2', sets['generated-2']],
    ['real', sets.real],
  ] as const)("%s: half or all of a global page's words, shuffled, discover nothing", (_, set) => {
    const pages = set.images.filter(
      (i) => i.role === 'anchor' && i.scope === 'global' && textKey(i.ocr).length > 400,
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      // Words, not the runs of words OCR glued together ("Afterthepatternhasbeenedited").
      const words = page.ocr
        .split(/\s+/)
        .filter((w) => textKey(w).length > 0 && textKey(w).length <= 12);
      // All of them too: a window as long as the whole scan spans the whole page, where every
      // word is found in any order (the real book page a09 scored 0.61 so, session 9); a page
      // is weighed piece by piece only.
      for (const share of [0.5, 1]) {
        for (const seed of [1, 2, 3, 4, 5]) {
          const guess = shuffled(words, seed).slice(0, Math.ceil(words.length * share));
          const decision = decideMatch(scanSegments(guess.join('\n')), anchorsOf(set), page.scope);
          expect(decision.matches, `${page.file} ${share} seed ${seed}`).toEqual([]);
        }
      }
    }
  });
});

// Two independent photos of one printed page (DocUNet's pairs; tests/fixtures/photo-pairs-ocr.json
// says where from): the creator's and the finder's, another pose, light and curl. Number-dense
// pages (a price list, an index, a table, a driving manual's fines) read their numbers
// differently on each photo, and the numbers rule held true matches of up to 0.93 at 0
// (session 18).
describe('recorded OCR of independent photos of one page', () => {
  const pairs = load('photo-pairs-ocr.json');
  const candidates = anchorsOf(pairs);
  const probes = pairs.images.filter((i) => i.role === 'probe');

  it.each(['global', 'local'] as const)(
    'finds the number-dense pages, each its own, as %s messages',
    (scope) => {
      const found = probes.map((probe) => {
        const matches = decideScan(readScan(probe.ocr), candidates, scope).matches;
        expect([[], [probe.anchor]], probe.file).toContainEqual(matches.map((m) => m.id));
        return matches.length;
      });
      expect(found.filter((n) => n > 0).length).toBeGreaterThanOrEqual(scope === 'global' ? 3 : 4);
    },
  );
});
