import type { ToastOptions } from '@/web/components/ui/use-toast';

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
  title: 'Capture Failed',
  description: 'Photo capture failed. Please try again.',
};

/** The home form's words (SPEC 5), which the other forms share where they do not differ. */
const homeWords: Record<MessageCheck, ToastOptions> = {
  signedIn: { title: 'Login Required', description: 'Please log in to create a message' },
  location: {
    title: 'Location Required',
    description: 'Please enable location access to create messages',
  },
  image: { title: 'Image Required', description: 'Please select an image' },
  capture: CAPTURE_FAILED,
  message: { title: 'Message Required', description: 'Please enter a hidden message' },
  pdf: { title: 'PDF Required', description: 'Please select a PDF file' },
  target: {
    title: 'Target User Required',
    description: 'Please select a target user for private messages',
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
      pdf: { title: 'PDF Required', description: 'Please select a PDF file to hide' },
    },
    notPdf: 'Only PDF files are allowed',
    descriptionHint: 'Shown to everyone before they discover the secret. Links become clickable.',
    markIncomplete: false,
  };
}

/** Home's 'Create Geolocation Message': a picked photo, hidden where the user stands. */
export const homeForm: MessageFormVariant = {
  title: 'Create Geolocation Message',
  checks: ['location', 'image', 'message', 'pdf', 'target'],
  words: homeWords,
  notPdf: 'Please select a PDF file only',
  descriptionHint: 'Shown on the list and the share page. Links become clickable.',
  destination: 'place',
  failure: { title: 'Error', fallback: 'Failed to create message' },
  submit: { label: 'Create Message', pendingLabel: 'Creating...' },
  markIncomplete: true,
};

/** /camera's 'Create Hidden Message': the photo just taken, hidden where the user stands. */
export const cameraForm = hideItVariant(
  {
    title: 'Create Hidden Message',
    checks: ['image', 'capture', 'message', 'pdf', 'target', 'location'],
    destination: 'place',
    failure: { title: 'Failed to Save Photo', fallback: 'Failed to save photo. Please try again.' },
    submit: { label: 'Create Hidden Message', pendingLabel: 'Saving...' },
  },
  { title: 'Photo Required', description: 'Please take a photo first' },
);

/** /magazines-books' 'Create Global Message': a page photo, discoverable from anywhere. */
export const globalForm = hideItVariant(
  {
    title: 'Create Global Message',
    checks: ['signedIn', 'image', 'message', 'pdf', 'target'],
    destination: 'global',
    failure: { title: 'Error', fallback: 'Failed to create global message' },
    submit: { label: 'Create Message', pendingLabel: 'Creating...' },
  },
  { title: 'Image Required', description: 'Please select or capture an image' },
);
