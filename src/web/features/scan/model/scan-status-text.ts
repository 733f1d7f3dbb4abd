import type { COMPASS_POINTS } from '@/shared/rules/geo';
import type { ScanMiss } from '@/shared/contract/endpoints/scan';
import type { ScanState, ScanStep } from '@/web/features/scan/model/scan-flow';
import { m } from '@/web/i18n/i18n';

// The product's words (SPEC 4 and 8), kept in one place so the screen and its tests agree.
export const STEP_TEXT: Record<ScanStep, string> = {
  analyzing: m.scan_analyzing(),
  nearby: m.scan_checking_nearby(),
  global: m.scan_checking_global(),
};
export const NO_LOCAL_MATCH_TEXT = m.scan_no_local_match();
export const NO_TEXT_TEXT = m.scan_no_text();
export const TOO_LITTLE_TEXT_TEXT = m.scan_too_little_text();
export const NO_MATCH_TEXT = m.scan_no_match();
export const ANALYSIS_ERROR_TEXT = m.scan_analysis_error_text();
export const BUSY_TEXT = m.scan_busy();
export const SCAN_ERROR_TEXT = m.scan_error_text();
export const QUEUED_TEXT = m.scan_queued();

/** A compass point as the near-miss line says it. */
const DIRECTION: Record<(typeof COMPASS_POINTS)[number], () => string> = {
  north: m.scan_north,
  'north-east': m.scan_north_east,
  east: m.scan_east,
  'south-east': m.scan_south_east,
  south: m.scan_south,
  'south-west': m.scan_south_west,
  west: m.scan_west,
  'north-west': m.scan_north_west,
};

/**
 * Why a scan found nothing, when the server knows (issue 19): in the voice of SPEC 8's scanner
 * lines. A near miss says how far and which way, never where.
 */
export function scanMissText(miss: ScanMiss): string {
  if (miss.kind === 'nearby') {
    return m.scan_near_miss({
      metres: miss.distanceM,
      direction: DIRECTION[miss.direction](),
    });
  }
  const step = { step: miss.stepNumber, hunt: miss.huntTitle };
  switch (miss.reason) {
    case 'order':
      return m.scan_step_order({ ...step, first: miss.firstStep ?? 1 });
    case 'finished':
      return m.scan_step_finished(step);
    case 'notStarted':
      return m.scan_step_not_started(step);
    case 'ended':
      return m.scan_step_ended(step);
  }
}

type Settled = Exclude<ScanState, { kind: 'idle' } | { kind: 'working' }>;

/** What the status line says once a scan has ended. */
export function settledText(state: Settled): string {
  switch (state.kind) {
    case 'found':
      return state.photos.length === 1
        ? m.scan_discovered_one()
        : m.scan_discovered_many({ count: state.photos.length });
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
