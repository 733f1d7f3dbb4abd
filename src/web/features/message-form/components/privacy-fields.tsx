import { Globe, Lock } from 'lucide-react';
import type { UserSearchResult } from '@/shared/contract/endpoints/users';
import { ChoiceGroup, type Choice } from '@/web/features/message-form/components/choice-group';
import { TargetUserPicker } from '@/web/features/message-form/components/target-user-picker';
import { m } from '@/web/i18n/i18n';

export type PrivacyFieldsProps = {
  isPrivate: boolean;
  onIsPrivateChange: (isPrivate: boolean) => void;
  target: UserSearchResult | null;
  onTargetChange: (target: UserSearchResult) => void;
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
};

/** The privacy words, asked for at render so they follow the language in use. */
const privacy = (): { label: string; choices: ReadonlyArray<Choice<boolean>> } => ({
  label: m.create_privacy(),
  choices: [
    { value: false, label: m.create_public(), icon: Globe },
    { value: true, label: m.create_private(), icon: Lock },
  ],
});

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
      <ChoiceGroup {...privacy()} value={isPrivate} onChange={onIsPrivateChange} />
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
