import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { useAccountMethods } from '@/web/features/auth/api/get-account-methods';
import { useNewRecoveryCode } from '@/web/features/auth/api/recovery-code';
import { ConfirmIdentity } from '@/web/features/auth/components/confirm-identity';
import { RecoveryCodePanel } from '@/web/features/auth/components/recovery-code-panel';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { m } from '@/web/i18n/i18n';

export type RecoveryCodeDialogProps = {
  open: boolean;
  /** Back from confirming with Google: no password is asked for. */
  confirmed: boolean;
  onClose: () => void;
};

/** 'New Recovery Code': confirmed with the password or Google, then shown once. */
export function RecoveryCodeDialog({ open, confirmed, onClose: close }: RecoveryCodeDialogProps) {
  const user = useSignedInUser();
  const methods = useAccountMethods();
  const renew = useNewRecoveryCode();
  const [password, setPassword] = useState('');
  const hasPassword = methods.data?.hasPassword ?? true;

  const onClose = () => {
    close();
    setPassword('');
    renew.reset();
  };

  const make = () =>
    renew.mutate(
      hasPassword ? { password } : {},
      toastOutcome({
        success: {
          title: m.myspace_new_recovery_code(),
          description: m.myspace_recovery_saved_text(),
        },
        failure: {
          title: m.myspace_recovery_failed(),
          fallback: m.myspace_recovery_failed_text(),
        },
      }),
    );

  return (
    <Dialog open={open} onOpenChange={whenClosed(onClose, renew.isPending)}>
      <DialogContent
        title={m.myspace_new_recovery_code()}
        description={renew.data ? m.myspace_recovery_old_gone() : m.myspace_recovery_will_stop()}
      >
        {renew.data ? (
          <div className="flex flex-col gap-3">
            <RecoveryCodePanel code={renew.data.recoveryCode} nickname={user.nickname} />
            <Button onClick={onClose}>{m.myspace_done()}</Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              make();
            }}
          >
            <ConfirmIdentity
              hasPassword={hasPassword}
              password={password}
              onPasswordChange={setPassword}
              purpose="recoveryCode"
              action={m.account_reauth_make_code()}
              confirmed={confirmed}
            />
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="secondary"
                onClick={onClose}
                disabled={renew.isPending}
              >
                {m.myspace_cancel()}
              </Button>
              <Button
                type="submit"
                disabled={renew.isPending || (hasPassword ? !password : !confirmed)}
              >
                {renew.isPending ? m.myspace_making() : m.myspace_make_code()}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
