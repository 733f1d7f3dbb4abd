import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import {
  MAX_REPORT_COMMENT_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@/shared/rules/support';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useReportPhoto } from '@/web/features/photos/api/report-photo';
import { serverMessage } from '@/web/lib/api-client';
import { reportReasonLabel } from '@/web/i18n/labels';
import { m } from '@/web/i18n/i18n';

/** 'Report this message': a reason and an optional comment, once per user (issue 12). */
export function ReportMessage({ photo }: { photo: Photo }) {
  const commentId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const report = useReportPhoto(photo.id);

  if (sent) return <p className="text-sm text-muted">{m.photos_report_thanks()}</p>;
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {m.photos_report_open()}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return;
        // Told through the promise: mutate's own callbacks are dropped if this form unmounts,
        // as when the report withdraws the message and the lists read again drop its card.
        void report.mutateAsync({ reason, comment: comment.trim() || null }).then(
          () => {
            setSent(true);
            toast({
              title: m.photos_report_sent_title(),
              description: m.photos_report_sent_body(),
            });
          },
          (error: unknown) =>
            toast({
              variant: 'destructive',
              title: m.photos_report_failed_title(),
              description: serverMessage(error, m.photos_report_failed_body()),
            }),
        );
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{m.photos_report_why()}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`report-${photo.id}`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {reportReasonLabel(value)}
          </label>
        ))}
      </fieldset>
      <Label htmlFor={commentId}>{m.photos_report_comment()}</Label>
      <textarea
        id={commentId}
        value={comment}
        rows={2}
        maxLength={MAX_REPORT_COMMENT_LENGTH}
        onChange={(event) => setComment(event.target.value)}
        className="rounded-lg border border-border bg-canvas px-3 py-2 text-sm"
      />
      <Button type="submit" disabled={!reason || report.isPending}>
        {report.isPending ? m.photos_report_sending() : m.photos_report_send()}
      </Button>
    </form>
  );
}
