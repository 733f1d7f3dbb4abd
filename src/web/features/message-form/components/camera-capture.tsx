import { useState } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { CameraViewfinder } from '@/web/features/message-form/components/camera-viewfinder';
import { isUsableCapture } from '@/web/features/message-form/model/message-checks';
import { CAPTURE_FAILED } from '@/web/features/message-form/model/message-form-variants';
import { CAMERA_NOT_READY, useCamera } from '@/web/lib/use-camera';
import { m } from '@/web/i18n/i18n';

export type CameraCaptureProps = {
  /** A JPEG data URL of the frame taken; the caller usually unmounts the camera then. */
  onCapture: (dataUrl: string) => void;
  /** Under the picture: what to photograph. */
  advice?: string;
};

/**
 * The camera in the page, as /camera and a hunt step use it: the live picture runs while this
 * is mounted, and Capture hands over a usable frame or says why there is none (SPEC 8's toasts).
 */
export function CameraCapture({ onCapture, advice }: CameraCaptureProps) {
  const camera = useCamera();
  const [capturing, setCapturing] = useState(false);

  const capture = async () => {
    if (camera.status !== 'ready') {
      toast(CAMERA_NOT_READY);
      return;
    }
    setCapturing(true);
    try {
      const dataUrl = await camera.capture();
      if (!isUsableCapture(dataUrl)) {
        toast({ variant: 'destructive', ...CAPTURE_FAILED });
        return;
      }
      onCapture(dataUrl);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.create_capture_error_title(),
        description: error instanceof Error ? error.message : CAPTURE_FAILED.description,
      });
    } finally {
      setCapturing(false);
    }
  };

  return (
    <CameraViewfinder
      camera={camera}
      capturing={capturing}
      onCapture={() => void capture()}
      advice={advice}
    />
  );
}
