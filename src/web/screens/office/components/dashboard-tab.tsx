import { useOfficeStats } from '@/web/features/office/api/office-queries';
import { countForm, m } from '@/web/i18n/i18n';

/** Dashboard: the members who hide messages, with how many. */
export function DashboardTab() {
  const query = useOfficeStats();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        {m.office_active_users_failed()}
      </p>
    );
  const users = query.data.activeUsersList;
  if (users.length === 0) return <p className="text-sm text-muted">{m.office_no_active_users()}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {users.map((user) => (
        <li
          key={user.id}
          className="flex items-center justify-between gap-3 rounded-lg bg-canvas px-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{user.nickname}</span>
            <span className="truncate text-xs text-muted">{user.email ?? m.office_no_email()}</span>
          </span>
          <span className="text-sm tabular-nums">{messagesText(user.messagesCount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** '3 messages' in the language in use. */
export function messagesText(count: number): string {
  return countForm(count) === 'one'
    ? m.office_messages_one({ count })
    : m.office_messages_other({ count });
}
