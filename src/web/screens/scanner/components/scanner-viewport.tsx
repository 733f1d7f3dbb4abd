import { ImageUp } from 'lucide-react';
import type { RefObject } from 'react';
import { CameraVideo } from '@/web/components/camera-video';
import { Spinner } from '@/web/components/ui/spinner';
import { CameraUnavailable } from '@/web/screens/scanner/components/camera-unavailable';
import type { CameraStatus } from '@/web/lib/use-camera';
import { cn } from '@/web/lib/cn';

export type ScannerViewportProps = {
  mode: 'camera' | 'demo';
  videoRef: RefObject<HTMLVideoElement | null>;
  cameraStatus: CameraStatus;
  cameraError: string | null;
  /** The frozen photo being scanned, as a data URL. */
  photo: string | null;
  working: boolean;
  onRetryCamera: () => void;
  onDemoMode: () => void;
};

/** Corner marks that show where to put the text; purely decorative. */
function FramingGuide() {
  const corner = 'absolute size-8 border-primary/90';
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 inset-y-[18%]">
      <span className={cn(corner, 'top-0 left-0 rounded-tl-xl border-t-4 border-l-4')} />
      <span className={cn(corner, 'top-0 right-0 rounded-tr-xl border-t-4 border-r-4')} />
      <span className={cn(corner, 'bottom-0 left-0 rounded-bl-xl border-b-4 border-l-4')} />
      <span className={cn(corner, 'right-0 bottom-0 rounded-br-xl border-r-4 border-b-4')} />
    </div>
  );
}

/** The live camera, the frozen photo while it is scanned, or why there is no picture. */
export function ScannerViewport({
  mode,
  videoRef,
  cameraStatus,
  cameraError,
  photo,
  working,
  onRetryCamera,
  onDemoMode,
}: ScannerViewportProps) {
  return (
    <section aria-label="Camera" className="relative min-h-0 flex-1 overflow-hidden bg-black">
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
            alt={mode === 'camera' ? 'Captured photo' : 'Chosen photo'}
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
          <p className="font-semibold">Demo Mode</p>
          <p className="max-w-xs text-sm text-muted">
            Choose a photo of printed text, a sign, a poster or a page, and it is scanned just like
            a camera picture.
          </p>
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
          Starting camera...
        </p>
      ) : (
        <FramingGuide />
      )}
    </section>
  );
}
