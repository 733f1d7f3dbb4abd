import type {
  AnalyzeBody,
  AnalyzeResponse,
  ScanBody,
  ScanGlobalBody,
  ScanResponse,
} from '@/shared/contract/endpoints/scan';
import {
  IDLE,
  scanFlowReducer,
  type Refusal,
  type ScanEvent,
  type ScanState,
} from '@/web/features/scan/model/scan-flow';
import { settledText } from '@/web/features/scan/model/scan-status-text';
import { ApiError } from '@/web/lib/api-client';
import type { OutboxEntry, QueuedScan, SendOutcome } from '@/web/features/outbox/model/outbox';
import { base64OfStoredPhoto } from '@/web/features/outbox/model/photo-bytes';
import { m } from '@/web/i18n/i18n';

export type ScanCalls = {
  analyze: (body: AnalyzeBody) => Promise<AnalyzeResponse>;
  local: (body: ScanBody) => Promise<ScanResponse>;
  global: (body: ScanGlobalBody) => Promise<ScanResponse>;
};

/**
 * A failure that says nothing about this scan (no connection, signed out, busy, too many
 * scans, a send of the key still running): thrown on, so the outbox keeps the scan for later.
 */
function passOn(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || [401, 409, 429].includes(error.status) || error.status >= 500
  );
}

/** A refusal about the place or time the scan recorded, in the server's words (decision 011). */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.serverError) return undefined;
  return { kind: 'position', message: error.serverError };
}

type Working = Extract<ScanState, { kind: 'working' }>;

/**
 * Sends a scan taken without signal, as the scanner would have (the same state machine, SPEC
 * 4): the server reads the photo now, the nearby check is judged at the position and time the
 * phone recorded, then the global one. Both checks carry the entry's id as their idempotency
 * key, so a send cut off after the server answered is answered the same the next time, with
 * nothing discovered, counted or paid twice.
 */
export async function sendQueuedScan(
  entry: OutboxEntry,
  item: QueuedScan,
  calls: ScanCalls,
): Promise<SendOutcome> {
  async function perform(working: Working): Promise<ScanEvent> {
    switch (working.step) {
      case 'analyzing':
        try {
          const analysis = await calls.analyze({
            imageData: await base64OfStoredPhoto(item.photo),
          });
          return {
            type: 'analyzed',
            text: analysis.detectedText.trim(),
            analysisToken: analysis.analysisToken,
            position: item.position,
          };
        } catch (error) {
          if (passOn(error)) throw error;
          return { type: 'analysisFailed', busy: false };
        }
      case 'nearby':
        try {
          const { latitude, longitude, accuracy } = working.position;
          const { photos, miss } = await calls.local({
            text: working.text,
            analysisToken: working.analysisToken,
            userLatitude: latitude,
            userLongitude: longitude,
            userAccuracy: accuracy,
            capturedAt: entry.capturedAt,
            idempotencyKey: entry.id,
          });
          return { type: 'nearbyAnswered', photos, ...(miss ? { miss } : {}) };
        } catch (error) {
          if (passOn(error)) throw error;
          const refusal = refusalOf(error);
          return { type: 'nearbyFailed', ...(refusal ? { refusal } : {}) };
        }
      case 'global':
        try {
          const { photos } = await calls.global({
            text: working.text,
            analysisToken: working.analysisToken,
            idempotencyKey: entry.id,
          });
          return { type: 'globalAnswered', photos };
        } catch (error) {
          if (passOn(error)) throw error;
          return { type: 'globalFailed' };
        }
    }
  }

  let state = scanFlowReducer(IDLE, { type: 'captured' });
  while (state.kind === 'working') state = scanFlowReducer(state, await perform(state));
  if (state.kind === 'idle') return { kind: 'refused', note: m.outbox_scan_not_sent() };
  const note = settledText(state);
  if (state.kind === 'found') return { kind: 'sent', note, found: state.photos.length };
  if (state.kind === 'failed') return { kind: 'refused', note };
  return { kind: 'sent', note, found: 0 };
}
