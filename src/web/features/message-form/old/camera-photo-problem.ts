import type { ToastOptions } from '@/web/components/ui/use-toast';

/** A real camera JPEG is tens of kilobytes; anything this short is a blank or broken frame. */
export const MIN_CAPTURED_IMAGE_LENGTH = 1000;

export const CAPTURE_FAILED: ToastOptions = {
  title: 'Capture Failed',
  description: 'Photo capture failed. Please try again.',
};

/** The photo checks of the camera form, first in its order (SPEC 5). */
export function findCameraPhotoProblem(photoDataUrl: string | null): ToastOptions | null {
  if (!photoDataUrl) return { title: 'Photo Required', description: 'Please take a photo first' };
  if (photoDataUrl.length <= MIN_CAPTURED_IMAGE_LENGTH) return CAPTURE_FAILED;
  return null;
}
