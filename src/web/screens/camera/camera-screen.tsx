import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { PageTitle } from '@/web/components/ui/page-title';
import { toast } from '@/web/components/ui/use-toast';
import { CameraViewfinder } from '@/web/screens/camera/components/camera-viewfinder';
import {
  CAPTURE_FAILED,
  MIN_CAPTURED_IMAGE_LENGTH,
} from '@/web/features/message-form/old/camera-photo-problem';
import { CreateHiddenMessageForm } from '@/web/screens/camera/components/create-hidden-message-form';
import { useHiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';
import { useCamera } from '@/web/lib/use-camera';
import { useGeolocation } from '@/web/lib/use-geolocation';

/**
 * /camera: photograph printed text, then say what to hide behind it. The camera runs only until
 * the photo is taken; Retake starts it again and keeps what was typed.
 */
export function CameraScreen() {
  const [photo, setPhoto] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const camera = useCamera({ active: photo === null });
  // Asked for at once, so the position is known by the time the form is filled in.
  const location = useGeolocation();
  const { draft, update } = useHiddenMessageDraft();

  const capture = async () => {
    if (camera.status !== 'ready') {
      toast({
        variant: 'destructive',
        title: 'Camera Error',
        description: 'Make sure the camera is active',
      });
      return;
    }
    setCapturing(true);
    try {
      const dataUrl = await camera.capture();
      if (dataUrl.length <= MIN_CAPTURED_IMAGE_LENGTH) {
        toast({ variant: 'destructive', ...CAPTURE_FAILED });
        return;
      }
      setPhoto(dataUrl);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Capture Error',
        description: error instanceof Error ? error.message : CAPTURE_FAILED.description,
      });
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{photo ? 'Your Photo' : 'Photograph Printed Text'}</PageTitle>
      {photo ? (
        <div className="flex flex-col gap-3">
          <img
            src={photo}
            alt="Captured photo"
            className="aspect-[4/3] w-full rounded-2xl border border-border bg-black object-contain"
          />
          <Button variant="secondary" onClick={() => setPhoto(null)}>
            <RotateCcw aria-hidden="true" />
            Retake
          </Button>
        </div>
      ) : (
        <CameraViewfinder camera={camera} capturing={capturing} onCapture={() => void capture()} />
      )}
      {photo && (
        <CreateHiddenMessageForm photo={photo} location={location} draft={draft} update={update} />
      )}
    </div>
  );
}
