import { m } from '@/web/i18n/i18n';
import { useAuditLog } from '@/web/features/office/api/office-queries';
import { formatTicketDateTime } from '@/web/features/support/model/ticket-dates';

/** Every admin action: who, what, on what, when (issue 12). */
export function AuditTab() {
  const query = useAuditLog();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        {m.office_audit_failed()}
      </p>
    );
  if (query.data.length === 0)
    return <p className="text-sm text-muted">{m.office_no_admin_actions()}</p>;
  return (
    <ol aria-label={m.office_audit_log()} className="flex flex-col gap-1 text-sm">
      {query.data.map((entry) => (
        <li key={entry.id} className="rounded-lg bg-canvas px-3 py-2">
          <AuditLine action={entry.action} target={entry.targetType} id={entry.targetId} />
          <span className="block text-xs text-muted">
            {entry.actor ?? m.office_unknown_user()} · {formatTicketDateTime(entry.createdAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A mark no message holds: the sentence is split there so the action can stand in bold. */
const SLOT = '\u0001';

/** 'approve on photo #3': one catalog sentence, the action in bold where the language puts it. */
function AuditLine(props: { action: string; target: string; id: number | null }) {
  const target = props.id === null ? props.target : `${props.target} #${props.id}`;
  const [before = '', after = ''] = m.office_audit_entry({ action: SLOT, target }).split(SLOT);
  return (
    <>
      {before}
      <span className="font-medium">{props.action}</span>
      {after}
    </>
  );
}
