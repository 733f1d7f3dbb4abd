import { useRef } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { MessageDetails } from '@/web/features/photos/components/message-details';
import { m } from '@/web/i18n/i18n';

export type DiscoveryDialogProps = {
  photos: Photo[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog closes: the control the user is likely to press next. */
  onCloseAutoFocus: (event: Event) => void;
};

/** 'Message Discovered!': every message the scan revealed, read from the top. */
export function DiscoveryDialog({
  photos,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DiscoveryDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="focus-visible:outline-none"
        title={m.scan_discovered_title()}
        description={
          photos.length === 1
            ? m.scan_discovered_one()
            : m.scan_discovered_many({ count: photos.length })
        }
        // The dialog itself takes focus, not its first button, so a screen reader starts at
        // the title and the PDF link is not one stray Enter away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <ul className="flex flex-col gap-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <MessageDetails photo={photo} view="found" />
            </li>
          ))}
        </ul>
        <DialogClose asChild>
          <Button variant="secondary" className="shrink-0">
            {m.scan_close()}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
