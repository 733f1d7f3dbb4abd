import { useId, useState } from 'react';
import { countForm, formatEuros, m } from '@/web/i18n/i18n';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useOfficeUserSearch } from '@/web/features/office/api/office-queries';

/** Users: real-time search over nickname and email, no minimum length (SPEC 5). */
export function UsersTab() {
  const id = useId();
  const [text, setText] = useState('');
  const query = useOfficeUserSearch(text.trim());
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{m.office_search_users_label()}</Label>
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-muted">
          {m.office_search_failed()}
        </p>
      ) : !query.data ? (
        <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{m.office_no_users()}</p>
      ) : (
        <ul aria-label={m.office_users()} className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {query.data.map((user) => (
            <li
              key={user.id}
              className="flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2 text-sm"
            >
              <span className="font-medium">{user.nickname}</span>
              <span className="text-xs text-muted">
                {m.office_user_id_line({ id: user.id, email: user.email ?? m.office_no_email() })}
              </span>
              <span className="text-xs">
                {(countForm(user.totalMessages) === 'one'
                  ? m.office_user_figures_one
                  : m.office_user_figures_other)({
                  balance: formatEuros(user.balance),
                  count: user.totalMessages,
                  discovered: user.discoveredMessages,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
