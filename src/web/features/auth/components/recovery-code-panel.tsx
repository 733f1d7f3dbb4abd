import { Copy, Download, KeyRound } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { recoveryCodeFile } from '@/web/features/auth/model/recovery-code-file';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';
import { m } from '@/web/i18n/i18n';

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
        title: m.auth_recovery_copy_failed(),
        description: m.auth_recovery_copy_failed_text(),
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
        {m.auth_recovery_title()}
      </h2>
      <p className="text-sm text-muted">{m.auth_recovery_text()}</p>
      <output
        aria-label={m.auth_recovery_code()}
        className="rounded-lg bg-canvas px-3 py-3 text-center font-mono text-lg tracking-wider select-all"
      >
        {code}
      </output>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          {copied ? m.auth_recovery_copied() : m.auth_recovery_copy()}
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          <Download aria-hidden="true" />
          {m.auth_recovery_download()}
        </Button>
      </div>
    </section>
  );
}
