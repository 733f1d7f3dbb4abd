import type { Dispatch } from 'react';
import { MessageContentFields } from '@/web/features/message-form/components/message-content-fields';
import { MessageTextField } from '@/web/features/message-form/components/message-text-fields';
import { PrivacyFields } from '@/web/features/message-form/components/privacy-fields';
import { RewardsFields } from '@/web/features/message-form/components/rewards-fields';
import { ScanLimitField } from '@/web/features/message-form/components/scan-limit-field';
import type {
  MessageDraft,
  MessageDraftAction,
} from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { DiscoveryCostSummary } from '@/web/features/wallet/components/discovery-cost-summary';

export type MessageFieldsProps = {
  draft: MessageDraft;
  dispatch: Dispatch<MessageDraftAction>;
  /** The form's own words: the non-PDF refusal and the hint under the description. */
  form: Pick<MessageFormVariant, 'notPdf' | 'descriptionHint'>;
  /** False while the fields are mounted but not on screen: the price is not asked for. */
  active?: boolean;
  /** False where the price is shown for several messages at once (a hunt's steps). */
  showPrice?: boolean;
};

/**
 * Everything of a message but its photo and place: type and secret, hint, privacy and
 * recipient, scan limit, reward, and what it will cost. A hunt step editor renders these for
 * the step being edited, with that step's draft and a dispatch bound to it.
 */
export function MessageFields({
  draft,
  dispatch,
  form,
  active = true,
  showPrice = true,
}: MessageFieldsProps) {
  return (
    <>
      <MessageContentFields
        messageType={draft.messageType}
        onMessageTypeChange={(messageType) => dispatch({ type: 'setMessageType', messageType })}
        hiddenMessage={draft.hiddenMessage}
        onHiddenMessageChange={(hiddenMessage) =>
          dispatch({ type: 'setHiddenMessage', hiddenMessage })
        }
        pdf={draft.pdf}
        onPdfChange={(pdf) => dispatch({ type: 'setPdf', pdf })}
        notPdf={form.notPdf}
      />

      <MessageTextField
        field="publicDescription"
        hint={form.descriptionHint}
        value={draft.publicDescription}
        onChange={(event) =>
          dispatch({ type: 'setPublicDescription', publicDescription: event.target.value })
        }
      />

      <PrivacyFields
        isPrivate={draft.isPrivate}
        onIsPrivateChange={(isPrivate) => dispatch({ type: 'setPrivacy', isPrivate })}
        target={draft.target}
        onTargetChange={(target) => dispatch({ type: 'chooseTarget', target })}
        searchTerm={draft.targetSearch}
        onSearchTermChange={(term) => dispatch({ type: 'searchTarget', term })}
      />

      <ScanLimitField
        value={draft.maxScans}
        onChange={(maxScans) => dispatch({ type: 'setMaxScans', maxScans })}
      />

      <RewardsFields
        hasRewards={draft.hasRewards}
        onHasRewardsChange={(hasRewards) => dispatch({ type: 'setRewards', hasRewards })}
        rewardAmount={draft.rewardAmount}
        onRewardAmountChange={(rewardAmount) => dispatch({ type: 'setRewardAmount', rewardAmount })}
        maxScans={draft.maxScans}
      />

      {showPrice && (
        <DiscoveryCostSummary
          maxScans={draft.maxScans}
          rewardAmount={draft.hasRewards ? draft.rewardAmount : 0}
          enabled={active}
        />
      )}
    </>
  );
}
