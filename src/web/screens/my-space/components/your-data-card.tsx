import { Download, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { exportDataUrl } from '@/web/features/account/api/export-data';
import { useGoogleConfirmed } from '@/web/features/auth/hooks/use-google-confirmed';
import { DeleteAccountDialog } from '@/web/screens/my-space/components/lazy-dialogs';
import { m } from '@/web/i18n/i18n';

/** My Space's 'Your Data': download it all, or delete the account (SPEC 9, decision 021). */
export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  const [confirmedWithGoogle, setConfirmedWithGoogle] = useState(false);
  // Back from confirming with Google: the dialog that asked opens again, confirmed.
  useGoogleConfirmed('deleteAccount', () => {
    setConfirmedWithGoogle(true);
    setDeleting(true);
  });
  return (
    <SectionCard
      title={m.account_your_data()}
      icon={<UserX aria-hidden="true" className="size-5 text-primary" />}
    >
      <p className="text-sm text-muted">{m.account_your_data_text()}</p>
      <Button asChild variant="secondary">
        <a href={exportDataUrl()} download>
          <Download aria-hidden="true" />
          {m.account_download()}
        </a>
      </Button>
      <Button variant="secondary" className="text-danger" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" />
        {m.account_delete_button()}
      </Button>
      <DeleteAccountDialog
        open={deleting}
        confirmedWithGoogle={confirmedWithGoogle}
        onClose={() => setDeleting(false)}
      />
    </SectionCard>
  );
}
