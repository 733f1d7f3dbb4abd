import { ImageUp, TriangleAlert } from 'lucide-react';
import type { RefObject } from 'react';
import { CameraVideo } from '@/web/components/camera-video';
import { FrameGuide } from '@/web/components/frame-guide';
import { Spinner } from '@/web/components/ui/spinner';
import { CameraUnavailable } from '@/web/screens/scanner/components/camera-unavailable';
import { frameHintText, type FrameHint } from '@/web/features/scan/model/frame-quality';
import type { CameraStatus } from '@/web/lib/use-camera';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type ScannerViewportProps = {
  mode: 'camera' | 'demo';
  videoRef: RefObject<HTMLVideoElement | null>;
  cameraStatus: CameraStatus;
  cameraError: string | null;
  /** The frozen photo being scanned, as a data URL. */
  photo: string | null;
  working: boolean;
  /** Advice on the live picture (too dark, blurred); it never blocks a capture. */
  frameHint: FrameHint | null;
  onRetryCamera: () => void;
  onDemoMode: () => void;
};

/** The live camera, the frozen photo while it is scanned, or why there is no picture. */
export function ScannerViewport({
  mode,
  videoRef,
  cameraStatus,
  cameraError,
  photo,
  working,
  frameHint,
  onRetryCamera,
  onDemoMode,
}: ScannerViewportProps) {
  return (
    <section
      aria-label={m.scan_camera()}
      className="relative min-h-0 flex-1 overflow-hidden bg-black"
    >
      {mode === 'camera' && (
        // Always mounted in camera mode: the camera hook attaches its stream to this element.
        <CameraVideo
          videoRef={videoRef}
          className={cn('absolute inset-0 size-full object-cover', photo && 'invisible')}
        />
      )}
      {photo ? (
        <>
          <img
            src={photo}
            alt={mode === 'camera' ? m.scan_captured_photo() : m.scan_chosen_photo()}
            className="absolute inset-0 size-full object-contain"
          />
          {working && (
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-primary/5 motion-safe:animate-pulse"
            />
          )}
        </>
      ) : mode === 'demo' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center">
          <ImageUp aria-hidden="true" className="size-10 text-primary" />
          <p className="font-semibold">{m.scan_demo_mode()}</p>
          <p className="max-w-xs text-sm text-muted">{m.scan_demo_explain()}</p>
        </div>
      ) : cameraStatus === 'error' ? (
        <CameraUnavailable
          message={cameraError ?? ''}
          onRetry={onRetryCamera}
          onDemoMode={onDemoMode}
        />
      ) : cameraStatus === 'starting' ? (
        <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner className="text-primary" />
          {m.scan_starting_camera()}
        </p>
      ) : (
        <FrameGuide />
      )}
      {mode === 'camera' && (
        // Mounted with the camera so a screen reader hears each new hint once, politely.
        // A status (implicitly polite) may carry a name; a bare div with aria-label may not.
        <div
          role="status"
          aria-live="polite"
          aria-label={m.scan_camera_hint_label()}
          className="pointer-events-none absolute inset-x-4 bottom-4 flex justify-center"
        >
          {frameHint && !photo && cameraStatus === 'ready' && (
            <p className="flex items-center gap-2 rounded-full bg-black/75 px-4 py-2 text-sm font-medium text-amber-300">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {frameHintText(frameHint)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
