import { Camera, ImageUp, MessageSquareText, RefreshCw, RotateCcw, ScanText } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { ScanState } from '@/web/features/scan/model/scan-flow';
import { m } from '@/web/i18n/i18n';

export type ScannerControlsProps = {
  mode: 'camera' | 'demo';
  hasPhoto: boolean;
  state: ScanState;
  capturing: boolean;
  /** No camera to capture with: Try Again or Demo Mode are offered above instead. */
  cameraFailed: boolean;
  /** The main button; it keeps its place (and focus) as its label changes. */
  primaryRef: RefObject<HTMLButtonElement | null>;
  onCapture: () => void;
  onChoosePhoto: () => void;
  onRetake: () => void;
  onScanAgain: () => void;
  onRetry: () => void;
  onShowMessages: () => void;
};

const big = 'h-12 flex-1 text-base';

/**
 * Capture & Scan → Retake while the photo is read → Scan Again once there is a result. One
 * element in one place, so keyboard focus stays put across the steps.
 */
export function ScannerControls({
  mode,
  hasPhoto,
  state,
  capturing,
  cameraFailed,
  primaryRef,
  onCapture,
  onChoosePhoto,
  onRetake,
  onScanAgain,
  onRetry,
  onShowMessages,
}: ScannerControlsProps) {
  const settled =
    hasPhoto &&
    (state.kind === 'found' ||
      state.kind === 'not-found' ||
      state.kind === 'failed' ||
      state.kind === 'queued');

  let primary;
  if (!hasPhoto && mode === 'camera') {
    primary = (
      <Button
        ref={primaryRef}
        onClick={onCapture}
        disabled={capturing || cameraFailed}
        className={big}
      >
        {capturing ? <Spinner /> : <ScanText aria-hidden="true" />}
        {m.scan_capture()}
      </Button>
    );
  } else if (!hasPhoto) {
    primary = (
      <Button ref={primaryRef} onClick={onChoosePhoto} className={big}>
        <ImageUp aria-hidden="true" />
        {m.scan_choose_photo()}
      </Button>
    );
  } else if (!settled) {
    primary = (
      <Button ref={primaryRef} variant="secondary" onClick={onRetake} className={big}>
        <RotateCcw aria-hidden="true" />
        {m.scan_retake()}
      </Button>
    );
  } else if (state.kind === 'not-found' && state.reason === 'too-little-text') {
    // Nothing was checked: the same print, closer, is the next step.
    primary = (
      <Button ref={primaryRef} onClick={onScanAgain} className={big}>
        <RotateCcw aria-hidden="true" />
        {mode === 'camera' ? m.scan_retake() : m.scan_choose_photo()}
      </Button>
    );
  } else {
    primary = (
      <Button ref={primaryRef} onClick={onScanAgain} className={big}>
        {mode === 'camera' ? <Camera aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
        {m.scan_scan_again()}
      </Button>
    );
  }

  return (
    <div className="flex gap-2">
      {primary}
      {settled && state.kind === 'found' && (
        <Button variant="secondary" onClick={onShowMessages} className="h-12">
          <MessageSquareText aria-hidden="true" />
          {state.photos.length === 1 ? m.scan_view_message() : m.scan_view_messages()}
        </Button>
      )}
      {settled && state.kind === 'failed' && (
        <Button variant="secondary" onClick={onRetry} className="h-12">
          <RefreshCw aria-hidden="true" />
          {m.scan_try_again()}
        </Button>
      )}
    </div>
  );
}
