import { isSoftWarning } from '@/shared/rules/upload-warnings';
import { m } from '@/web/i18n/i18n';
import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { PhotoUpload } from '@/web/features/message-form/hooks/use-photo-upload';
import { warningText } from '@/web/features/message-form/model/warning-text';

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
        title: m.create_photo_not_sent_title(),
        description: m.create_photo_not_sent_description(),
      };
    case 'read': {
      const blocking = state.upload.warnings.find((warning) => !isSoftWarning(warning.code));
      if (blocking) return { title: m.create_retake_title(), description: warningText(blocking) };
      const open = state.upload.warnings.filter(
        (warning) => isSoftWarning(warning.code) && !confirmed.includes(warning.code),
      );
      if (open.length > 0) {
        return {
          title: m.create_check_photo_title(),
          description: m.create_check_photo_description(),
        };
      }
      return null;
    }
    default:
      return {
        title: m.create_still_reading_title(),
        description: m.create_still_reading_description(),
      };
  }
}
