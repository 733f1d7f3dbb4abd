import { PageTitle } from '@/web/components/ui/page-title';
import { CreateHiddenMessageForm } from '@/web/screens/camera/components/create-hidden-message-form';
import { CameraCapture } from '@/web/features/message-form/components/camera-capture';
import { useMessageDraft } from '@/web/features/message-form/hooks/use-message-draft';
import { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';
import { cameraForm } from '@/web/features/message-form/model/message-form-variants';

/**
 * /camera: photograph printed text, then say what to hide behind it. The camera runs only until
 * the photo is taken; Retake (under the photo, in the form) starts it again and keeps what was
 * typed.
 */
export function CameraScreen() {
  // The photo is the draft's, so Retake forgets it and nothing else. Both are kept on the phone
  // as they change: a reload comes back to the form, photo and all (issue 21).
  const draftState = useMessageDraft(cameraForm.keptAs);
  const [draft, dispatch] = draftState;
  const photo = draft.image?.kind === 'capture' ? draft.image.dataUrl : null;
  // Asked for at once, so the position is known by the time the form is filled in.
  const location = useGeolocation();

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{photo ? m.create_your_photo() : m.create_photograph_printed_text()}</PageTitle>
      {!photo && (
        // Mounted only until the photo is taken: the camera stops as soon as it is. The form
        // then shows the photo with the text read outlined, and its Retake (issue 20).
        <CameraCapture
          onCapture={(dataUrl) =>
            dispatch({ type: 'setImage', image: { kind: 'capture', dataUrl } })
          }
        />
      )}
      {photo && <CreateHiddenMessageForm location={location} draftState={draftState} />}
    </div>
  );
}
