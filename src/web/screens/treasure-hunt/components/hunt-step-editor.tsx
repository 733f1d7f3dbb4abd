import { Crosshair, MapPin } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { HUNT_HINT_MAX_LENGTH } from '@/shared/rules/hunts';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import type { HuntEditorAction, HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { ImageField } from '@/web/features/message-form/components/image-field';
import { UploadPreview } from '@/web/features/message-form/components/upload-preview';
import {
  usePhotoUpload,
  type PhotoUpload,
} from '@/web/features/message-form/hooks/use-photo-upload';
import type { MessageImage } from '@/web/features/message-form/model/message-draft';
import { MessageFields } from '@/web/features/message-form/components/message-fields';
import type { Position } from '@/web/features/message-form/model/message-checks';

const stepWords = {
  notPdf: 'Only PDF files are allowed',
  descriptionHint: 'Shown to players when this step becomes their turn. Links become clickable.',
};

const stepCamera = {
  advice:
    'Photograph printed text straight on and in focus: a sign, a plaque, a poster. A player finds this step by photographing the same text here on their turn.',
};

/** High accuracy, 5 s, no cached position (SPEC 9): a step is where its photo was taken. */
function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
    );
  });
}

export type HuntStepEditorProps = {
  step: HuntStepDraft;
  number: number;
  dispatch: Dispatch<HuntEditorAction>;
  /** The uploads of the hunt's other steps: a photo nearly the same as one of them is warned of. */
  siblingUploads?: readonly number[];
};

/**
 * One waypoint: its photo (camera or file) and the position where it was taken, then the
 * create-form kit's fields for the message, then its paid hints.
 */
export function HuntStepEditor({ step, number, dispatch, siblingUploads }: HuntStepEditorProps) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    try {
      dispatch({ type: 'setPosition', position: await currentPosition() });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Location Error',
        description: 'Unable to get your location. Please enable GPS.',
      });
    } finally {
      setLocating(false);
    }
  };

  const hints = [step.hints[0] ?? '', step.hints[1] ?? ''];
  // What the server reads in the step's photo, shown before the hunt is published (issue 20).
  const upload = usePhotoUpload({
    image: step.message.image,
    position: step.position,
    destination: 'place',
    known: step.upload,
    onUploaded: ({ id, expiresAt }) => dispatch({ type: 'uploaded', upload: { id, expiresAt } }),
    compareWith: siblingUploads,
  });
  // The confirmations live in the step, not the preview: they are sent with the hunt when it
  // is published, whichever step is on screen then.
  const photo: PhotoUpload = {
    ...upload,
    confirmed: step.confirmedWarnings ?? [],
    confirm: (code, yes) => dispatch({ type: 'confirmWarning', code, yes }),
  };
  const setImage = (image: MessageImage | null) =>
    dispatch({ type: 'editStep', action: { type: 'setImage', image } });

  return (
    <section aria-label={`Step ${number}`} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Step {number}</h2>
      <ImageField
        kind="spot"
        camera={stepCamera}
        image={step.message.image}
        preview={
          step.message.image && (
            <UploadPreview
              image={step.message.image}
              photo={photo}
              alt="Selected photo"
              onRetake={() => setImage(null)}
            />
          )
        }
        onChange={(image) => {
          setImage(image);
          // The place of a step is where its photo was taken.
          if (image && !step.position) void locate();
        }}
      />
      <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-canvas px-3 py-2 text-sm">
        <p className="flex items-center gap-2" aria-live="polite">
          <MapPin aria-hidden="true" className="size-4 text-primary" />
          {step.position
            ? `${step.position.latitude.toFixed(4)}, ${step.position.longitude.toFixed(4)}`
            : 'No position yet'}
        </p>
        <Button variant="secondary" onClick={() => void locate()} disabled={locating}>
          <Crosshair aria-hidden="true" />
          {locating ? 'Locating...' : 'Use My Location'}
        </Button>
      </div>
      <MessageFields
        draft={step.message}
        dispatch={(action) => dispatch({ type: 'editStep', action })}
        form={stepWords}
        showPrice={false}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">
          Hints (optional, each lowers the finder&apos;s reward)
        </legend>
        {hints.map((hint, index) => (
          <TextField
            key={index}
            label={`Hint ${index + 1}`}
            value={hint}
            maxLength={HUNT_HINT_MAX_LENGTH}
            disabled={index === 1 && hints[0]!.trim() === ''}
            onChange={(event) => {
              const next = [...hints];
              next[index] = event.target.value;
              dispatch({ type: 'setHints', hints: next[0] || next[1] ? next : [] });
            }}
          />
        ))}
      </fieldset>
    </section>
  );
}
