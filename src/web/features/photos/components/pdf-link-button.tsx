import { Download, FileText } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { pdfUrl } from '@/web/features/photos/api/pdf-url';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type PdfLinkButtonProps = {
  photoId: number;
  /** 'download' for the creator's own file; 'open' for a secret just revealed. */
  action: 'download' | 'open';
  className?: string;
};

/** A message's PDF, opened in a new tab where the browser's own viewer shows it. */
export function PdfLinkButton({ photoId, action, className }: PdfLinkButtonProps) {
  const Icon = action === 'open' ? FileText : Download;
  return (
    <Button
      variant={action === 'open' ? 'primary' : 'secondary'}
      asChild
      className={cn(action === 'download' && 'h-10 px-3', className)}
    >
      <a href={pdfUrl(photoId)} target="_blank" rel="noopener">
        <Icon aria-hidden="true" />
        {action === 'open' ? m.photos_open_pdf() : m.photos_download_pdf()}
        {action === 'open' && <span className="sr-only">{m.photos_opens_new_tab()}</span>}
      </a>
    </Button>
  );
}
