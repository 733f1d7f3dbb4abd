import { Camera, CameraOff, SwitchCamera } from 'lucide-react';
import { CameraVideo } from '@/web/components/camera-video';
import { FrameGuide } from '@/web/components/frame-guide';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { useCamera } from '@/web/lib/use-camera';
import { m } from '@/web/i18n/i18n';

export type CameraViewfinderProps = {
  camera: ReturnType<typeof useCamera>;
  capturing: boolean;
  onCapture: () => void;
  /** Under the picture: what to photograph. */
  advice?: string;
};

/** The live picture with Capture and the front/back switch, or why there is no picture. */
export function CameraViewfinder({
  camera,
  capturing,
  onCapture,
  // Under the picture unless a form says otherwise: what to photograph, and why.
  advice = m.create_camera_advice(),
}: CameraViewfinderProps) {
  const { videoRef, status, error, facingMode, switchCamera, retry } = camera;
  return (
    <section aria-label={m.create_camera_label()} className="flex flex-col gap-3">
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl border border-border bg-black">
        {/* Always mounted: the camera hook attaches its stream to this element. */}
        <CameraVideo
          videoRef={videoRef}
          className={`size-full object-cover ${facingMode === 'user' ? '-scale-x-100' : ''}`}
        />
        {status === 'ready' && <FrameGuide />}
        {status === 'starting' && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted"
          >
            <Spinner className="text-primary" />
            {m.create_camera_starting()}
          </p>
        )}
        {status === 'error' && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <CameraOff aria-hidden="true" className="size-8 text-danger" />
            <p className="text-sm text-fg/90">{error}</p>
            <Button variant="secondary" onClick={retry}>
              {m.create_try_again()}
            </Button>
          </div>
        )}
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Button onClick={onCapture} disabled={capturing} className="h-12 text-base">
          {capturing ? <Spinner /> : <Camera aria-hidden="true" />}
          {m.create_capture()}
        </Button>
        <Button
          variant="secondary"
          onClick={switchCamera}
          aria-label={
            facingMode === 'environment' ? m.create_use_front_camera() : m.create_use_back_camera()
          }
          title={
            facingMode === 'environment' ? m.create_use_front_camera() : m.create_use_back_camera()
          }
          className="h-12"
        >
          <SwitchCamera aria-hidden="true" />
          {facingMode === 'environment' ? m.create_front() : m.create_back_camera()}
        </Button>
      </div>
      <p className="text-xs text-muted">{advice}</p>
    </section>
  );
}
