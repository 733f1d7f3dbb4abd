import { Eye, FileText, Pencil, Trash2, Wallet } from 'lucide-react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { MessageCard } from '@/web/features/photos/components/message-card';
import { PdfLinkButton } from '@/web/features/photos/components/pdf-link-button';
import { placeLabel } from '@/web/features/photos/components/place-label';
import { formatDate } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';

export type MyMessageCardProps = {
  photo: Photo;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onTopUp: () => void;
};

/** One of the user's own messages, named by its secret, with what they can do to it. */
export function MyMessageCard({ photo, onView, onEdit, onDelete, onTopUp }: MyMessageCardProps) {
  const isPdf = photo.messageType === 'pdf';
  const secret = isPdf
    ? (photo.pdfFileName ?? m.myspace_pdf_document())
    : (photo.hiddenMessage ?? '');
  return (
    <MessageCard
      photo={photo}
      viewer="owner"
      label={m.myspace_message_label({ secret })}
      title={secret}
      titleIcon={isPdf ? FileText : undefined}
      onOpenPhoto={onView}
      details={
        <>
          {photo.publicDescription && (
            <p className="line-clamp-1 text-xs text-muted">
              {m.myspace_hint({ hint: photo.publicDescription })}
            </p>
          )}
          <p className="truncate text-xs text-muted">
            {placeLabel(photo)} · {formatDate(photo.createdAt)}
          </p>
        </>
      }
      badges={
        photo.isPrivate && (
          <span className="inline-flex items-center rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted">
            {m.myspace_private()}
          </span>
        )
      }
    >
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onView} className="h-10 px-3">
          <Eye aria-hidden="true" />
          {m.myspace_view()}
        </Button>
        {/* Only an undiscovered message can change: its finders must all read the same secret. */}
        {!photo.isUnlocked && (
          <Button variant="secondary" onClick={onEdit} className="h-10 px-3">
            <Pencil aria-hidden="true" />
            {m.myspace_edit()}
          </Button>
        )}
        {isPdf && <PdfLinkButton photoId={photo.id} action="download" />}
        {photo.needsReactivation && (
          <Button onClick={onTopUp} className="h-10 px-3">
            <Wallet aria-hidden="true" />
            {m.myspace_top_up_reactivate()}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={onDelete}
          className="h-10 px-3 text-danger hover:bg-danger/10"
        >
          <Trash2 aria-hidden="true" />
          {m.myspace_delete()}
        </Button>
      </div>
    </MessageCard>
  );
}
