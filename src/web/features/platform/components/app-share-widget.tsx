import { Check, ChevronDown, Copy, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { cn } from '@/web/lib/cn';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';
import { m } from '@/web/i18n/i18n';

const SHARE_TITLE = 'Underprint';
const SHARE_TEXT = m.platform_share_text();

function appLink(): string {
  return `${window.location.origin}/`;
}

function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export type AppShareWidgetProps = {
  /** On Home it starts folded; the /app-share page shows it open, with no toggle. */
  collapsible?: boolean;
};

/** Invite friends: copy the text and link, or hand them to the device's share sheet. */
export function AppShareWidget({ collapsible = false }: AppShareWidgetProps) {
  const [expanded, setExpanded] = useState(!collapsible);
  const panelId = useId();
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-border bg-surface"
    >
      {collapsible ? (
        <h2 id={headingId}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((value) => !value)}
            className="flex min-h-14 w-full items-center gap-3 px-4 text-left font-semibold"
          >
            <Share2 aria-hidden="true" className="size-5 text-primary" />
            <span className="flex-1">{m.platform_share_underprint()}</span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 text-muted transition-transform', expanded && 'rotate-180')}
            />
          </button>
        </h2>
      ) : (
        <h2 id={headingId} className="flex items-center gap-3 px-4 pt-4 font-semibold">
          <Share2 aria-hidden="true" className="size-5 text-primary" />
          {m.platform_share_underprint()}
        </h2>
      )}
      {expanded && <SharePanel id={panelId} />}
    </section>
  );
}

function SharePanel({ id }: { id: string }) {
  const { copied, copy } = useCopyToClipboard();
  const link = appLink();
  const shareSheet = canUseShareSheet();

  const copyInvite = async () => {
    if (await copy(`${SHARE_TEXT} ${link}`)) {
      toast({
        title: m.platform_copied_title(),
        description: m.platform_copied_desc(),
      });
    } else {
      toast({
        variant: 'destructive',
        title: m.platform_copy_failed(),
        description: m.platform_copy_failed_desc(),
      });
    }
  };

  const openShareSheet = async () => {
    try {
      await navigator.share({ title: SHARE_TITLE, text: SHARE_TEXT, url: link });
    } catch (error) {
      // Closing the sheet without choosing anything is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({
        variant: 'destructive',
        title: m.platform_share_failed(),
        description: m.platform_share_failed_desc(),
      });
    }
  };

  return (
    <div id={id} className="flex flex-col gap-3 p-4">
      <p className="text-sm text-fg/80">{SHARE_TEXT}</p>
      <p className="truncate rounded-lg border border-border bg-canvas px-3 py-2 text-sm text-muted">
        {link}
      </p>
      <div className={cn('grid gap-2', shareSheet ? 'grid-cols-2' : 'grid-cols-1')}>
        <Button variant="secondary" onClick={() => void copyInvite()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? m.platform_copied() : m.platform_copy_text_link()}
        </Button>
        {shareSheet && (
          <Button onClick={() => void openShareSheet()}>
            <Share2 aria-hidden="true" />
            {m.platform_share()}
          </Button>
        )}
      </div>
    </div>
  );
}
