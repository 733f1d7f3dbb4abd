import { ArrowLeft, MapPin, TriangleAlert } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { MAX_DESCRIPTION_LENGTH } from '@/shared/rules/messages';
import { formatCoordinates } from '@/shared/rules/geo';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { createFailureToast } from '@/web/features/message-form/old/create-failure';
import { createMessageFormData } from '@/web/features/message-form/old/create-message-form-data';
import { findCreateMessageProblem } from '@/web/features/message-form/old/create-message-problem';
import { useCreateMessageDraft } from '@/web/features/message-form/old/use-create-message-draft';
import { useCreatePhoto } from '@/web/features/photos/api/create-photo';
import { ImageFileField } from '@/web/features/message-form/components/image-file-field';
import { MessageContentFields } from '@/web/features/message-form/components/message-content-fields';
import { PrivacyFields } from '@/web/features/message-form/components/privacy-fields';
import { RewardsFields } from '@/web/features/message-form/components/rewards-fields';
import { ScanLimitField } from '@/web/features/message-form/components/scan-limit-field';
import { DiscoveryCostSummary } from '@/web/features/wallet/components/discovery-cost-summary';
import { cn } from '@/web/lib/cn';

type Position = { latitude: number; longitude: number };

export type CreateMessageFormProps = {
  /** Null while the device's position is unknown: nothing can be hidden without one. */
  position: Position | null;
  /** Back to the list; also called once a message is created. */
  onClose: () => void;
  /** Whether the form is on screen; Home keeps it mounted behind the list. */
  active?: boolean;
};

/** 'Create Geolocation Message': hide a secret behind a photo, where the user stands. */
export function CreateMessageForm({ position, onClose, active = true }: CreateMessageFormProps) {
  const { draft, update, reset } = useCreateMessageDraft();
  const createPhoto = useCreatePhoto();
  const descriptionId = useId();
  const descriptionHintId = useId();
  const problem = findCreateMessageProblem(draft, position !== null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createPhoto.isPending) return;
    if (problem || !position || !draft.image) {
      if (problem) toast({ variant: 'destructive', ...problem });
      return;
    }
    createPhoto.mutate(createMessageFormData({ ...draft, image: draft.image }, position), {
      onSuccess: ({ warning }) => {
        // One toast at a time: a caveat (the photo is still being read, say) replaces the
        // promise that the message can be discovered right away.
        toast({
          title: 'Success!',
          description:
            warning ?? 'Your message has been created and can be discovered by scanning!',
        });
        reset();
        onClose();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          ...createFailureToast(error, { title: 'Error', fallback: 'Failed to create message' }),
        }),
    });
  };

  return (
    <section aria-labelledby="create-message-heading" className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <Button variant="ghost" onClick={onClose} className="-ml-2 px-2">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <h1 id="create-message-heading" tabIndex={-1} className="text-2xl font-bold tracking-tight">
        Create Geolocation Message
      </h1>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ImageFileField file={draft.image} onChange={(image) => update({ image })} />

        <MessageContentFields
          messageType={draft.messageType}
          onMessageTypeChange={(messageType) => update({ messageType })}
          hiddenMessage={draft.hiddenMessage}
          onHiddenMessageChange={(hiddenMessage) => update({ hiddenMessage })}
          pdf={draft.pdf}
          onPdfChange={(pdf) => update({ pdf })}
        />

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={descriptionId}>Public Description (optional)</Label>
          <textarea
            id={descriptionId}
            rows={2}
            maxLength={MAX_DESCRIPTION_LENGTH}
            aria-describedby={descriptionHintId}
            placeholder="A hint everyone can see"
            value={draft.publicDescription}
            onChange={(event) => update({ publicDescription: event.target.value })}
            className="w-full rounded-lg border border-border bg-canvas px-3 py-2 text-base text-fg placeholder:text-muted"
          />
          <p id={descriptionHintId} className="text-xs text-muted">
            Shown on the list and the share page. Links become clickable.
          </p>
        </div>

        <PrivacyFields
          isPrivate={draft.isPrivate}
          onIsPrivateChange={(isPrivate) => update({ isPrivate })}
          target={draft.target}
          onTargetChange={(target) => update({ target })}
          searchTerm={draft.targetSearch}
          onSearchTermChange={(targetSearch) => update({ targetSearch })}
        />

        <ScanLimitField value={draft.maxScans} onChange={(maxScans) => update({ maxScans })} />

        <RewardsFields
          hasRewards={draft.hasRewards}
          onHasRewardsChange={(hasRewards) => update({ hasRewards })}
          rewardAmount={draft.rewardAmount}
          onRewardAmountChange={(rewardAmount) => update({ rewardAmount })}
          maxScans={draft.maxScans}
        />

        <DiscoveryCostSummary
          maxScans={draft.maxScans}
          rewardAmount={draft.hasRewards ? draft.rewardAmount : 0}
          enabled={active}
        />

        <p
          className={cn(
            'flex items-center gap-2 rounded-lg border p-3 text-sm',
            position ? 'border-border text-muted' : 'border-danger/50 text-danger',
          )}
        >
          {position ? (
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          ) : (
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          )}
          {position
            ? `Hidden at ${formatCoordinates(position.latitude, position.longitude)}`
            : 'Your location is needed to hide a message here.'}
        </p>

        {/* Until the form is complete the button says so (aria-disabled) yet still answers a
            press with the first missing thing, which a truly disabled button could not. */}
        <Button
          type="submit"
          disabled={createPhoto.isPending}
          aria-disabled={problem !== null || undefined}
          className={cn('w-full', problem && 'opacity-50')}
        >
          {createPhoto.isPending ? 'Creating...' : 'Create Message'}
        </Button>
      </form>
    </section>
  );
}
