import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { MessageDraft } from '@/web/features/message-form/model/message-draft';
import type {
  MessageCheck,
  MessageFormVariant,
} from '@/web/features/message-form/model/message-form-variants';

export type Position = { latitude: number; longitude: number };

/** What a form knows besides its draft. */
export type MessageCheckContext = { position: Position | null; signedIn: boolean };

/** A real camera JPEG is tens of kilobytes; anything this short is a blank or broken frame. */
export const MIN_CAPTURED_IMAGE_LENGTH = 1000;

export function isUsableCapture(dataUrl: string): boolean {
  return dataUrl.length > MIN_CAPTURED_IMAGE_LENGTH;
}

const passes: Record<MessageCheck, (draft: MessageDraft, context: MessageCheckContext) => boolean> =
  {
    signedIn: (_draft, context) => context.signedIn,
    location: (_draft, context) => context.position !== null,
    image: (draft) => draft.image !== null,
    capture: ({ image }) => image?.kind !== 'capture' || isUsableCapture(image.dataUrl),
    message: (draft) => draft.messageType !== 'text' || draft.hiddenMessage.trim() !== '',
    pdf: (draft) => draft.messageType !== 'pdf' || draft.pdf !== null,
    target: (draft) => !draft.isPrivate || draft.target !== null,
    // What the box could not read as euros and cents is 0 (rewards-fields.tsx).
    reward: (draft) => !draft.hasRewards || draft.rewardAmount > 0,
  };

export type MessageProblem = { check: MessageCheck; toast: ToastOptions };

/**
 * The form's checks in its order (SPEC 5); the first that fails is reported, in the form's
 * words. Null when the draft can be sent.
 */
export function findMessageProblem(
  draft: MessageDraft,
  context: MessageCheckContext,
  form: Pick<MessageFormVariant, 'checks' | 'words'>,
): MessageProblem | null {
  const check = form.checks.find((name) => !passes[name](draft, context));
  return check ? { check, toast: form.words[check] } : null;
}
