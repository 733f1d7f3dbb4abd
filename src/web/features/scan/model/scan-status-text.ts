import type { ScanMiss } from '@/shared/contract/endpoints/scan';
import type { ScanState, ScanStep } from '@/web/features/scan/model/scan-flow';

// The product's words (SPEC 4 and 8), kept in one place so the screen and its tests agree.
export const STEP_TEXT: Record<ScanStep, string> = {
  analyzing: 'Analyzing photo...',
  nearby: 'Checking nearby messages...',
  global: 'Checking global messages...',
};
export const NO_LOCAL_MATCH_TEXT = 'No local matches found - checking global messages...';
export const NO_TEXT_TEXT = 'No text found in photo';
export const TOO_LITTLE_TEXT_TEXT =
  'Too little text in this photo — move closer so the print fills the frame';
export const NO_MATCH_TEXT = 'No matches found anywhere';
export const ANALYSIS_ERROR_TEXT = 'Analysis Error: Could not analyze the photo';
export const BUSY_TEXT = 'The scanner is busy. Please try again in a moment.';
export const SCAN_ERROR_TEXT = 'Could not check for messages. Please try again.';
export const QUEUED_TEXT =
  'No connection: this scan is kept on your phone with its place and time, and will be sent when you are back online.';

/**
 * Why a scan found nothing, when the server knows (issue 19): in the voice of SPEC 8's scanner
 * lines. A near miss says how far and which way, never where.
 */
export function scanMissText(miss: ScanMiss): string {
  if (miss.kind === 'nearby') {
    return `You're about ${miss.distanceM} m away — move closer (${miss.direction})`;
  }
  const step = `This is step ${miss.stepNumber} of '${miss.huntTitle}'`;
  switch (miss.reason) {
    case 'order':
      return `${step}. Find step ${miss.firstStep ?? 1} first.`;
    case 'finished':
      return `${step}, which you have already finished.`;
    case 'notStarted':
      return `${step}, which has not started yet.`;
    case 'ended':
      return `${step}, which has ended.`;
  }
}

type Settled = Exclude<ScanState, { kind: 'idle' } | { kind: 'working' }>;

/** What the status line says once a scan has ended. */
export function settledText(state: Settled): string {
  switch (state.kind) {
    case 'found':
      return state.photos.length === 1
        ? 'Message discovered!'
        : `${state.photos.length} messages discovered!`;
    case 'not-found':
      if (state.reason === 'no-text') return NO_TEXT_TEXT;
      if (state.reason === 'too-little-text') return TOO_LITTLE_TEXT_TEXT;
      return state.miss ? scanMissText(state.miss) : NO_MATCH_TEXT;
    case 'queued':
      return QUEUED_TEXT;
    case 'failed':
      if (state.problem === 'refused') return state.refusal.message;
      if (state.problem === 'busy') return BUSY_TEXT;
      return state.problem === 'analysis' ? ANALYSIS_ERROR_TEXT : SCAN_ERROR_TEXT;
  }
}
