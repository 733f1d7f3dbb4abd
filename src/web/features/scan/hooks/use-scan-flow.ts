import { useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { toast } from '@/web/components/ui/use-toast';
import { useAnalyzePhoto } from '@/web/features/scan/api/analyze-photo';
import { useScanGlobal } from '@/web/features/scan/api/scan-global';
import { useScanNearby } from '@/web/features/scan/api/scan-nearby';
import {
  IDLE,
  scanFailureToast,
  scanFlowReducer,
  type Refusal,
  type ScanEvent,
  type ScanPosition,
  type ScanState,
} from '@/web/features/scan/model/scan-flow';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { appOutbox, requestBackgroundSync } from '@/web/features/outbox/model/app-outbox';
import { jpegBlobOfBase64 } from '@/web/features/outbox/model/photo-bytes';
import { ApiError } from '@/web/lib/api-client';

type Working = Extract<ScanState, { kind: 'working' }>;

/** No reply at all: fetch's TypeError, or the browser already knows it is offline. */
function noConnection(error: unknown): boolean {
  return !(error instanceof ApiError) && (error instanceof TypeError || !navigator.onLine);
}

/** Every OCR worker is taken (503 OCR_BUSY): nothing is wrong, the user only has to wait. */
function isBusy(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'OCR_BUSY' || error.status === 503);
}

/** A refusal the person can act on, with the server's words (decision 011); else nothing. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || !error.serverError) return undefined;
  if (error.code === 'RATE_LIMITED') return { kind: 'limit', message: error.serverError };
  if (error.code === 'POSITION_INACCURATE' || error.code === 'IMPLAUSIBLE_TRAVEL') {
    return { kind: 'position', message: error.serverError };
  }
  return undefined;
}

/**
 * The scanner flow of SPEC 4, driven through its state machine (model/scan-flow): each
 * working state names the call to make, and the call's answer is the next event. `run`
 * resolves with the revealed messages, or null when there are none (the state says why). It
 * may be called again at any time; `reset` abandons a run in flight, whose late answers are
 * ignored.
 */
export function useScanFlow({ position }: { position: () => Promise<ScanPosition | null> }) {
  const [state, setState] = useState<ScanState>(IDLE);
  const { mutateAsync: analyzePhoto } = useAnalyzePhoto();
  const { mutateAsync: scanNearby } = useScanNearby();
  const { mutateAsync: scanGlobal } = useScanGlobal();
  const userId = useCurrentUser().data?.id;
  const runId = useRef(0);

  // Leaving the screen abandons a run in flight: its answers no longer have anywhere to go.
  useEffect(
    () => () => {
      runId.current += 1;
    },
    [],
  );

  /**
   * Without a connection the scan is kept (issue 21): the photo, the position with its accuracy,
   * and the time it was taken, sent from the outbox when the connection returns. A scan whose
   * keeping fails (no IndexedDB) fails as any scan without a connection would.
   */
  const keep = useCallback(
    async (imageData: string, takenAt: Date): Promise<ScanEvent> => {
      if (userId === undefined) return { type: 'analysisFailed', busy: false };
      try {
        const item = {
          kind: 'scan',
          photo: jpegBlobOfBase64(imageData),
          position: await position(),
        } as const;
        await appOutbox.add(userId, item, takenAt);
      } catch {
        return { type: 'analysisFailed', busy: false };
      }
      void requestBackgroundSync();
      return { type: 'queued' };
    },
    [userId, position],
  );

  /** The call a working state asks for, answered as the machine's next event. */
  const perform = useCallback(
    async (working: Working, imageData: string, takenAt: Date): Promise<ScanEvent> => {
      if (!navigator.onLine) return keep(imageData, takenAt);
      switch (working.step) {
        case 'analyzing':
          try {
            const analysis = await analyzePhoto({ imageData });
            const text = analysis.detectedText.trim();
            // Asked only now, and only with text to look for: a position that was still being
            // found when the photo was taken has had the analysis's time to arrive.
            return {
              type: 'analyzed',
              text,
              analysisToken: analysis.analysisToken,
              position: text ? await position() : null,
            };
          } catch (error) {
            if (noConnection(error)) return keep(imageData, takenAt);
            return { type: 'analysisFailed', busy: isBusy(error), refusal: refusalOf(error) };
          }
        case 'nearby':
          try {
            const { latitude, longitude, accuracy } = working.position;
            const { photos, miss } = await scanNearby({
              text: working.text,
              analysisToken: working.analysisToken,
              userLatitude: latitude,
              userLongitude: longitude,
              userAccuracy: accuracy,
            });
            return { type: 'nearbyAnswered', photos, ...(miss ? { miss } : {}) };
          } catch (error) {
            if (noConnection(error)) return keep(imageData, takenAt);
            return { type: 'nearbyFailed', refusal: refusalOf(error) };
          }
        case 'global':
          try {
            const { photos } = await scanGlobal({
              text: working.text,
              analysisToken: working.analysisToken,
            });
            return { type: 'globalAnswered', photos };
          } catch (error) {
            if (noConnection(error)) return keep(imageData, takenAt);
            return { type: 'globalFailed', refusal: refusalOf(error) };
          }
      }
    },
    [analyzePhoto, scanNearby, scanGlobal, position, keep],
  );

  const run = useCallback(
    async (imageData: string): Promise<Photo[] | null> => {
      runId.current += 1;
      const id = runId.current;
      // When the photo was taken: a scan kept offline is judged as of then.
      const takenAt = new Date();
      let current = scanFlowReducer(IDLE, { type: 'captured' });
      setState(current);
      while (current.kind === 'working') {
        const event = await perform(current, imageData, takenAt);
        if (runId.current !== id) return null;
        current = scanFlowReducer(current, event);
        setState(current);
      }
      if (current.kind === 'failed') toast(scanFailureToast(current));
      return current.kind === 'found' ? current.photos : null;
    },
    [perform],
  );

  const reset = useCallback(() => {
    runId.current += 1;
    setState(scanFlowReducer(IDLE, { type: 'reset' }));
  }, []);

  return { state, run, reset };
}
