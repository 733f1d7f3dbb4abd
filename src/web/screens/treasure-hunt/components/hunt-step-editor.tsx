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
import { m } from '@/web/i18n/i18n';

// Read when shown, so they follow the language in use (decision 031).
const stepWords = {
  get notPdf() {
    return m.hunts_not_pdf();
  },
  get descriptionHint() {
    return m.hunts_step_description_hint();
  },
};

const stepCamera = {
  get advice() {
    return m.hunts_camera_advice();
  },
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
        title: m.hunts_location_error_title(),
        description: m.hunts_location_error_text(),
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
    <section aria-label={m.hunts_step({ number })} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{m.hunts_step({ number })}</h2>
      <ImageField
        kind="spot"
        camera={stepCamera}
        image={step.message.image}
        preview={
          step.message.image && (
            <UploadPreview
              image={step.message.image}
              photo={photo}
              alt={m.hunts_selected_photo()}
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
            : m.hunts_no_position()}
        </p>
        <Button variant="secondary" onClick={() => void locate()} disabled={locating}>
          <Crosshair aria-hidden="true" />
          {locating ? m.hunts_locating() : m.hunts_use_my_location()}
        </Button>
      </div>
      <MessageFields
        draft={step.message}
        dispatch={(action) => dispatch({ type: 'editStep', action })}
        form={stepWords}
        showPrice={false}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{m.hunts_hints_legend()}</legend>
        {hints.map((hint, index) => (
          <TextField
            key={index}
            label={m.hunts_hint_label({ number: index + 1 })}
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
