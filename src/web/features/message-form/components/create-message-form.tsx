import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  ImageField,
  type ImageFieldKind,
} from '@/web/features/message-form/components/image-field';
import { MessageFields } from '@/web/features/message-form/components/message-fields';
import { KeptDraftNotice } from '@/web/features/message-form/components/kept-draft-notice';
import { LeaveFormDialog } from '@/web/features/message-form/components/leave-form-dialog';
import { UploadPreview } from '@/web/features/message-form/components/upload-preview';
import { useCreateMessage } from '@/web/features/message-form/hooks/use-create-message';
import {
  useMessageDraft,
  type MessageDraftState,
} from '@/web/features/message-form/hooks/use-message-draft';
import { usePhotoUpload } from '@/web/features/message-form/hooks/use-photo-upload';
import {
  findMessageProblem,
  type MessageCheckContext,
} from '@/web/features/message-form/model/message-checks';
import { isDraftStarted } from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { cn } from '@/web/lib/cn';
import { useLeaveGuard } from '@/web/lib/use-leave-guard';
import { m } from '@/web/i18n/i18n';

export type CreateMessageFormProps = {
  form: MessageFormVariant;
  context: MessageCheckContext;
  /** After the success toast, with the new message's id: close the form, or leave the screen. */
  onCreated: (photoId: number) => void;
  /**
   * A draft the screen holds, so what was typed outlives the form (the camera keeps it across
   * a retake). Without one the form holds its own, which starts empty again after a create.
   */
  draftState?: MessageDraftState;
  /** A Back button above the title. */
  onBack?: () => void;
  /** 1 when the form is the page; 2 under a page title of its own (the camera's photo). */
  headingLevel?: 1 | 2;
  /** The photo field; none when the photo is taken before the form opens (the camera). */
  imageField?: ImageFieldKind;
  /** Under the fields, above the button: where the message will be hidden. */
  footer?: ReactNode;
  /** False while mounted but not on screen (Home keeps its form behind the list). */
  active?: boolean;
  /** The photo's name for screen readers in the preview of what was read. */
  photoAlt?: string;
};

/** A create form of any screen: its title, its photo, the message fields, and submit. */
export function CreateMessageForm({
  form,
  context,
  onCreated,
  draftState,
  onBack,
  headingLevel = 1,
  imageField,
  footer,
  active = true,
  photoAlt,
}: CreateMessageFormProps) {
  // Kept on the phone as it changes, so a reload or Back loses nothing (issue 21).
  const ownDraft = useMessageDraft(draftState ? undefined : form.keptAs);
  const [draft, dispatch, kept] = draftState ?? ownDraft;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The photo is uploaded and read as soon as it is chosen; publishing comes on submit.
  const photo = usePhotoUpload({
    image: draft.image,
    position: context.position,
    destination: form.destination,
  });
  // A press while the photo is still being read waits for it, reading it here as it is then.
  const latestPhoto = useRef(photo);
  useEffect(() => {
    latestPhoto.current = photo;
  });
  const retake = () => {
    dispatch({ type: 'setImage', image: null });
    heading.current?.focus();
  };
  const preview = draft.image ? (
    <UploadPreview
      image={draft.image}
      photo={photo}
      alt={
        photoAlt ?? (imageField === 'page' ? m.create_selected_page() : m.create_selected_photo())
      }
      onRetake={retake}
    />
  ) : null;
  const { submit, isPending } = useCreateMessage({
    form,
    context,
    // A screen that holds the draft itself (the camera) is left on a create: it is reset after,
    // so the kept copy goes too without the screen first drawing an empty form.
    onCreated: (photoId) => {
      if (!draftState) dispatch({ type: 'reset' });
      onCreated(photoId);
      if (draftState) dispatch({ type: 'reset' });
    },
    onKept: () => dispatch({ type: 'reset' }),
  });
  // A tapped tab or link leaves the screen: a started form asks first (Home's too while it waits
  // behind the list), and Leave throws the draft away. A reload, Back or a closed tab cannot be
  // asked about; the draft is kept on the phone for those instead (decision 035).
  const guard = useLeaveGuard(isDraftStarted(draft) && !isPending, { unload: false });
  const incomplete = form.markIncomplete && findMessageProblem(draft, context, form) !== null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      {onBack && (
        <div>
          <Button variant="ghost" onClick={onBack} className="-ml-2 px-2">
            <ArrowLeft aria-hidden="true" />
            {m.create_back()}
          </Button>
        </div>
      )}
      {kept?.restored && <KeptDraftNotice onStartOver={() => dispatch({ type: 'reset' })} />}
      {/* Focusable, so a screen can move focus here when it opens the form. */}
      <Heading
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className={cn('font-bold tracking-tight', headingLevel === 1 ? 'text-2xl' : 'text-xl')}
      >
        {form.title}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(draft, () => latestPhoto.current);
        }}
        className="flex flex-col gap-5"
      >
        {imageField ? (
          <ImageField
            kind={imageField}
            image={draft.image}
            onChange={(image) => dispatch({ type: 'setImage', image })}
            preview={preview}
          />
        ) : (
          preview
        )}
        <MessageFields draft={draft} dispatch={dispatch} form={form} active={active} />
        {footer}
        {/* Until the form is complete the button says so (aria-disabled) yet still answers a
            press with the first missing thing, which a truly disabled button could not. */}
        <Button
          type="submit"
          disabled={isPending}
          aria-disabled={incomplete || undefined}
          className={cn('w-full', incomplete && 'opacity-50')}
        >
          {isPending ? form.submit.pendingLabel : form.submit.label}
        </Button>
      </form>
      <LeaveFormDialog
        open={guard.blocked !== null}
        onStay={guard.stay}
        // Leaving is the answer to "what you have filled in here is lost": the kept copy goes.
        onLeave={() => {
          dispatch({ type: 'reset' });
          guard.leave();
        }}
      />
    </section>
  );
}
