import { useId } from 'react';
import { MAX_DESCRIPTION_LENGTH } from '@/shared/rules/messages';
import { Label } from '@/web/components/ui/label';
import { OnlyPdfFiles } from '@/web/features/message-form/old/only-pdf-files';
import type { HiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';
import { MessageContentFields } from '@/web/features/message-form/components/message-content-fields';
import { PrivacyFields } from '@/web/features/message-form/components/privacy-fields';
import { RewardsFields } from '@/web/features/message-form/components/rewards-fields';
import { ScanLimitField } from '@/web/features/message-form/components/scan-limit-field';
import { DiscoveryCostSummary } from '@/web/features/wallet/components/discovery-cost-summary';

export type HiddenMessageFieldsProps = {
  draft: HiddenMessageDraft;
  update: (patch: Partial<HiddenMessageDraft>) => void;
};

/**
 * Everything but the photo: type and secret, hint, privacy and target, scan limit, reward, and
 * what it will cost.
 */
export function HiddenMessageFields({ draft, update }: HiddenMessageFieldsProps) {
  const descriptionId = useId();
  const descriptionHintId = useId();
  return (
    <>
      <OnlyPdfFiles>
        <MessageContentFields
          messageType={draft.messageType}
          onMessageTypeChange={(messageType) => update({ messageType })}
          hiddenMessage={draft.hiddenMessage}
          onHiddenMessageChange={(hiddenMessage) => update({ hiddenMessage })}
          pdf={draft.pdf}
          onPdfChange={(pdf) => update({ pdf })}
        />
      </OnlyPdfFiles>

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
          Shown to everyone before they discover the secret. Links become clickable.
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
      />
    </>
  );
}
