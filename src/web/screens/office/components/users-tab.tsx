import { useId, useState } from 'react';
import { formatEuros } from '@/web/i18n/i18n';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useOfficeUserSearch } from '@/web/features/office/api/office-queries';
import { countOf } from '@/shared/rules/plural';

/** Users: real-time search over nickname and email, no minimum length (SPEC 5). */
export function UsersTab() {
  const id = useId();
  const [text, setText] = useState('');
  const query = useOfficeUserSearch(text.trim());
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Search users by name, email or nickname</Label>
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-muted">
          Failed to search users
        </p>
      ) : !query.data ? (
        <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">No users found</p>
      ) : (
        <ul aria-label="Users" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {query.data.map((user) => (
            <li
              key={user.id}
              className="flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2 text-sm"
            >
              <span className="font-medium">{user.nickname}</span>
              <span className="text-xs text-muted">
                ID {user.id} · {user.email ?? 'No email'}
              </span>
              <span className="text-xs">
                Balance {formatEuros(user.balance)} · {countOf(user.totalMessages, 'message')} ·{' '}
                {user.discoveredMessages} discovered
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
