import { reportReasonLabel } from '@/web/i18n/labels';
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

const stateLabels: Record<ModerationItem['state'], string> = {
  clear: 'Clear',
  flagged: 'Waiting for review (still listed)',
  held: 'Withdrawn pending review',
  hidden: 'Hidden',
};

/** Which decisions each state offers (decision 017). */
const offered: Record<ModerationItem['state'], Array<[ModerationDecision, string]>> = {
  clear: [],
  flagged: [
    ['dismiss', 'Dismiss'],
    ['hide', 'Hide'],
  ],
  held: [
    ['restore', 'Restore'],
    ['hide', 'Hide'],
  ],
  hidden: [['restore', 'Restore']],
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
      aria-label={`Message #${item.photoId}`}
    >
      <div className="flex gap-3">
        <img src={item.thumbnailUrl} alt="" className="size-16 shrink-0 rounded object-cover" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <span className="font-medium">
            #{item.photoId} by {item.creator?.nickname ?? 'Unknown User'}
          </span>
          <span className="text-xs text-muted">{stateLabels[item.state]}</span>
          {item.publicDescription && <span className="break-words">{item.publicDescription}</span>}
          {item.screenFlagged && (
            <span className="text-xs text-amber-300">Flagged by the word screen</span>
          )}
        </div>
      </div>
      {item.reports.length > 0 && (
        <ul aria-label="Reports" className="flex flex-col gap-1 text-xs">
          {item.reports.map((report, index) => (
            <li key={index}>
              <span className="font-semibold">{reportReasonLabel(report.reason)}</span>
              {' · '}
              {report.reporter ?? 'Deleted account'}
              {report.comment && <span className="block text-muted">{report.comment}</span>}
            </li>
          ))}
        </ul>
      )}
      {secret ? (
        <p className="rounded bg-surface px-2 py-1 text-sm break-words whitespace-pre-wrap">
          {secret.hiddenMessage ?? `PDF: ${secret.pdfFileName ?? 'document.pdf'}`}
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
                  title: 'Error',
                  description: serverMessage(error, 'Could not read it.'),
                }),
            })
          }
        >
          Read hidden content (logged)
        </Button>
      )}
      <div className="flex gap-2">
        {offered[item.state].map(([decision, label]) => (
          <Button
            key={decision}
            variant="secondary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ id: item.photoId, decision }, decisionToasts(`${label}: done.`))
            }
          >
            {label}
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
        Could not load the queue.
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted">No reported messages</p>;
  return (
    <ul aria-label="Moderation queue" className="flex flex-col gap-2">
      {query.data.map((item) => (
        <QueueItem key={item.photoId} item={item} decide={decide} />
      ))}
    </ul>
  );
}
