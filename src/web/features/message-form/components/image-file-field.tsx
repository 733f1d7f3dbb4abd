import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';

export type ImageFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  label?: string;
};

/** A photo picked from the device (or its camera, on phones), with a preview. */
export function ImageFileField({ file, onChange, label = 'Photo' }: ImageFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLImageElement>(null);

  // A file input cannot be controlled: when the form forgets the file, so must the input.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  // The preview URL lives exactly as long as this file is shown; it is set on the element
  // directly, so no render depends on it.
  useEffect(() => {
    if (!file || !preview.current) return;
    const url = URL.createObjectURL(file);
    preview.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) {
      onChange(null);
      return;
    }
    if (!chosen.type.startsWith('image/')) {
      if (input.current) input.current.value = '';
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
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {file ? (
        <img
          ref={preview}
          alt="Selected photo"
          className="aspect-[4/3] w-full rounded-xl border border-border bg-surface-raised object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-canvas text-sm text-muted"
        >
          <ImagePlus className="size-8" />
          Photograph printed text at your spot
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => choose(event.target.files?.[0])}
        className="w-full rounded-lg border border-border bg-canvas text-sm text-muted file:mr-3 file:h-11 file:border-0 file:bg-surface-raised file:px-4 file:font-semibold file:text-fg"
      />
    </div>
  );
}
