import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';
import { m } from '@/web/i18n/i18n';

const POPUP_FEATURES = 'width=600,height=400';

type Network = { name: string; url: (link: string, text: string) => string };

const e = encodeURIComponent;

const networks: readonly Network[] = [
  { name: 'Facebook', url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${e(link)}` },
  {
    name: 'Twitter',
    url: (link, text) => `https://twitter.com/intent/tweet?url=${e(link)}&text=${e(text)}`,
  },
  { name: 'WhatsApp', url: (link, text) => `https://wa.me/?text=${e(`${text} ${link}`)}` },
  {
    name: 'Telegram',
    url: (link, text) => `https://t.me/share/url?url=${e(link)}&text=${e(text)}`,
  },
  {
    name: 'LinkedIn',
    url: (link) => `https://www.linkedin.com/sharing/share-offsite/?url=${e(link)}`,
  },
  { name: 'Viber', url: (link, text) => `viber://forward?text=${e(`${text} ${link}`)}` },
];

/** The public link of a message: /share/{id}, which the server redirects to its page. */
export function photoShareLink(photoId: number): string {
  return `${window.location.origin}/share/${photoId}`;
}

export type ShareDialogProps = {
  /** The message to share; the dialog is closed while null. */
  photoId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Share Hidden Message': copy the link, or post it to a social network in a popup. */
export function ShareDialog({ photoId, open, onOpenChange }: ShareDialogProps) {
  return (
    <ShareLinkDialog
      link={photoId === null ? null : photoShareLink(photoId)}
      title={m.photos_share_title()}
      description={m.photos_share_description()}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}

export type ShareLinkDialogProps = {
  /** The public link to share; the dialog is closed while null. */
  link: string | null;
  title: string;
  description: string;
  /** Posted with the link on the social networks. */
  text?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The same dialog for any public link of the app (a message's, a treasure hunt's). */
export function ShareLinkDialog({
  link,
  title,
  description,
  text,
  open,
  onOpenChange,
}: ShareLinkDialogProps) {
  return (
    <Dialog open={open && link !== null} onOpenChange={onOpenChange}>
      {link !== null && (
        <DialogContent title={title} description={description}>
          <ShareOptions link={link} text={text ?? m.photos_share_text()} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ShareOptions({ link, text }: { link: string; text: string }) {
  const linkId = useId();
  const { copied, copy } = useCopyToClipboard();

  const copyLink = async () => {
    if (await copy(link)) {
      toast({ title: m.photos_link_copied_title(), description: m.photos_link_copied_body() });
    } else {
      toast({
        variant: 'destructive',
        title: m.photos_copy_failed_title(),
        description: m.photos_copy_failed_body(),
      });
    }
  };

  const shareVia = (network: Network) => {
    window.open(network.url(link, text), '_blank', POPUP_FEATURES);
    toast({ title: m.photos_shared_via({ network: network.name }) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={linkId}>{m.photos_share_link()}</Label>
        <div className="flex flex-col gap-2">
          {/* A text area that grows to the link, so all of it shows on the narrowest phone (a
              one-line field beside the button cut it off at 320 px). */}
          <textarea
            id={linkId}
            readOnly
            rows={1}
            value={link}
            onFocus={(event) => event.target.select()}
            className="field-sizing-content min-h-11 w-full resize-none rounded-lg border border-border bg-surface px-3 py-2.5 font-mono text-sm break-all text-muted"
          />
          <Button variant="secondary" onClick={() => void copyLink()} className="w-full">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? m.photos_copied() : m.photos_copy_link()}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {networks.map((network) => (
          <Button
            key={network.name}
            variant="secondary"
            className="px-2"
            onClick={() => shareVia(network)}
          >
            {network.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
