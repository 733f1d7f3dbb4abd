import { FileText } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MessageType } from '@/shared/contract/photos';
import { MAX_HIDDEN_MESSAGE_LENGTH } from '@/shared/rules/messages';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { cn } from '@/web/lib/cn';
import { readFileAsBase64 } from '@/web/lib/read-file-as-base64';

/** A chosen PDF as the API takes it: base64 without the data: prefix, and its name. */
export type PdfFile = { data: string; fileName: string };

export type MessageContentFieldsProps = {
  messageType: MessageType;
  onMessageTypeChange: (messageType: MessageType) => void;
  hiddenMessage: string;
  onHiddenMessageChange: (hiddenMessage: string) => void;
  pdf: PdfFile | null;
  onPdfChange: (pdf: PdfFile | null) => void;
};

const typeOptions: ReadonlyArray<{ value: MessageType; label: string }> = [
  { value: 'text', label: 'Text' },
  { value: 'pdf', label: 'PDF' },
];

/** The secret itself: a text or a PDF document, whichever type is chosen. */
export function MessageContentFields({
  messageType,
  onMessageTypeChange,
  hiddenMessage,
  onHiddenMessageChange,
  pdf,
  onPdfChange,
}: MessageContentFieldsProps) {
  const groupLabelId = useId();
  const messageId = useId();
  const pdfId = useId();
  const pdfInput = useRef<HTMLInputElement>(null);

  // A file input cannot be controlled: when the form forgets the PDF, so must the input.
  useEffect(() => {
    if (!pdf && pdfInput.current) pdfInput.current.value = '';
  }, [pdf]);

  const choosePdf = async (file: File | undefined) => {
    if (!file) {
      onPdfChange(null);
      return;
    }
    if (file.type !== 'application/pdf') {
      if (pdfInput.current) pdfInput.current.value = '';
      onPdfChange(null);
      toast({
        variant: 'destructive',
        title: 'Invalid File',
        description: 'Please select a PDF file only',
      });
      return;
    }
    try {
      onPdfChange({ data: await readFileAsBase64(file), fileName: file.name });
    } catch {
      if (pdfInput.current) pdfInput.current.value = '';
      onPdfChange(null);
      toast({
        variant: 'destructive',
        title: 'Invalid File',
        description: 'Could not read the PDF file',
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-labelledby={groupLabelId} className="flex flex-col gap-1.5">
        <span id={groupLabelId} className="text-sm font-medium">
          Message Type
        </span>
        <div className="grid grid-cols-2 gap-2">
          {typeOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary',
                messageType === option.value
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-border bg-surface text-fg hover:bg-surface-raised',
              )}
            >
              <input
                type="radio"
                name={groupLabelId}
                value={option.value}
                checked={messageType === option.value}
                onChange={() => onMessageTypeChange(option.value)}
                // Invisible but covering the whole option, so a tap lands on the radio itself.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>

      {messageType === 'text' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={messageId}>Hidden Message</Label>
          <textarea
            id={messageId}
            rows={4}
            maxLength={MAX_HIDDEN_MESSAGE_LENGTH}
            placeholder="The secret people will discover by scanning"
            value={hiddenMessage}
            onChange={(event) => onHiddenMessageChange(event.target.value)}
            className="w-full rounded-lg border border-border bg-canvas px-3 py-2 text-base text-fg placeholder:text-muted"
          />
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={pdfId}>PDF File</Label>
          <input
            ref={pdfInput}
            id={pdfId}
            type="file"
            accept="application/pdf"
            onChange={(event) => void choosePdf(event.target.files?.[0])}
            className="w-full rounded-lg border border-border bg-canvas text-sm text-muted file:mr-3 file:h-11 file:border-0 file:bg-surface-raised file:px-4 file:font-semibold file:text-fg"
          />
          {pdf && (
            <p className="flex items-center gap-1.5 text-sm text-primary">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 truncate">{pdf.fileName}</span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
