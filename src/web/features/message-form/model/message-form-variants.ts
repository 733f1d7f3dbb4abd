import type { ToastOptions } from '@/web/components/ui/use-toast';
import { m } from '@/web/i18n/i18n';

/**
 * A check a create form may run on submit (SPEC 5): signed in, a known position, an image, a
 * usable capture, the secret for its type (text or PDF), a recipient when private, and a
 * total when rewards are on (after SPEC's own: a total typed wrong, '5.555' or '1e9', became
 * 0 and the message was created without the reward its creator meant).
 */
export type MessageCheck =
  'signedIn' | 'location' | 'image' | 'capture' | 'message' | 'pdf' | 'target' | 'reward';

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
  /** The name its started draft is kept under on the phone (model/kept-drafts.ts). */
  keptAs: 'home' | 'camera' | 'global';
};

/** A capture too short to be a photo (SPEC 8), in the language in use. */
export const CAPTURE_FAILED: ToastOptions = {
  get title() {
    return m.create_capture_failed_title();
  },
  get description() {
    return m.create_capture_failed_description();
  },
};

/** The words of a variant, read when shown so they follow the language in use. */
type VariantWords = Pick<
  MessageFormVariant,
  'title' | 'words' | 'notPdf' | 'descriptionHint' | 'failure' | 'submit'
>;

/** A variant whose words are asked for each time they are read (the catalogs, decision 031). */
function variant(
  fixed: Omit<MessageFormVariant, keyof VariantWords>,
  words: () => VariantWords,
): MessageFormVariant {
  const form = { ...fixed } as MessageFormVariant;
  for (const key of ['title', 'words', 'notPdf', 'descriptionHint', 'failure', 'submit'] as const) {
    Object.defineProperty(form, key, { get: () => words()[key], enumerable: true });
  }
  return form;
}

/** The home form's words (SPEC 5), which the other forms share where they do not differ. */
function homeWords(): Record<MessageCheck, ToastOptions> {
  return {
    signedIn: {
      title: m.create_login_required(),
      description: m.create_login_required_description(),
    },
    location: {
      title: m.create_location_required(),
      description: m.create_location_required_description(),
    },
    image: { title: m.create_image_required(), description: m.create_image_required_description() },
    capture: {
      title: m.create_capture_failed_title(),
      description: m.create_capture_failed_description(),
    },
    message: {
      title: m.create_message_required(),
      description: m.create_message_required_description(),
    },
    pdf: { title: m.create_pdf_required(), description: m.create_pdf_required_description() },
    target: {
      title: m.create_target_required(),
      description: m.create_target_required_description(),
    },
    reward: {
      title: m.create_reward_required(),
      description: m.create_reward_required_description(),
    },
  };
}

/**
 * The camera and the books-and-magazines forms word a few things alike, apart from Home: the
 * PDF to hide, the refusal of a non-PDF, the hint's line; and their button is plainly enabled.
 */
function hideItWords(
  own: Pick<MessageFormVariant, 'title' | 'failure' | 'submit'>,
  image: ToastOptions,
): VariantWords {
  return {
    ...own,
    words: {
      ...homeWords(),
      image,
      pdf: { title: m.create_pdf_required(), description: m.create_pdf_required_to_hide() },
    },
    notPdf: m.create_only_pdf_allowed(),
    descriptionHint: m.create_hint_everyone(),
  };
}

/** Home's 'Create Geolocation Message': a picked photo, hidden where the user stands. */
export const homeForm: MessageFormVariant = variant(
  {
    checks: ['location', 'image', 'message', 'pdf', 'target', 'reward'],
    destination: 'place',
    markIncomplete: true,
    keptAs: 'home',
  },
  () => ({
    title: m.create_home_title(),
    words: homeWords(),
    notPdf: m.create_pdf_only(),
    descriptionHint: m.create_hint_home(),
    failure: { title: m.create_error(), fallback: m.create_failed() },
    submit: { label: m.create_submit(), pendingLabel: m.create_creating() },
  }),
);

/** /camera's 'Create Hidden Message': the photo just taken, hidden where the user stands. */
export const cameraForm: MessageFormVariant = variant(
  {
    checks: ['image', 'capture', 'message', 'pdf', 'target', 'reward', 'location'],
    destination: 'place',
    markIncomplete: false,
    keptAs: 'camera',
  },
  () =>
    hideItWords(
      {
        title: m.create_camera_title(),
        failure: { title: m.create_save_failed_title(), fallback: m.create_save_failed() },
        submit: { label: m.create_camera_title(), pendingLabel: m.create_saving() },
      },
      { title: m.create_photo_required(), description: m.create_photo_required_description() },
    ),
);

/** /magazines-books' 'Create Global Message': a page photo, discoverable from anywhere. */
export const globalForm: MessageFormVariant = variant(
  {
    checks: ['signedIn', 'image', 'message', 'pdf', 'target', 'reward'],
    destination: 'global',
    markIncomplete: false,
    keptAs: 'global',
  },
  () =>
    hideItWords(
      {
        title: m.create_global_title(),
        failure: { title: m.create_error(), fallback: m.create_global_failed() },
        submit: { label: m.create_submit(), pendingLabel: m.create_creating() },
      },
      { title: m.create_image_required(), description: m.create_image_required_global() },
    ),
);
