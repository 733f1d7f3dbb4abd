import { Copy, Download, KeyRound } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { recoveryCodeFile } from '@/web/features/auth/model/recovery-code-file';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';

export type RecoveryCodePanelProps = {
  code: string;
  nickname: string;
};

/**
 * A recovery code, shown once (decision 019): the server keeps only its hash, so this is the
 * only time anyone can read it. Copy and 'Download as text file' help the person keep it.
 */
export function RecoveryCodePanel({ code, nickname }: RecoveryCodePanelProps) {
  const { copied, copy } = useCopyToClipboard();

  const onCopy = async () => {
    if (!(await copy(code))) {
      toast({
        variant: 'destructive',
        title: 'Copy Failed',
        description: 'Could not copy to clipboard. Please write the code down.',
      });
    }
  };

  const onDownload = () => {
    const { name, text } = recoveryCodeFile(nickname, code);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section
      aria-labelledby="recovery-code-heading"
      className="flex flex-col gap-3 rounded-2xl border border-primary/40 bg-surface p-4"
    >
      <h2 id="recovery-code-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-primary" />
        Your Recovery Code
      </h2>
      <p className="text-sm text-muted">
        If you lose this device, this code lets you reset your password from another one. Keep it
        somewhere safe: it is shown only now, and each code works once.
      </p>
      <output
        aria-label="Recovery code"
        className="rounded-lg bg-canvas px-3 py-3 text-center font-mono text-lg tracking-wider select-all"
      >
        {code}
      </output>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          <Download aria-hidden="true" />
          Download as text file
        </Button>
      </div>
    </section>
  );
}
