import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from '@/web/components/ui/use-toast';

export type GlobalImageFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
};

const pickerClass =
  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-surface text-sm font-semibold hover:bg-surface-raised has-focus-visible:outline-2 has-focus-visible:outline-primary';

/**
 * The page's photo: taken with the camera (on phones `capture` opens it directly) or chosen
 * from the device, with a preview.
 */
export function GlobalImageField({ file, onChange }: GlobalImageFieldProps) {
  const groupId = useId();
  const preview = useRef<HTMLImageElement>(null);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  // File inputs cannot be controlled: when the form forgets the file, so must they.
  useEffect(() => {
    if (file) return;
    for (const input of inputs.current) if (input) input.value = '';
  }, [file]);

  // The preview URL lives exactly as long as this file is shown.
  useEffect(() => {
    if (!file || !preview.current) return;
    const url = URL.createObjectURL(file);
    preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      input.value = '';
      onChange(null);
      toast({
        variant: 'destructive',
        title: 'Invalid File',
        description: 'Please select an image file',
      });
      return;
    }
    onChange(chosen);
  };

  return (
    <div role="group" aria-labelledby={groupId} className="flex flex-col gap-1.5">
      <span id={groupId} className="text-sm font-medium">
        Page Photo
      </span>
      {file ? (
        <img
          ref={preview}
          alt="Selected page"
          className="aspect-[4/3] w-full rounded-xl border border-border bg-surface-raised object-contain"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-canvas px-6 text-center text-sm text-muted"
        >
          <ImagePlus className="size-8" />
          Photograph the page straight on, with its text sharp and well lit
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <label className={pickerClass}>
          <Camera aria-hidden="true" className="size-4" />
          Take Photo
          <input
            ref={(element) => {
              inputs.current[0] = element;
            }}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => choose(event.target)}
            className="sr-only"
          />
        </label>
        <label className={pickerClass}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Choose Image
          <input
            ref={(element) => {
              inputs.current[1] = element;
            }}
            type="file"
            accept="image/*"
            onChange={(event) => choose(event.target)}
            className="sr-only"
          />
        </label>
      </div>
    </div>
  );
}
