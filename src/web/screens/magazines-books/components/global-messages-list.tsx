import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import type { Photo } from '@/shared/contract/photos';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { GlobalMessageCard } from '@/web/screens/magazines-books/components/global-message-card';
import { useGlobalPhotos } from '@/web/features/photos/api/get-global-photos';
import { PhotoPreviewDialog } from '@/web/features/photos/components/photo-preview-dialog';

/** Every book and magazine message the user may see, newest first as the server sends them. */
export function GlobalMessagesList() {
  const user = useSignedInUser();
  const query = useGlobalPhotos();
  const [openPhoto, setOpenPhoto] = useState<Photo | null>(null);

  return (
    <section aria-labelledby="global-messages-heading" className="flex flex-col gap-3">
      <h2 id="global-messages-heading" className="text-lg font-semibold">
        Global Messages
      </h2>
      {query.isPending ? (
        <PageLoader className="p-6" />
      ) : query.isError ? (
        <ErrorState
          message="Could not load the global messages."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
          <BookOpen aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold">No global messages yet</p>
          <p className="text-sm text-muted">
            Be the first to hide a message in a book or magazine.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((photo) => (
            <li key={photo.id}>
              <GlobalMessageCard
                photo={photo}
                isForMe={photo.isPrivate && photo.targetUserId === user.id}
                onOpenPhoto={setOpenPhoto}
              />
            </li>
          ))}
        </ul>
      )}
      <PhotoPreviewDialog photo={openPhoto} onClose={() => setOpenPhoto(null)} />
    </section>
  );
}
