import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ShareDialog } from '@/web/features/photos/components/lazy-dialogs';
import { m } from '@/web/i18n/i18n';

export type SharePhotoButtonProps = { photoId: number; className?: string };

/** A list card's 'Share' icon button and the dialog it opens. */
export function SharePhotoButton({ photoId, className }: SharePhotoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={m.photos_share()}
        title={m.photos_share()}
        className={className}
        onClick={() => setOpen(true)}
      >
        <Share2 aria-hidden="true" />
      </Button>
      <ShareDialog photoId={photoId} open={open} onOpenChange={setOpen} />
    </>
  );
}
