import { CircleAlert, CircleCheck, Clock, FileText, ScanText } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Spinner } from '@/web/components/ui/spinner';
import type { useOutbox } from '@/web/features/outbox/hooks/use-outbox';
import type { OutboxEntry } from '@/web/features/outbox/model/outbox';
import { StoredThumbnail } from '@/web/features/outbox/components/stored-thumbnail';
import { formatDateTime } from '@/web/lib/format-date';
import { countForm, m } from '@/web/i18n/i18n';

function entryTitle(entry: OutboxEntry): string {
  // Entries kept before `title` was stored have it in their item only (until sent).
  const title = entry.title ?? (entry.item?.kind === 'create' ? entry.item.title : '');
  const what =
    entry.kind === 'scan'
      ? m.outbox_scan()
      : title
        ? m.outbox_message_titled({ title })
        : m.outbox_message();
  return m.outbox_entry_title({ what, when: formatDateTime(entry.capturedAt) });
}

function stateText(entry: OutboxEntry, sending: boolean): string {
  if (sending) return m.outbox_sending();
  if (entry.status === 'waiting') return m.outbox_waiting();
  return entry.note ?? '';
}

/**
 * The outbox, visible (issue 21): what was made without signal and waits on this phone, each
 * with what became of it. A waiting one can be cancelled (it is deleted from the phone), a
 * refused one deleted or sent again (published past its photo's warnings, when those were the
 * reason), a sent one dismissed. Shown only when there is something (outbox-panel.tsx).
 */
export function OutboxPanelView({
  entries,
  isSending,
  remove,
  retry,
}: ReturnType<typeof useOutbox>) {
  if (entries.length === 0) return null;
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  return (
    <SectionCard
      title={waiting > 0 ? m.outbox_waiting_count({ count: waiting }) : m.outbox_sent_from_phone()}
      icon={<Clock aria-hidden="true" className="size-4" />}
      className="mb-4 gap-2 p-3"
    >
      {waiting > 0 && (
        <p className="text-sm text-muted">
          {countForm(waiting) === 'one'
            ? m.outbox_kept_one({ count: waiting })
            : m.outbox_kept_other({ count: waiting })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const sending = isSending(entry.id);
          const Icon = entry.kind === 'scan' ? ScanText : FileText;
          return (
            <li
              key={entry.id}
              aria-label={entryTitle(entry)}
              // Wraps: a refusal's note is a sentence or two, and at 320 px its buttons go on a
              // line of their own instead of squeezing it to a word a line.
              className="flex flex-wrap items-center gap-3 rounded-xl bg-canvas p-2"
            >
              {entry.item?.kind === 'scan' ? (
                <StoredThumbnail photo={entry.item.photo} />
              ) : (
                <Icon aria-hidden="true" className="size-10 shrink-0 p-2 text-muted" />
              )}
              <div className="flex min-w-0 flex-1 basis-44 flex-col text-sm">
                <span className="truncate font-medium">{entryTitle(entry)}</span>
                <span className="flex items-center gap-1 text-muted">
                  {sending && <Spinner className="size-3" />}
                  {entry.status === 'sent' && (
                    <CircleCheck aria-hidden="true" className="size-3 shrink-0 text-emerald-300" />
                  )}
                  {entry.status === 'refused' && (
                    <CircleAlert aria-hidden="true" className="size-3 shrink-0 text-danger" />
                  )}
                  {stateText(entry, sending)}
                </span>
              </div>
              <div className="ml-auto flex shrink-0 gap-2">
                {entry.status === 'refused' &&
                  entry.item &&
                  (entry.confirmable ? (
                    // The note is the server's warning about the photo; this is the form's
                    // "Publish with this photo anyway", given after reading it.
                    <Button
                      variant="secondary"
                      className="h-9 px-3 whitespace-nowrap"
                      aria-label={m.outbox_publish_anyway_entry({ entry: entryTitle(entry) })}
                      onClick={() => void retry(entry.id, { confirm: true })}
                    >
                      {m.outbox_publish_anyway()}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      className="h-9 px-3 whitespace-nowrap"
                      onClick={() => void retry(entry.id)}
                    >
                      {m.outbox_send_again()}
                    </Button>
                  ))}
                {!sending && (
                  <Button
                    variant={entry.status === 'sent' ? 'ghost' : 'secondary'}
                    className="h-9 px-3 whitespace-nowrap"
                    // The name starts with the word the button shows (WCAG 2.5.3).
                    aria-label={(entry.status === 'sent'
                      ? m.outbox_dismiss_entry
                      : entry.status === 'refused'
                        ? m.outbox_delete_entry
                        : m.outbox_cancel_entry)({
                      entry: entryTitle(entry),
                    })}
                    onClick={() => void remove(entry.id)}
                  >
                    {entry.status === 'sent'
                      ? m.outbox_dismiss()
                      : entry.status === 'refused'
                        ? m.outbox_delete()
                        : m.outbox_cancel()}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
