import { Globe, Lock, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { UserSearchResult } from '@/shared/contract/users';
import { TargetUserPicker } from '@/web/features/message-form/components/target-user-picker';
import { cn } from '@/web/lib/cn';

export type PrivacyFieldsProps = {
  isPrivate: boolean;
  onIsPrivateChange: (isPrivate: boolean) => void;
  target: UserSearchResult | null;
  onTargetChange: (target: UserSearchResult | null) => void;
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
};

const options: ReadonlyArray<{ isPrivate: boolean; label: string; icon: LucideIcon }> = [
  { isPrivate: false, label: 'Public', icon: Globe },
  { isPrivate: true, label: 'Private', icon: Lock },
];

/** Public, or private for one chosen user, who alone can discover it. */
export function PrivacyFields({
  isPrivate,
  onIsPrivateChange,
  target,
  onTargetChange,
  searchTerm,
  onSearchTermChange,
}: PrivacyFieldsProps) {
  const groupLabelId = useId();

  const choose = (nextIsPrivate: boolean) => {
    onIsPrivateChange(nextIsPrivate);
    // A public message has no recipient: forget both the choice and the search (SPEC 4).
    if (!nextIsPrivate) {
      onTargetChange(null);
      onSearchTermChange('');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-labelledby={groupLabelId} className="flex flex-col gap-1.5">
        <span id={groupLabelId} className="text-sm font-medium">
          Privacy
        </span>
        <div className="grid grid-cols-2 gap-2">
          {options.map((option) => {
            const Icon = option.icon;
            const checked = isPrivate === option.isPrivate;
            return (
              <label
                key={option.label}
                className={cn(
                  'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary',
                  checked
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-border bg-surface text-fg hover:bg-surface-raised',
                )}
              >
                <input
                  type="radio"
                  name={groupLabelId}
                  checked={checked}
                  onChange={() => choose(option.isPrivate)}
                  // Invisible but covering the whole option, so a tap lands on the radio itself.
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                <Icon aria-hidden="true" className="size-4" />
                {option.label}
              </label>
            );
          })}
        </div>
      </div>
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
