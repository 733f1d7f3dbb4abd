import { Globe, Lock } from 'lucide-react';
import type { UserSearchResult } from '@/shared/contract/endpoints/users';
import { ChoiceGroup, type Choice } from '@/web/features/message-form/components/choice-group';
import { TargetUserPicker } from '@/web/features/message-form/components/target-user-picker';

export type PrivacyFieldsProps = {
  isPrivate: boolean;
  onIsPrivateChange: (isPrivate: boolean) => void;
  target: UserSearchResult | null;
  onTargetChange: (target: UserSearchResult) => void;
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
};

const privacy: { label: string; choices: ReadonlyArray<Choice<boolean>> } = {
  label: 'Privacy',
  choices: [
    { value: false, label: 'Public', icon: Globe },
    { value: true, label: 'Private', icon: Lock },
  ],
};

/**
 * Public, or private for one chosen user, who alone can discover it. Switching to Public
 * forgets the recipient and the search: the draft's rule (SPEC 4), not this widget's.
 */
export function PrivacyFields({
  isPrivate,
  onIsPrivateChange,
  target,
  onTargetChange,
  searchTerm,
  onSearchTermChange,
}: PrivacyFieldsProps) {
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup {...privacy} value={isPrivate} onChange={onIsPrivateChange} />
      {isPrivate && (
        <TargetUserPicker
          target={target}
          onTargetChange={onTargetChange}
          searchTerm={searchTerm}
          onSearchTermChange={onSearchTermChange}
        />
      )}
    </div>
  );
}
