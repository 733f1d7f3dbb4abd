import { FileText } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MessageType } from '@/shared/contract/endpoints/photos';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { ChoiceGroup, type Choice } from '@/web/features/message-form/components/choice-group';
import { MessageTextField } from '@/web/features/message-form/components/message-text-fields';
import type { PdfFile } from '@/web/features/message-form/model/message-draft';
import { readFileAsBase64 } from '@/web/lib/read-file-as-base64';
import { m } from '@/web/i18n/i18n';

export type MessageContentFieldsProps = {
  messageType: MessageType;
  onMessageTypeChange: (messageType: MessageType) => void;
  hiddenMessage: string;
  onHiddenMessageChange: (hiddenMessage: string) => void;
  pdf: PdfFile | null;
  onPdfChange: (pdf: PdfFile | null) => void;
  /** What a file that is not a PDF is refused with, in this form's words (SPEC 5). */
  notPdf: string;
};

/** The type's words, asked for at render so they follow the language in use. */
const messageTypes = (): { label: string; choices: ReadonlyArray<Choice<MessageType>> } => ({
  label: m.create_message_type(),
  choices: [
    { value: 'text', label: m.create_type_text() },
    { value: 'pdf', label: m.create_type_pdf() },
  ],
});

/** The secret itself: a text or a PDF document, whichever type is chosen. */
export function MessageContentFields({
  messageType,
  onMessageTypeChange,
  hiddenMessage,
  onHiddenMessageChange,
  pdf,
  onPdfChange,
  notPdf,
}: MessageContentFieldsProps) {
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
        title: m.create_invalid_file(),
        description: notPdf,
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
        title: m.create_invalid_file(),
        description: m.create_pdf_unreadable(),
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup {...messageTypes()} value={messageType} onChange={onMessageTypeChange} />

      {messageType === 'text' ? (
        <MessageTextField
          field="hiddenMessage"
          value={hiddenMessage}
          onChange={(event) => onHiddenMessageChange(event.target.value)}
        />
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={pdfId}>{m.create_pdf_file()}</Label>
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
