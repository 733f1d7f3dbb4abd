import type { UploadWarning } from '@/shared/contract/uploads';
import type { UploadWarningCode } from '@/shared/rules/upload-warnings';
import { m } from '@/web/i18n/i18n';

/** Each warning's words in the language in use; the server's own words are its English. */
const words: Record<UploadWarningCode, () => string> = {
  'too-little': () => m.create_warning_too_little(),
  'too-common': () => m.create_warning_too_common(),
  'near-duplicate': () => m.create_warning_near_duplicate(),
  template: () => m.create_warning_template(),
};

/** What a photo's warning says (issue 20), by its code; an unknown code keeps the server's. */
export function warningText(warning: Pick<UploadWarning, 'code' | 'message'>): string {
  return (words as Partial<Record<string, () => string>>)[warning.code]?.() ?? warning.message;
}
