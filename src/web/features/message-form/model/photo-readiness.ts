import { isSoftWarning } from '@/shared/rules/upload-warnings';
import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { PhotoUpload } from '@/web/features/message-form/hooks/use-photo-upload';

/**
 * Why a form's photo cannot be published yet, as a toast; null when it can: uploaded, read,
 * with no blocking warning and every soft one confirmed (issue 20). The server holds the same
 * rules at publish; saying so here saves a round trip and says it beside the photo's words.
 */
export function photoNotReady({
  state,
  confirmed,
}: Pick<PhotoUpload, 'state' | 'confirmed'>): ToastOptions | null {
  switch (state.stage) {
    case 'none':
      return null; // The form's own image check speaks first.
    case 'failed':
      return {
        title: 'Photo Not Sent',
        description: 'The photo could not be sent. Try again, or retake it.',
      };
    case 'read': {
      const blocking = state.upload.warnings.find((warning) => !isSoftWarning(warning.code));
      if (blocking) return { title: 'Retake the Photo', description: blocking.message };
      const open = state.upload.warnings.filter(
        (warning) => isSoftWarning(warning.code) && !confirmed.includes(warning.code),
      );
      if (open.length > 0) {
        return {
          title: 'Check the Photo',
          description:
            'Retake the photo, or tick "Publish with this photo anyway" under each warning.',
        };
      }
      return null;
    }
    default:
      return {
        title: 'Still Reading',
        description: 'The text of your photo is still being read. One moment, please.',
      };
  }
}
