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
import { ApiError } from '@/web/lib/api-client';

type Working = Extract<ScanState, { kind: 'working' }>;

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
  const runId = useRef(0);

  // Leaving the screen abandons a run in flight: its answers no longer have anywhere to go.
  useEffect(
    () => () => {
      runId.current += 1;
    },
    [],
  );

  /** The call a working state asks for, answered as the machine's next event. */
  const perform = useCallback(
    async (working: Working, imageData: string): Promise<ScanEvent> => {
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
            return { type: 'globalFailed', refusal: refusalOf(error) };
          }
      }
    },
    [analyzePhoto, scanNearby, scanGlobal, position],
  );

  const run = useCallback(
    async (imageData: string): Promise<Photo[] | null> => {
      runId.current += 1;
      const id = runId.current;
      let current = scanFlowReducer(IDLE, { type: 'captured' });
      setState(current);
      while (current.kind === 'working') {
        const event = await perform(current, imageData);
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
