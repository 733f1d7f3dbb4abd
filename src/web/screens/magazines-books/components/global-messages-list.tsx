import { BookOpen, CalendarDays, EyeOff, FileText, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { useGlobalPhotos } from '@/web/features/photos/api/get-global-photos';
import { CreatorsHint } from '@/web/features/photos/components/creators-hint';
import {
  MessageCard,
  type MessageCardItemProps,
} from '@/web/features/photos/components/message-card';
import { MessageDetailsDialog } from '@/web/features/photos/components/lazy-dialogs';
import { SharePhotoButton } from '@/web/features/photos/components/share-photo-button';
import { formatDate } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';

/** Every book and magazine message the user may see, newest first as the server sends them. */
export function GlobalMessagesList() {
  const user = useSignedInUser();
  const query = useGlobalPhotos();
  const [openPhoto, setOpenPhoto] = useState<Photo | null>(null);

  return (
    <section aria-labelledby="global-messages-heading" className="flex flex-col gap-3">
      <h2 id="global-messages-heading" className="text-lg font-semibold">
        {m.create_global_messages()}
      </h2>
      {query.isPending ? (
        <PageLoader className="p-6" />
      ) : query.isError ? (
        <ErrorState message={m.create_global_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
          <BookOpen aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold">{m.create_no_global_messages()}</p>
          <p className="text-sm text-muted">{m.create_be_first_global()}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((photo) => (
            <li key={photo.id}>
              <GlobalMessageCard
                photo={photo}
                forMe={photo.isPrivate && photo.targetUserId === user.id}
                onOpenPhoto={() => setOpenPhoto(photo)}
              />
            </li>
          ))}
        </ul>
      )}
      <MessageDetailsDialog photo={openPhoto} view="preview" onClose={() => setOpenPhoto(null)} />
    </section>
  );
}

/** A message hidden in a book or magazine page: its hint, who hid it, and what it pays. */
function GlobalMessageCard(props: MessageCardItemProps) {
  const { photo } = props;
  const isPdf = photo.messageType === 'pdf';
  return (
    <MessageCard
      {...props}
      viewer="finder"
      titleIcon={isPdf ? FileText : BookOpen}
      title={isPdf ? m.create_hidden_document() : m.create_hidden_message_title()}
      details={
        <>
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              {m.create_by_nickname({ nickname: photo.user?.nickname ?? m.create_unknown_user() })}
            </span>
          </p>
          <p className="flex items-center gap-1 text-xs text-muted">
            <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
            {formatDate(photo.createdAt)}
          </p>
        </>
      }
      corner={<SharePhotoButton photoId={photo.id} className="-mt-1 -mr-1 shrink-0" />}
    >
      {photo.publicDescription ? (
        <CreatorsHint text={photo.publicDescription} />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <EyeOff aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {m.create_no_hint_global()}
        </p>
      )}
    </MessageCard>
  );
}
