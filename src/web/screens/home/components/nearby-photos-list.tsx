import { MapPinned } from 'lucide-react';
import { useState } from 'react';
import type { Photo } from '@/shared/contract/photos';
import { ErrorState } from '@/web/components/ui/error-state';
import { Spinner } from '@/web/components/ui/spinner';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { useNearbyPhotos, type NearbyPosition } from '@/web/features/photos/api/get-nearby-photos';
import { PhotoPreviewDialog } from '@/web/features/photos/components/photo-preview-dialog';
import { NearbyPhotoCard } from '@/web/screens/home/components/nearby-photo-card';

export type NearbyPhotosListProps = {
  /** Null until the device's position is known; nothing is asked before that. */
  position: NearbyPosition | null;
};

/** 'Hidden Messages Nearby': what others hid within 5 km, nearest first. */
export function NearbyPhotosList({ position }: NearbyPhotosListProps) {
  const headingId = 'hidden-messages-nearby';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Hidden Messages Nearby
      </h2>
      {position ? (
        <NearbyPhotos position={position} />
      ) : (
        <p className="rounded-xl border border-border bg-surface p-4 text-sm text-muted">
          Messages hidden around you appear here once your location is known.
        </p>
      )}
    </section>
  );
}

function NearbyPhotos({ position }: { position: NearbyPosition }) {
  const user = useSignedInUser();
  const nearby = useNearbyPhotos(position);
  const [opened, setOpened] = useState<Photo | null>(null);

  if (nearby.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-muted">
        <Spinner className="text-primary" />
        Looking for hidden messages...
      </p>
    );
  }
  if (nearby.isError) {
    return (
      <ErrorState message="Failed to fetch nearby photos" onRetry={() => void nearby.refetch()} />
    );
  }
  if (nearby.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
        <MapPinned aria-hidden="true" className="size-8 text-muted" />
        <p className="font-semibold">No hidden messages nearby</p>
        <p className="text-sm text-muted">
          No hidden messages found within 5km. Try moving to a different area or create your own!
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Nearby hidden messages">
        {nearby.data.map((photo) => (
          <li key={photo.id}>
            <NearbyPhotoCard
              photo={photo}
              isForMe={photo.targetUserId === user.id}
              onOpenPhoto={setOpened}
            />
          </li>
        ))}
      </ul>
      <PhotoPreviewDialog photo={opened} onClose={() => setOpened(null)} />
    </>
  );
}
