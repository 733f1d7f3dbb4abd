import type { ToastOptions } from '@/web/components/ui/use-toast';
import { m } from '@/web/i18n/i18n';

/**
 * A check a create form may run on submit (SPEC 5): signed in, a known position, an image, a
 * usable capture, the secret for its type (text or PDF), and a recipient when private.
 */
export type MessageCheck =
  'signedIn' | 'location' | 'image' | 'capture' | 'message' | 'pdf' | 'target';

/**
 * What one create form says and does differently from the others; the fields, the draft, the
 * checks and the payload are the same for all of them. A hunt step editor would add its own
 * variant (photo, position and content checks, its own words) and reuse the rest.
 */
export type MessageFormVariant = {
  /** The form's heading. */
  title: string;
  /** The checks it runs on submit, in its order: the first that fails is the one told. */
  checks: readonly MessageCheck[];
  /** The toast each check shows when it fails, in this form's words. */
  words: Record<MessageCheck, ToastOptions>;
  /** What choosing a file that is not a PDF as the document says. */
  notPdf: string;
  /** The line under the public description. */
  descriptionHint: string;
  /** Where the message goes: hidden at the device's position, or in a page found anywhere. */
  destination: 'place' | 'global';
  /** A refused create: its title, and the words used when the server gives none. */
  failure: { title: string; fallback: string };
  submit: { label: string; pendingLabel: string };
  /**
   * The submit button reads as disabled until every check passes, yet still answers a press
   * with the first missing thing (SPEC 5, home form).
   */
  markIncomplete: boolean;
};

export const CAPTURE_FAILED: ToastOptions = {
  title: m.create_capture_failed(),
  description: m.create_capture_failed_desc(),
};

/** The home form's words (SPEC 5), which the other forms share where they do not differ. */
const homeWords: Record<MessageCheck, ToastOptions> = {
  signedIn: { title: m.create_login_required(), description: m.create_login_required_desc() },
  location: {
    title: m.create_location_required(),
    description: m.create_location_required_desc(),
  },
  image: { title: m.create_image_required(), description: m.create_image_required_desc() },
  capture: CAPTURE_FAILED,
  message: { title: m.create_message_required(), description: m.create_message_required_desc() },
  pdf: { title: m.create_pdf_required(), description: m.create_pdf_required_desc() },
  target: {
    title: m.create_target_required(),
    description: m.create_target_required_desc(),
  },
};

/**
 * The camera and the books-and-magazines forms word a few things alike, apart from Home: the
 * PDF to hide, the refusal of a non-PDF, the hint's line; and their button is plainly enabled.
 */
function hideItVariant(
  variant: Pick<MessageFormVariant, 'title' | 'checks' | 'destination' | 'failure' | 'submit'>,
  image: ToastOptions,
): MessageFormVariant {
  return {
    ...variant,
    words: {
      ...homeWords,
      image,
      pdf: { title: m.create_pdf_required(), description: m.create_pdf_required_hide() },
    },
    notPdf: m.create_only_pdf(),
    descriptionHint: m.create_hint_everyone(),
    markIncomplete: false,
  };
}

/** Home's 'Create Geolocation Message': a picked photo, hidden where the user stands. */
export const homeForm: MessageFormVariant = {
  title: m.create_home_title(),
  checks: ['location', 'image', 'message', 'pdf', 'target'],
  words: homeWords,
  notPdf: m.create_pdf_only_please(),
  descriptionHint: m.create_hint_list(),
  destination: 'place',
  failure: { title: m.create_error(), fallback: m.create_failed_create() },
  submit: { label: m.create_message(), pendingLabel: m.create_creating() },
  markIncomplete: true,
};

/** /camera's 'Create Hidden Message': the photo just taken, hidden where the user stands. */
export const cameraForm = hideItVariant(
  {
    title: m.create_camera_title(),
    checks: ['image', 'capture', 'message', 'pdf', 'target', 'location'],
    destination: 'place',
    failure: { title: m.create_failed_save_photo(), fallback: m.create_failed_save_photo_desc() },
    submit: { label: m.create_camera_title(), pendingLabel: m.create_saving() },
  },
  { title: m.create_photo_required(), description: m.create_photo_required_desc() },
);

/** /magazines-books' 'Create Global Message': a page photo, discoverable from anywhere. */
export const globalForm = hideItVariant(
  {
    title: m.create_global_title(),
    checks: ['signedIn', 'image', 'message', 'pdf', 'target'],
    destination: 'global',
    failure: { title: m.create_error(), fallback: m.create_failed_create_global() },
    submit: { label: m.create_message(), pendingLabel: m.create_creating() },
  },
  { title: m.create_image_required(), description: m.create_image_required_capture() },
);
