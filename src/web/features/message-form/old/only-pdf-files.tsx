import type { ChangeEvent, ReactNode } from 'react';
import { toast } from '@/web/components/ui/use-toast';

/**
 * The camera and books-and-magazines forms refuse a non-PDF with 'Only PDF files are allowed'
 * (SPEC 5), while the shared content fields word it for Home. This wrapper sees the file input's
 * change first (capture phase) and stops a non-PDF there, so only one toast, in this screen's
 * words, ever appears.
 */
export function OnlyPdfFiles({ children }: { children: ReactNode }) {
  const onChangeCapture = (event: ChangeEvent<HTMLDivElement>) => {
    const input: EventTarget = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    if (!input.accept.includes('application/pdf')) return;
    const file = input.files?.[0];
    if (!file || file.type === 'application/pdf') return;
    event.stopPropagation();
    input.value = '';
    toast({
      variant: 'destructive',
      title: 'Invalid File',
      description: 'Only PDF files are allowed',
    });
  };
  return <div onChangeCapture={onChangeCapture}>{children}</div>;
}
