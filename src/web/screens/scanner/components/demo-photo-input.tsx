import type { ChangeEvent, RefObject } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { imageFileToJpegBase64 } from '@/web/lib/jpeg-base64';
import { m } from '@/web/i18n/i18n';

export type DemoPhotoInputProps = {
  ref: RefObject<HTMLInputElement | null>;
  /** The chosen photo as a JPEG data URL. */
  onPhoto: (dataUrl: string) => void;
};

/**
 * Demo Mode's file picker, opened by the screen's buttons through `ref`. It hands over every
 * chosen image as JPEG, whatever its format, so the scan flow never knows it was not a capture.
 */
export function DemoPhotoInput({ ref, onPhoto }: DemoPhotoInputProps) {
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    input.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        variant: 'destructive',
        title: m.scan_invalid_file(),
        description: m.scan_invalid_file_type(),
      });
      return;
    }
    try {
      onPhoto(`data:image/jpeg;base64,${await imageFileToJpegBase64(file)}`);
    } catch {
      // A format this browser cannot decode, e.g. HEIC outside Safari.
      toast({
        variant: 'destructive',
        title: m.scan_invalid_file(),
        description: m.scan_invalid_file_unreadable(),
      });
    }
  };

  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      aria-label={m.scan_photo_to_scan()}
      className="hidden"
      onChange={(event) => void choose(event)}
    />
  );
}
