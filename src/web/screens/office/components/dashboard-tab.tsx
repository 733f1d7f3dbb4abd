import { useOfficeStats } from '@/web/features/office/api/office-queries';
import { countOf } from '@/shared/rules/plural';

/** Dashboard: the members who hide messages, with how many. */
export function DashboardTab() {
  const query = useOfficeStats();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        Could not load active users.
      </p>
    );
  const users = query.data.activeUsersList;
  if (users.length === 0) return <p className="text-sm text-muted">No active users found</p>;
  return (
    <ul className="flex flex-col gap-2">
      {users.map((user) => (
        <li
          key={user.id}
          className="flex items-center justify-between gap-3 rounded-lg bg-canvas px-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{user.nickname}</span>
            <span className="truncate text-xs text-muted">{user.email ?? 'No email'}</span>
          </span>
          <span className="text-sm tabular-nums">{countOf(user.messagesCount, 'message')}</span>
        </li>
      ))}
    </ul>
  );
}
