import { Camera, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { CameraCapture } from '@/web/features/message-form/components/camera-capture';
import type { MessageImage } from '@/web/features/message-form/model/message-draft';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

/**
 * 'spot': a photo of printed text where the user stands, from one file input (on phones it
 * offers the camera too) and, where the form asks for it, the camera in the page. 'page': a page of a book or magazine, with Take Photo (the camera
 * directly) and Choose Image side by side.
 */
export type ImageFieldKind = 'spot' | 'page';

/** Each kind's words, asked for at render so they follow the language in use. */
const kinds = {
  spot: () => ({
    label: m.create_photo_label(),
    previewAlt: m.create_selected_photo(),
    empty: m.create_photo_empty(),
    emptyClass: '',
    fit: 'object-cover',
  }),
  page: () => ({
    label: m.create_page_photo_label(),
    previewAlt: m.create_selected_page(),
    empty: m.create_page_empty(),
    emptyClass: 'px-6 text-center',
    fit: 'object-contain',
  }),
} satisfies Record<ImageFieldKind, () => Record<string, string>>;

const fileInputClass =
  'w-full rounded-lg border border-border bg-canvas text-sm text-muted file:mr-3 file:h-11 file:border-0 file:bg-surface-raised file:px-4 file:font-semibold file:text-fg';
const pickerClass =
  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-surface text-sm font-semibold hover:bg-surface-raised has-focus-visible:outline-2 has-focus-visible:outline-primary';

export type ImageFieldProps = {
  kind: ImageFieldKind;
  image: MessageImage | null;
  onChange: (image: MessageImage | null) => void;
  /**
   * The camera in the page as well as the file input (a 'spot' photo): Take Photo opens the
   * live picture in place of the preview, and Capture takes it, as on /camera. What to
   * photograph is said under the picture.
   */
  camera?: { advice: string };
  /** Shown in place of the plain preview once a photo is chosen (the text read, outlined). */
  preview?: ReactNode;
};

/** The photo a message hides behind, with a preview; anything but an image is refused. */
export function ImageField({
  kind,
  image,
  onChange,
  camera,
  preview: richPreview,
}: ImageFieldProps) {
  const id = useId();
  const words = kinds[kind]();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const preview = useRef<HTMLImageElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const file = image?.kind === 'file' ? image.file : null;
  const capture = image?.kind === 'capture' ? image.dataUrl : undefined;

  // File inputs cannot be controlled: when the form forgets the image, so must they.
  useEffect(() => {
    if (image) return;
    for (const input of inputs.current) if (input) input.value = '';
  }, [image]);

  // The preview URL lives exactly as long as this file is shown; it is set on the element
  // directly, so no render depends on it. The camera replaces the element while it is open.
  useEffect(() => {
    if (!file || !preview.current) return;
    const url = URL.createObjectURL(file);
    preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, cameraOpen]);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) {
      // A cancelled chooser empties its one input, so Home forgets the photo with it; with two
      // pickers, cancelling one keeps what the other chose.
      if (kind === 'spot') onChange(null);
      return;
    }
    if (!chosen.type.startsWith('image/')) {
      input.value = '';
      onChange(null);
      toast({
        variant: 'destructive',
        title: m.create_invalid_file(),
        description: m.create_select_image_file(),
      });
      return;
    }
    onChange({ kind: 'file', file: chosen });
  };

  const fileInput = (
    index: number,
    props: { id?: string; className: string; capture?: 'environment' },
  ) => (
    <input
      ref={(element) => {
        inputs.current[index] = element;
      }}
      type="file"
      accept="image/*"
      onChange={(event) => choose(event.target)}
      {...props}
    />
  );

  return (
    // One input is named by its label; two pickers are named together by the group.
    <div
      role={kind === 'page' ? 'group' : undefined}
      aria-labelledby={kind === 'page' ? `${id}-label` : undefined}
      className="flex flex-col gap-1.5"
    >
      {kind === 'spot' ? (
        <Label htmlFor={id}>{words.label}</Label>
      ) : (
        <span id={`${id}-label`} className="text-sm font-medium">
          {words.label}
        </span>
      )}
      {cameraOpen && camera ? (
        <CameraCapture
          advice={camera.advice}
          onCapture={(dataUrl) => {
            setCameraOpen(false);
            onChange({ kind: 'capture', dataUrl });
          }}
        />
      ) : image && richPreview ? (
        richPreview
      ) : image ? (
        <img
          ref={preview}
          src={capture}
          alt={words.previewAlt}
          className={cn(
            'aspect-[4/3] w-full rounded-xl border border-border bg-surface-raised',
            words.fit,
          )}
        />
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            'flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-canvas text-sm text-muted',
            words.emptyClass,
          )}
        >
          <ImagePlus className="size-8" />
          {words.empty}
        </div>
      )}
      {kind === 'spot' && camera ? (
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={() => setCameraOpen(!cameraOpen)}>
            {cameraOpen ? <X aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {cameraOpen
              ? m.create_close_camera()
              : image
                ? m.create_retake_with_camera()
                : m.create_take_photo()}
          </Button>
          {fileInput(0, { id, className: fileInputClass })}
        </div>
      ) : kind === 'spot' ? (
        fileInput(0, { id, className: fileInputClass })
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <label className={pickerClass}>
            <Camera aria-hidden="true" className="size-4" />
            {m.create_take_photo()}
            {fileInput(0, { capture: 'environment', className: 'sr-only' })}
          </label>
          <label className={pickerClass}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {m.create_choose_image()}
            {fileInput(1, { className: 'sr-only' })}
          </label>
        </div>
      )}
    </div>
  );
}
