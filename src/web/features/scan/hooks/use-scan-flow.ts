import { useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '@/shared/contract/photos';
import { toast } from '@/web/components/ui/use-toast';
import { useAnalyzePhoto } from '@/web/features/scan/api/analyze-photo';
import { useScanGlobal } from '@/web/features/scan/api/scan-global';
import { useScanNearby } from '@/web/features/scan/api/scan-nearby';
import type { ScanPosition } from '@/web/features/scan/hooks/use-settled-position';
import { ApiError } from '@/web/lib/api-client';

export type ScanStep = 'analyzing' | 'nearby' | 'global';

export type ScanState =
  | { kind: 'idle' }
  /** `missedNearby`: the nearby check found nothing (or failed) before the global one. */
  | { kind: 'working'; step: ScanStep; missedNearby: boolean }
  | { kind: 'found'; photos: Photo[] }
  | { kind: 'not-found'; reason: 'no-text' | 'no-match' }
  | { kind: 'failed'; problem: 'analysis' | 'busy' | 'scan' };

const IDLE: ScanState = { kind: 'idle' };

/** Every OCR worker is taken (503 OCR_BUSY): nothing is wrong, the user only has to wait. */
function isBusy(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'OCR_BUSY' || error.status === 503);
}

/**
 * The scanner flow of SPEC 4: read the photo's text, look for messages hidden within 100 m
 * when the position is known, then for book and magazine messages anywhere. `run` resolves
 * with the revealed messages, or null when there are none (the state says why). It may be
 * called again at any time; `reset` abandons a run in flight, whose late answers are ignored.
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

  const run = useCallback(
    async (imageData: string): Promise<Photo[] | null> => {
      runId.current += 1;
      const id = runId.current;
      const stale = () => runId.current !== id;
      setState({ kind: 'working', step: 'analyzing', missedNearby: false });

      let text: string;
      try {
        text = (await analyzePhoto({ imageData })).detectedText.trim();
      } catch (error) {
        if (stale()) return null;
        if (isBusy(error)) {
          toast({
            title: 'Scanner Busy',
            description: 'Many photos are being read right now. Please try again in a moment.',
          });
          setState({ kind: 'failed', problem: 'busy' });
        } else {
          toast({
            variant: 'destructive',
            title: 'Analysis Error',
            description: 'Could not analyze the photo',
          });
          setState({ kind: 'failed', problem: 'analysis' });
        }
        return null;
      }
      if (stale()) return null;
      if (!text) {
        setState({ kind: 'not-found', reason: 'no-text' });
        return null;
      }

      const here = await position();
      if (stale()) return null;
      let missedNearby = false;
      if (here) {
        setState({ kind: 'working', step: 'nearby', missedNearby: false });
        try {
          const result = await scanNearby({
            text,
            userLatitude: here.latitude,
            userLongitude: here.longitude,
          });
          if (stale()) return null;
          if (result.photos.length > 0) {
            setState({ kind: 'found', photos: result.photos });
            return result.photos;
          }
        } catch {
          // A failed nearby check must not stop the search: the global one may still find it.
          if (stale()) return null;
        }
        missedNearby = true;
      }

      setState({ kind: 'working', step: 'global', missedNearby });
      try {
        const result = await scanGlobal({ text });
        if (stale()) return null;
        if (result.photos.length === 0) {
          setState({ kind: 'not-found', reason: 'no-match' });
          return null;
        }
        setState({ kind: 'found', photos: result.photos });
        return result.photos;
      } catch {
        if (stale()) return null;
        toast({
          variant: 'destructive',
          title: 'Scan Error',
          description: 'Could not check for messages. Please try again.',
        });
        setState({ kind: 'failed', problem: 'scan' });
        return null;
      }
    },
    [analyzePhoto, scanNearby, scanGlobal, position],
  );

  const reset = useCallback(() => {
    runId.current += 1;
    setState(IDLE);
  }, []);

  return { state, run, reset };
}
