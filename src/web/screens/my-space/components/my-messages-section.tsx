import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import {
  DeleteMessageDialog,
  EditMessageDialog,
} from '@/web/screens/my-space/components/lazy-dialogs';
import { MessageDetailsDialog } from '@/web/features/photos/components/lazy-dialogs';
import { MyMessageCard } from '@/web/screens/my-space/components/my-message-card';
import { useMyPhotos } from '@/web/features/photos/api/get-my-photos';
import { ReactivateMessageDialog } from '@/web/features/wallet/components/lazy-dialogs';
import { WALLET_SECTION_ID } from '@/web/features/wallet/components/wallet-card';
import { m } from '@/web/i18n/i18n';

type DialogKind = 'view' | 'edit' | 'delete' | 'reactivate';
type OpenDialog = { kind: DialogKind; photoId: number } | null;

/** Scrolls to the wallet card, whose balance pays for a reactivation and where Top Up is. */
function scrollToWallet(): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById(WALLET_SECTION_ID)
    ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/** The user's own hidden messages, each with View, Edit, Download PDF, top-up and Delete. */
export function MyMessagesSection() {
  const query = useMyPhotos();
  // Dialogs hold an id, not a copy: after an edit they show the refetched message.
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const photos = query.data ?? [];
  const dialogPhoto = (kind: DialogKind) =>
    (dialog?.kind === kind && photos.find((photo) => photo.id === dialog.photoId)) || null;
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="my-messages-heading" className="flex flex-col gap-3">
      <h2 id="my-messages-heading" className="text-lg font-semibold">
        {m.myspace_messages_title()}
      </h2>
      {query.isPending ? (
        <PageLoader className="p-6" />
      ) : query.isError ? (
        <ErrorState message={m.myspace_messages_error()} onRetry={() => void query.refetch()} />
      ) : photos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="text-sm text-muted">{m.myspace_messages_empty()}</p>
          <Button asChild>
            <Link href="/?create=true">
              <Plus aria-hidden="true" />
              {m.myspace_create_message()}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <MyMessageCard
                photo={photo}
                onView={() => setDialog({ kind: 'view', photoId: photo.id })}
                onEdit={() => setDialog({ kind: 'edit', photoId: photo.id })}
                onDelete={() => setDialog({ kind: 'delete', photoId: photo.id })}
                onTopUp={() => {
                  // The wallet comes into view behind the purchase dialog, so closing the
                  // dialog to top up leaves the user at Top Up.
                  scrollToWallet();
                  setDialog({ kind: 'reactivate', photoId: photo.id });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <MessageDetailsDialog photo={dialogPhoto('view')} view="owner" onClose={close} />
      <EditMessageDialog photo={dialogPhoto('edit')} onClose={close} />
      <DeleteMessageDialog photo={dialogPhoto('delete')} onClose={close} />
      <ReactivateMessageDialog
        photo={dialogPhoto('reactivate')}
        onClose={close}
        onTopUp={() => {
          close();
          scrollToWallet();
        }}
      />
    </section>
  );
}
