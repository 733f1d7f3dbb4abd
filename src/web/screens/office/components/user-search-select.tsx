import { m } from '@/web/i18n/i18n';
import { useId, useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useOfficeUserSearch } from '@/web/features/office/api/office-queries';

/** The office's user search by username, with its select list (nickname and email). */
export function UserSearchSelect() {
  const ids = { search: useId(), select: useId() };
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const query = useOfficeUserSearch(text.trim());
  const users = query.data ?? [];
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
      <Label htmlFor={ids.search}>{m.office_search_by_username()}</Label>
      <Input
        id={ids.search}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Label htmlFor={ids.select} className="sr-only">
        {m.office_matching_users()}
      </Label>
      <select
        id={ids.select}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        className="h-11 rounded-lg border border-border bg-canvas px-3 text-sm"
      >
        <option value="">
          {users.length === 0 ? m.office_no_users() : m.office_select_user()}
        </option>
        {users.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.email ? `${user.nickname} (${user.email})` : user.nickname}
          </option>
        ))}
      </select>
    </div>
  );
}
