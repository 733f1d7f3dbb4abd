import type { Photo } from '@/shared/contract/endpoints/photos';
import type { ScanMiss } from '@/shared/contract/endpoints/scan';
import { enoughTextToScan } from '@/shared/rules/scan-text';
import type { ToastOptions } from '@/web/components/ui/use-toast';
import { m } from '@/web/i18n/i18n';

/** Where the scanner stands, with the fix's accuracy in metres (the server judges both). */
export type ScanPosition = { latitude: number; longitude: number; accuracy: number };

/**
 * The server said no for a reason the person can act on, in its words: past their fair use
 * ('limit', 429), or a position too vague or too far from their last scan ('position', 422).
 */
export type Refusal = { kind: 'limit' | 'position'; message: string };

export type ScanStep = 'analyzing' | 'nearby' | 'global';

/**
 * Where a scan stands (SPEC 4, Scanner flow). While working, the state carries what the next
 * call needs: the text read from the photo, the analysis token the server gave with it (a scan
 * of other text discovers nothing) and, for the nearby check, the position.
 */
export type ScanState =
  | { kind: 'idle' }
  | { kind: 'working'; step: 'analyzing'; missedNearby: false }
  | {
      kind: 'working';
      step: 'nearby';
      text: string;
      analysisToken: string;
      position: ScanPosition;
      missedNearby: false;
    }
  /**
   * `missedNearby`: the nearby check found nothing (or failed) before this global one;
   * `nearbyRefusal`: it was refused for the position, which the person is told if the global
   * check finds nothing either; `nearbyMiss`: the server's word on why nothing was found here
   * (a step out of turn, a message farther away), said if the global check finds nothing.
   */
  | {
      kind: 'working';
      step: 'global';
      text: string;
      analysisToken: string;
      missedNearby: boolean;
      nearbyRefusal?: Refusal;
      nearbyMiss?: ScanMiss;
    }
  | { kind: 'found'; photos: Photo[] }
  | { kind: 'not-found'; reason: 'no-text' }
  /** Some text, but fewer letters than any check the scan could make accepts: nothing is sent. */
  | { kind: 'not-found'; reason: 'too-little-text' }
  | { kind: 'not-found'; reason: 'no-match'; miss?: ScanMiss }
  /** No connection: the photo, position and time are kept in the outbox and sent later. */
  | { kind: 'queued' }
  | { kind: 'failed'; problem: 'analysis' | 'busy' | 'scan' }
  | { kind: 'failed'; problem: 'refused'; refusal: Refusal };

/** What happened: the photo was taken, or one of the calls answered or failed. */
export type ScanEvent =
  | { type: 'captured' }
  | { type: 'analyzed'; text: string; analysisToken: string; position: ScanPosition | null }
  | { type: 'analysisFailed'; busy: boolean; refusal?: Refusal }
  | { type: 'nearbyAnswered'; photos: Photo[]; miss?: ScanMiss }
  | { type: 'nearbyFailed'; refusal?: Refusal }
  | { type: 'globalAnswered'; photos: Photo[] }
  | { type: 'globalFailed'; refusal?: Refusal }
  /** A call found no connection, and the scan was kept to be sent when it returns. */
  | { type: 'queued' }
  | { type: 'reset' };

export const IDLE: ScanState = { kind: 'idle' };

/**
 * The scanner's transitions: capture → analysing → a nearby check when the position is known
 * → a global check when nothing nearby matched or the nearby check failed (or at once without
 * a position) → found, not found or failed. No text read ends the scan: 'No text found in
 * photo'; too few letters for the checks the scan could make ends it before any is sent. An event that does not fit the state (a late answer) leaves it as it is.
 */
export function scanFlowReducer(state: ScanState, event: ScanEvent): ScanState {
  if (event.type === 'reset') return IDLE;
  if (event.type === 'captured') return { kind: 'working', step: 'analyzing', missedNearby: false };
  if (state.kind !== 'working') return state;
  if (event.type === 'queued') return { kind: 'queued' };
  switch (state.step) {
    case 'analyzing':
      if (event.type === 'analysisFailed') {
        if (event.refusal) return { kind: 'failed', problem: 'refused', refusal: event.refusal };
        return { kind: 'failed', problem: event.busy ? 'busy' : 'analysis' };
      }
      if (event.type !== 'analyzed') return state;
      if (!event.text.trim()) return { kind: 'not-found', reason: 'no-text' };
      // The server would refuse it as too short: say so now, and let the person move closer.
      if (!enoughTextToScan(event.text, event.position !== null)) {
        return { kind: 'not-found', reason: 'too-little-text' };
      }
      return event.position
        ? {
            kind: 'working',
            step: 'nearby',
            text: event.text.trim(),
            analysisToken: event.analysisToken,
            position: event.position,
            missedNearby: false,
          }
        : {
            kind: 'working',
            step: 'global',
            text: event.text.trim(),
            analysisToken: event.analysisToken,
            missedNearby: false,
          };
    case 'nearby':
      if (event.type === 'nearbyAnswered' && event.photos.length > 0) {
        return { kind: 'found', photos: event.photos };
      }
      // Past the scan limit: the global check would be refused the same way.
      if (event.type === 'nearbyFailed' && event.refusal?.kind === 'limit') {
        return { kind: 'failed', problem: 'refused', refusal: event.refusal };
      }
      // Nothing here, or the check failed: a failed nearby check must not stop the search
      // (books and magazines need no position).
      if (event.type === 'nearbyAnswered' || event.type === 'nearbyFailed') {
        return {
          kind: 'working',
          step: 'global',
          text: state.text,
          analysisToken: state.analysisToken,
          missedNearby: true,
          ...(event.type === 'nearbyFailed' && event.refusal
            ? { nearbyRefusal: event.refusal }
            : {}),
          ...(event.type === 'nearbyAnswered' && event.miss ? { nearbyMiss: event.miss } : {}),
        };
      }
      return state;
    case 'global':
      if (event.type === 'globalFailed') {
        return event.refusal
          ? { kind: 'failed', problem: 'refused', refusal: event.refusal }
          : { kind: 'failed', problem: 'scan' };
      }
      if (event.type !== 'globalAnswered') return state;
      if (event.photos.length > 0) return { kind: 'found', photos: event.photos };
      // Nothing anywhere, but the place itself was never checked: say why and what to do.
      return state.nearbyRefusal
        ? { kind: 'failed', problem: 'refused', refusal: state.nearbyRefusal }
        : {
            kind: 'not-found',
            reason: 'no-match',
            ...(state.nearbyMiss ? { miss: state.nearbyMiss } : {}),
          };
  }
}

const REFUSAL_TITLE: Record<Refusal['kind'], () => string> = {
  limit: m.scan_toast_too_many,
  position: m.scan_toast_location_problem,
};

/** The toast a failed scan shows (SPEC 8); a busy scanner is no error, only a wait. */
export function scanFailureToast(failed: Extract<ScanState, { kind: 'failed' }>): ToastOptions {
  switch (failed.problem) {
    case 'refused':
      return {
        variant: 'destructive',
        title: REFUSAL_TITLE[failed.refusal.kind](),
        description: failed.refusal.message,
      };
    case 'busy':
      return {
        title: m.scan_toast_busy_title(),
        description: m.scan_toast_busy_body(),
      };
    case 'analysis':
      return {
        variant: 'destructive',
        title: m.scan_toast_analysis_title(),
        description: m.scan_toast_analysis_body(),
      };
    case 'scan':
      return {
        variant: 'destructive',
        title: m.scan_toast_error_title(),
        description: m.scan_error(),
      };
  }
}
