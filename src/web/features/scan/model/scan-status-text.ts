import type { ScanMiss } from '@/shared/contract/endpoints/scan';
import type { CompassPoint } from '@/shared/rules/geo';
import type { ScanState, ScanStep } from '@/web/features/scan/model/scan-flow';
import { m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

// The product's words (SPEC 4 and 8), kept in one place so the screen and its tests agree.
// Functions, not constants: each reads the catalog of the language in use.
const steps: Record<ScanStep, () => string> = {
  analyzing: m.scan_step_analyzing,
  nearby: m.scan_step_nearby,
  global: m.scan_step_global,
};
export const stepText = (step: ScanStep): string => steps[step]();
export const noLocalMatchText = (): string => m.scan_no_local_match();
export const noTextText = (): string => m.scan_no_text();
export const tooLittleTextText = (): string => m.scan_too_little_text();
export const noMatchText = (): string => m.scan_no_match();
export const analysisErrorText = (): string => m.scan_analysis_error();
export const busyText = (): string => m.scan_busy();
export const scanErrorText = (): string => m.scan_error();
export const queuedText = (): string => m.scan_queued();

const compass: Record<CompassPoint, () => string> = {
  north: m.scan_compass_north,
  'north-east': m.scan_compass_north_east,
  east: m.scan_compass_east,
  'south-east': m.scan_compass_south_east,
  south: m.scan_compass_south,
  'south-west': m.scan_compass_south_west,
  west: m.scan_compass_west,
  'north-west': m.scan_compass_north_west,
};

/** A compass point's word in the language in use ('north-east', 'βορειοανατολικά'). */
export const compassText = (point: CompassPoint): string => compass[point]();

/**
 * Why a scan found nothing, when the server knows (issue 19): in the voice of SPEC 8's scanner
 * lines. A near miss says how far and which way, never where.
 */
export function scanMissText(miss: ScanMiss): string {
  if (miss.kind === 'nearby') {
    return m.scan_miss_nearby({
      distance: miss.distanceM,
      direction: compassText(miss.direction),
    });
  }
  const step = { step: miss.stepNumber, hunt: huntTitle(miss.huntTitle) };
  switch (miss.reason) {
    case 'order':
      return m.scan_miss_order({ ...step, first: miss.firstStep ?? 1 });
    case 'finished':
      return m.scan_miss_finished(step);
    case 'notStarted':
      return m.scan_miss_not_started(step);
    case 'ended':
      return m.scan_miss_ended(step);
  }
}

type Settled = Exclude<ScanState, { kind: 'idle' } | { kind: 'working' }>;

/** What the status line says once a scan has ended. */
export function settledText(state: Settled): string {
  switch (state.kind) {
    case 'found':
      return state.photos.length === 1
        ? m.scan_found_one()
        : m.scan_found_many({ count: state.photos.length });
    case 'not-found':
      if (state.reason === 'no-text') return noTextText();
      if (state.reason === 'too-little-text') return tooLittleTextText();
      return state.miss ? scanMissText(state.miss) : noMatchText();
    case 'queued':
      return queuedText();
    case 'failed':
      if (state.problem === 'refused') return state.refusal.message;
      if (state.problem === 'busy') return busyText();
      return state.problem === 'analysis' ? analysisErrorText() : scanErrorText();
  }
}
