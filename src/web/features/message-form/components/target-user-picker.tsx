import { Check, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UserSearchResult } from '@/shared/contract/endpoints/users';
import { USER_SEARCH_MIN_LENGTH } from '@/shared/rules/messages';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { useSearchUsers } from '@/web/features/photos/api/search-users';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

/** Long enough for a tap on a suggestion to land before the list closes (SPEC 9). */
const CLOSE_DELAY_MS = 200;

export type TargetUserPickerProps = {
  /** The chosen user, or null. */
  target: UserSearchResult | null;
  /** A user is chosen; the draft then shows their nickname in the box. */
  onTargetChange: (target: UserSearchResult) => void;
  /** What is typed in the search box. A new term forgets the chosen user (SPEC 4, the draft's rule). */
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
  label?: string;
};

/**
 * Autocomplete over the user search for a private message's recipient. The draft clears the
 * choice when the term changes (SPEC 4), so the box shows either a search or the chosen user.
 */
export function TargetUserPicker({
  target,
  onTargetChange,
  searchTerm,
  onSearchTermChange,
  label = m.create_target_user(),
}: TargetUserPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const search = useSearchUsers(searchTerm);
  const term = searchTerm.trim();
  const searchable = term.length >= USER_SEARCH_MIN_LENGTH;
  const results = search.data ?? [];
  const showList = open && searchable && target === null;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const choose = (user: UserSearchResult) => {
    onTargetChange(user);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList || results.length === 0) {
      if (event.key === 'Escape') setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      // Enter picks the highlighted user instead of submitting the form.
      event.preventDefault();
      const user = results[activeIndex];
      if (user) choose(user);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={
            showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
          }
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={m.create_search_placeholder()}
          value={searchTerm}
          className="pl-9"
          onChange={(event) => {
            onSearchTermChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <div className="absolute top-full right-0 left-0 z-30 mt-1 max-h-60 overflow-y-auto rounded-lg border border-border bg-surface-raised shadow-lg shadow-black/40">
            {search.isPending ? (
              <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted">
                <Spinner className="size-4" />
                {m.create_searching()}
              </p>
            ) : search.isError ? (
              <p role="alert" className="p-3 text-sm text-danger">
                {m.create_search_failed()}
              </p>
            ) : results.length === 0 ? (
              <p role="status" className="p-3 text-sm text-muted">
                {m.create_no_users_found({ term })}
              </p>
            ) : null}
            <ul id={listId} role="listbox" aria-label={m.create_matching_users()}>
              {!search.isPending &&
                results.map((user, index) => (
                  <li
                    key={user.id}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    // Keeps focus in the box, so the blur timer does not race the tap.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(user)}
                    className={cn(
                      'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm hover:bg-surface',
                      index === activeIndex && 'bg-surface',
                    )}
                  >
                    <span className="font-medium">{user.nickname}</span>
                    {user.email && <span className="text-xs text-muted">{user.email}</span>}
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
      {target ? (
        <p className="flex items-center gap-1.5 text-sm text-primary">
          <Check aria-hidden="true" className="size-4" />
          {m.create_sending_to({ nickname: target.nickname })}
          {target.email && <span className="text-muted">({target.email})</span>}
        </p>
      ) : (
        <p className="text-xs text-muted">{m.create_only_this_user()}</p>
      )}
    </div>
  );
}
