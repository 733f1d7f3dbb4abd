import { reportReasonLabel } from '@/web/i18n/labels';
import { m } from '@/web/i18n/i18n';
import { useState } from 'react';
import type {
  ModerationDecision,
  ModerationItem,
  ModerationSecret,
} from '@/shared/contract/endpoints/office';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import {
  useModerationDecision,
  useModerationQueue,
  useRevealSecret,
} from '@/web/features/office/api/office-queries';
import { serverMessage } from '@/web/lib/api-client';
import { decisionToasts } from '@/web/screens/office/components/decision-toasts';

const stateLabels: Record<ModerationItem['state'], () => string> = {
  clear: () => m.office_state_clear(),
  flagged: () => m.office_state_flagged(),
  held: () => m.office_state_held(),
  hidden: () => m.office_state_hidden(),
};

const decisionLabels: Record<ModerationDecision, () => string> = {
  dismiss: () => m.office_dismiss(),
  hide: () => m.office_hide(),
  restore: () => m.office_restore(),
};

const decisionDone: Record<ModerationDecision, () => string> = {
  dismiss: () => m.office_dismiss_done(),
  hide: () => m.office_hide_done(),
  restore: () => m.office_restore_done(),
};

/** Which decisions each state offers (decision 017). */
const offered: Record<ModerationItem['state'], ModerationDecision[]> = {
  clear: [],
  flagged: ['dismiss', 'hide'],
  held: ['restore', 'hide'],
  hidden: ['restore'],
};

type QueueItemProps = {
  item: ModerationItem;
  /** Held by the list: a decision takes the item off it, and its toast must still show. */
  decide: ReturnType<typeof useModerationDecision>;
};

function QueueItem({ item, decide }: QueueItemProps) {
  const reveal = useRevealSecret();
  const [secret, setSecret] = useState<ModerationSecret | null>(null);
  return (
    <li
      className="flex flex-col gap-2 rounded-lg bg-canvas p-3"
      aria-label={m.office_message_label({ id: item.photoId })}
    >
      <div className="flex gap-3">
        <img src={item.thumbnailUrl} alt="" className="size-16 shrink-0 rounded object-cover" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <span className="font-medium">
            {m.office_message_by({
              id: item.photoId,
              creator: item.creator?.nickname ?? m.office_unknown_user(),
            })}
          </span>
          <span className="text-xs text-muted">{stateLabels[item.state]()}</span>
          {item.publicDescription && <span className="break-words">{item.publicDescription}</span>}
          {item.screenFlagged && (
            <span className="text-xs text-amber-300">{m.office_flagged_by_screen()}</span>
          )}
        </div>
      </div>
      {item.reports.length > 0 && (
        <ul aria-label={m.office_reports()} className="flex flex-col gap-1 text-xs">
          {item.reports.map((report, index) => (
            <li key={index}>
              <span className="font-semibold">{reportReasonLabel(report.reason)}</span>
              {' · '}
              {report.reporter ?? m.office_deleted_account()}
              {report.comment && <span className="block text-muted">{report.comment}</span>}
            </li>
          ))}
        </ul>
      )}
      {secret ? (
        <p className="rounded bg-surface px-2 py-1 text-sm break-words whitespace-pre-wrap">
          {secret.hiddenMessage ??
            m.office_secret_pdf({ name: secret.pdfFileName ?? 'document.pdf' })}
        </p>
      ) : (
        <Button
          variant="ghost"
          disabled={reveal.isPending}
          onClick={() =>
            reveal.mutate(item.photoId, {
              onSuccess: setSecret,
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: m.office_error(),
                  description: serverMessage(error, m.office_reveal_failed()),
                }),
            })
          }
        >
          {m.office_reveal()}
        </Button>
      )}
      <div className="flex gap-2">
        {offered[item.state].map((decision) => (
          <Button
            key={decision}
            variant="secondary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: item.photoId, decision },
                decisionToasts(decisionDone[decision]()),
              )
            }
          >
            {decisionLabels[decision]()}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The queue of reported and flagged messages, and the hidden ones that can be restored. */
export function ModerationTab() {
  const query = useModerationQueue();
  const decide = useModerationDecision();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-muted">
        {m.office_queue_failed()}
      </p>
    );
  if (query.data.length === 0)
    return <p className="text-sm text-muted">{m.office_no_reported()}</p>;
  return (
    <ul aria-label={m.office_moderation_queue()} className="flex flex-col gap-2">
      {query.data.map((item) => (
        <QueueItem key={item.photoId} item={item} decide={decide} />
      ))}
    </ul>
  );
}
