import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { PageTitle } from '@/web/components/ui/page-title';
import { toast } from '@/web/components/ui/use-toast';
import { CameraViewfinder } from '@/web/screens/camera/components/camera-viewfinder';
import { CreateHiddenMessageForm } from '@/web/screens/camera/components/create-hidden-message-form';
import { useMessageDraft } from '@/web/features/message-form/hooks/use-message-draft';
import { isUsableCapture } from '@/web/features/message-form/model/message-checks';
import { CAPTURE_FAILED } from '@/web/features/message-form/model/message-form-variants';
import { CAMERA_NOT_READY, useCamera } from '@/web/lib/use-camera';
import { useGeolocation } from '@/web/lib/use-geolocation';

/**
 * /camera: photograph printed text, then say what to hide behind it. The camera runs only until
 * the photo is taken; Retake starts it again and keeps what was typed.
 */
export function CameraScreen() {
  // The photo is the draft's, so Retake forgets it and nothing else.
  const draftState = useMessageDraft();
  const [draft, dispatch] = draftState;
  const photo = draft.image?.kind === 'capture' ? draft.image.dataUrl : null;
  const [capturing, setCapturing] = useState(false);
  const camera = useCamera({ active: photo === null });
  // Asked for at once, so the position is known by the time the form is filled in.
  const location = useGeolocation();

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
      dispatch({ type: 'setImage', image: { kind: 'capture', dataUrl } });
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
          <Button variant="secondary" onClick={() => dispatch({ type: 'setImage', image: null })}>
            <RotateCcw aria-hidden="true" />
            Retake
          </Button>
        </div>
      ) : (
        <CameraViewfinder camera={camera} capturing={capturing} onCapture={() => void capture()} />
      )}
      {photo && <CreateHiddenMessageForm location={location} draftState={draftState} />}
    </div>
  );
}
