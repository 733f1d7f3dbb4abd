import { useAuditLog } from '@/web/features/office/api/office-queries';
import { formatTicketDateTime } from '@/web/features/support/model/ticket-dates';

/** Every admin action: who, what, on what, when (issue 12). */
export function AuditTab() {
  const query = useAuditLog();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        Could not load the audit log.
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted">No admin actions yet</p>;
  return (
    <ol aria-label="Audit log" className="flex flex-col gap-1 text-sm">
      {query.data.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-canvas px-3 py-2">
          <span className="font-medium">{entry.action}</span> on {entry.targetType}
          {entry.targetId !== null && ` #${entry.targetId}`}
          <span className="block text-xs text-muted">
            {entry.actor ?? 'Unknown User'} · {formatTicketDateTime(entry.createdAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}
