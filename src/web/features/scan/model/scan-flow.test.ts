import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/endpoints/photos';
import {
  IDLE,
  scanFailureToast,
  scanFlowReducer,
  type ScanEvent,
  type ScanState,
} from '@/web/features/scan/model/scan-flow';
import {
  noLocalMatchText,
  stepText,
  settledText,
} from '@/web/features/scan/model/scan-status-text';

const here = { latitude: 37.9838, longitude: 23.7275, accuracy: 12 };

function photo(id: number, patch: Partial<Photo> = {}): Photo {
  return {
    id,
    latitude: here.latitude,
    longitude: here.longitude,
    location: null,
    locationLabel: 'Athens, Greece',
    isGlobal: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    user: { id: 1, nickname: 'creator' },
    imageUrl: `/api/photos/${id}/image`,
    thumbnailUrl: `/api/photos/${id}/thumbnail`,
    messageType: 'text',
    publicDescription: null,
    maxScans: 1,
    currentScans: 1,
    scansLeft: 0,
    isUnlocked: true,
    isAnalyzed: true,
    needsReactivation: false,
    isPrivate: false,
    targetUserId: null,
    hasRewards: false,
    rewardAmount: 0,
    rewardPerScan: 0,
    withdrawableRewardPerScan: 0,
    underprintRewardPerScan: 0,
    rewardType: 'withdrawable',
    isOwner: false,
    discoveredByMe: true,
    hiddenMessage: 'The key is under the pot',
    ...patch,
  };
}

/** What the status line shows in a state, line by line (the screen's ScanStatus). */
function statusLines(state: ScanState): string[] {
  if (state.kind === 'idle') return [];
  if (state.kind === 'working') {
    return [...(state.missedNearby ? [noLocalMatchText()] : []), stepText(state.step)];
  }
  return [settledText(state)];
}

/** The analysis token the server gave with the text: carried to both scan calls untouched. */
const TOKEN = 'signed-by-the-server';
/** A line of a page: enough letters (60) for the global check too. */
const PAGE_LINE = 'Chapter three: the treasure map lies under the old oak tree by the water mill';

/** Runs a capture and then `events`; returns every state passed through and the lines shown. */
function scan(...events: ScanEvent[]) {
  const states = [scanFlowReducer(IDLE, { type: 'captured' })];
  for (const event of events) states.push(scanFlowReducer(states.at(-1) ?? IDLE, event));
  return { states, final: states.at(-1), lines: states.flatMap(statusLines) };
}

describe('the scanner flow (SPEC 4)', () => {
  it("capture → 'Analyzing photo...' → a nearby check where the position is known → found", () => {
    const found = [photo(1)];
    const { states, lines, final } = scan(
      { type: 'analyzed', text: '  MOUNTAIN REFUGE  ', analysisToken: TOKEN, position: here },
      { type: 'nearbyAnswered', photos: found },
    );
    expect(lines).toEqual([
      'Analyzing photo...',
      'Checking nearby messages...',
      'Message discovered!',
    ]);
    // The nearby check is asked with the trimmed text, its token and the position.
    expect(states[1]).toEqual({
      kind: 'working',
      step: 'nearby',
      text: 'MOUNTAIN REFUGE',
      analysisToken: TOKEN,
      position: here,
      missedNearby: false,
    });
    expect(final).toEqual({ kind: 'found', photos: found });
  });

  it('no nearby match: the global check, saying the local one found nothing', () => {
    const { states, lines, final } = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: here },
      { type: 'nearbyAnswered', photos: [] },
      { type: 'globalAnswered', photos: [photo(2, { isGlobal: true }), photo(3)] },
    );
    expect(states[2]).toEqual({
      kind: 'working',
      step: 'global',
      text: PAGE_LINE,
      analysisToken: TOKEN,
      missedNearby: true,
    });
    expect(lines).toEqual([
      'Analyzing photo...',
      'Checking nearby messages...',
      noLocalMatchText(),
      'Checking global messages...',
      '2 messages discovered!',
    ]);
    expect(final?.kind).toBe('found');
  });

  it("nothing anywhere, but the server said why here: its words, not 'No matches found anywhere'", () => {
    const near = scan(
      { type: 'analyzed', text: 'FIRE DOOR KEEP SHUT', analysisToken: TOKEN, position: here },
      {
        type: 'nearbyAnswered',
        photos: [],
        miss: { kind: 'nearby', distanceM: 200, direction: 'north-east' },
      },
      { type: 'globalAnswered', photos: [] },
    );
    expect(near.lines.at(-1)).toBe("You're about 200 m away — move closer (north-east)");
    const early = scan(
      { type: 'analyzed', text: 'FIRE DOOR KEEP SHUT', analysisToken: TOKEN, position: here },
      {
        type: 'nearbyAnswered',
        photos: [],
        miss: {
          kind: 'huntStep',
          huntTitle: 'Harbour walk',
          stepNumber: 2,
          reason: 'order',
          firstStep: 1,
        },
      },
      { type: 'globalAnswered', photos: [] },
    );
    expect(early.lines.at(-1)).toBe("This is step 2 of 'Harbour walk'. Find step 1 first.");
    // A global match still wins over what the nearby check said.
    const global = scan(
      { type: 'analyzed', text: 'FIRE DOOR KEEP SHUT', analysisToken: TOKEN, position: here },
      {
        type: 'nearbyAnswered',
        photos: [],
        miss: { kind: 'nearby', distanceM: 200, direction: 'north-east' },
      },
      { type: 'globalAnswered', photos: [photo(4, { isGlobal: true })] },
    );
    expect(global.final?.kind).toBe('found');
  });

  it('a failed nearby check does not stop the search: the global one runs', () => {
    const { final, lines } = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: here },
      { type: 'nearbyFailed' },
      { type: 'globalAnswered', photos: [] },
    );
    expect(lines).toContain('Checking global messages...');
    expect(final).toEqual({ kind: 'not-found', reason: 'no-match' });
    expect(lines.at(-1)).toBe('No matches found anywhere');
  });

  it('without a position it goes straight to the global check', () => {
    const { states, lines } = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: null },
      { type: 'globalAnswered', photos: [] },
    );
    expect(states[1]).toEqual({
      kind: 'working',
      step: 'global',
      text: PAGE_LINE,
      analysisToken: TOKEN,
      missedNearby: false,
    });
    expect(lines).not.toContain('Checking nearby messages...');
    expect(lines).not.toContain(noLocalMatchText());
  });

  it("no text in the photo ends the scan: 'No text found in photo'", () => {
    for (const text of ['', '  \n\t ']) {
      const { final, lines } = scan({
        type: 'analyzed',
        text,
        analysisToken: TOKEN,
        position: here,
      });
      expect(final).toEqual({ kind: 'not-found', reason: 'no-text' });
      expect(lines).toEqual(['Analyzing photo...', 'No text found in photo']);
    }
  });

  it('too little text for any check it could make ends the scan before a check is sent', () => {
    // 9 letters with a position: under a short sign's 10.
    const short = scan({
      type: 'analyzed',
      text: 'FIRE DOOR',
      analysisToken: TOKEN,
      position: here,
    });
    expect(short.final).toEqual({ kind: 'not-found', reason: 'too-little-text' });
    expect(short.lines).toEqual([
      'Analyzing photo...',
      'Too little text in this photo — move closer so the print fills the frame',
    ]);
    // Punctuation and spaces do not count; 10 letters and digits do (a short sign).
    expect(
      scan({ type: 'analyzed', text: '-- EXIT 12 ramp --', analysisToken: TOKEN, position: here })
        .final,
    ).toMatchObject({ kind: 'working', step: 'nearby' });
    // Without a position only the global check runs, and it needs 60 letters.
    const sign = 'Mountain refuge Water available until October';
    expect(
      scan({ type: 'analyzed', text: sign, analysisToken: TOKEN, position: null }).final,
    ).toEqual({ kind: 'not-found', reason: 'too-little-text' });
    expect(
      scan({ type: 'analyzed', text: sign, analysisToken: TOKEN, position: here }).final,
    ).toMatchObject({ kind: 'working', step: 'nearby' });
    expect(
      scan({ type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: null }).final,
    ).toMatchObject({ kind: 'working', step: 'global' });
  });

  it('a failed analysis is an error; a busy scanner only asks to wait', () => {
    expect(scan({ type: 'analysisFailed', busy: false }).final).toEqual({
      kind: 'failed',
      problem: 'analysis',
    });
    expect(scan({ type: 'analysisFailed', busy: true }).final).toEqual({
      kind: 'failed',
      problem: 'busy',
    });
    expect(scanFailureToast({ kind: 'failed', problem: 'analysis' })).toEqual({
      variant: 'destructive',
      title: 'Analysis Error',
      description: 'Could not analyze the photo',
    });
    const busy = scanFailureToast({ kind: 'failed', problem: 'busy' });
    expect(busy).toMatchObject({ title: 'Scanner Busy' });
    expect(busy.variant).toBeUndefined();
    expect(settledText({ kind: 'failed', problem: 'analysis' })).toBe(
      'Analysis Error: Could not analyze the photo',
    );
  });

  it('a failed global check is a scan error', () => {
    const { final } = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: null },
      { type: 'globalFailed' },
    );
    expect(final).toEqual({ kind: 'failed', problem: 'scan' });
    expect(scanFailureToast({ kind: 'failed', problem: 'scan' })).toMatchObject({
      variant: 'destructive',
      title: 'Scan Error',
    });
  });

  // Decision 011: refusals the person can act on are shown in the server's words.
  const LIMITED = {
    kind: 'limit',
    message: 'You have scanned 30 times in the last minute.',
  } as const;
  const VAGUE = { kind: 'position', message: 'Your location is only accurate to 250 m.' } as const;

  it("past the fair-use limit: the analysis stops with the server's words", () => {
    const { final, lines } = scan({ type: 'analysisFailed', busy: false, refusal: LIMITED });
    expect(final).toEqual({ kind: 'failed', problem: 'refused', refusal: LIMITED });
    expect(lines.at(-1)).toBe(LIMITED.message);
    expect(scanFailureToast({ kind: 'failed', problem: 'refused', refusal: LIMITED })).toEqual({
      variant: 'destructive',
      title: 'Too Many Scans',
      description: LIMITED.message,
    });
  });

  it('a nearby scan past the limit stops there: the global one would be refused too', () => {
    const { final, lines } = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: here },
      { type: 'nearbyFailed', refusal: LIMITED },
    );
    expect(final).toEqual({ kind: 'failed', problem: 'refused', refusal: LIMITED });
    expect(lines).not.toContain('Checking global messages...');
  });

  it('a refused position still checks books and magazines, then says what to do', () => {
    const nothing = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: here },
      { type: 'nearbyFailed', refusal: VAGUE },
      { type: 'globalAnswered', photos: [] },
    );
    expect(nothing.lines).toContain('Checking global messages...');
    expect(nothing.final).toEqual({ kind: 'failed', problem: 'refused', refusal: VAGUE });
    expect(nothing.lines.at(-1)).toBe(VAGUE.message);
    expect(scanFailureToast({ kind: 'failed', problem: 'refused', refusal: VAGUE }).title).toBe(
      'Location Problem',
    );
    const found = scan(
      { type: 'analyzed', text: PAGE_LINE, analysisToken: TOKEN, position: here },
      { type: 'nearbyFailed', refusal: VAGUE },
      { type: 'globalAnswered', photos: [photo(2, { isGlobal: true })] },
    );
    expect(found.final?.kind).toBe('found');
  });

  it('ignores an answer that does not fit the state it arrives in', () => {
    const analyzing = scanFlowReducer(IDLE, { type: 'captured' });
    expect(scanFlowReducer(analyzing, { type: 'globalAnswered', photos: [photo(1)] })).toBe(
      analyzing,
    );
    const global =
      scan({ type: 'analyzed', text: 'x', analysisToken: TOKEN, position: null }).final ?? IDLE;
    expect(scanFlowReducer(global, { type: 'nearbyAnswered', photos: [photo(1)] })).toBe(global);
    const found =
      scan(
        { type: 'analyzed', text: 'x', analysisToken: TOKEN, position: null },
        { type: 'globalAnswered', photos: [photo(1)] },
      ).final ?? IDLE;
    expect(scanFlowReducer(found, { type: 'globalFailed' })).toBe(found);
    expect(
      scanFlowReducer(IDLE, { type: 'analyzed', text: 'x', analysisToken: TOKEN, position: here }),
    ).toBe(IDLE);
  });

  it('Scan Again starts over from any state; reset goes back to idle', () => {
    const { final } = scan({ type: 'analyzed', text: '', analysisToken: TOKEN, position: null });
    expect(scanFlowReducer(final ?? IDLE, { type: 'captured' })).toEqual({
      kind: 'working',
      step: 'analyzing',
      missedNearby: false,
    });
    expect(scanFlowReducer(final ?? IDLE, { type: 'reset' })).toEqual({ kind: 'idle' });
  });
});
