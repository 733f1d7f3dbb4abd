import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { useAccountMethods } from '@/web/features/auth/api/get-account-methods';
import { useNewRecoveryCode } from '@/web/features/auth/api/recovery-code';
import { ConfirmIdentity } from '@/web/features/auth/components/confirm-identity';
import { RecoveryCodePanel } from '@/web/features/auth/components/recovery-code-panel';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { toastOutcome } from '@/web/lib/toast-outcome';

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
          title: 'New Recovery Code',
          description: 'Save it now: it is shown only once.',
        },
        failure: {
          title: 'Could Not Make a Code',
          fallback: 'Could not make a new recovery code. Please try again.',
        },
      }),
    );

  return (
    <Dialog open={open} onOpenChange={whenClosed(onClose, renew.isPending)}>
      <DialogContent
        title="New Recovery Code"
        description={
          renew.data
            ? 'Your old code no longer works.'
            : 'Your current code will stop working as soon as the new one is made.'
        }
      >
        {renew.data ? (
          <div className="flex flex-col gap-3">
            <RecoveryCodePanel code={renew.data.recoveryCode} nickname={user.nickname} />
            <Button onClick={onClose}>Done</Button>
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
              action="make the code"
              confirmed={confirmed}
            />
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="secondary"
                onClick={onClose}
                disabled={renew.isPending}
              >
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={renew.isPending || (hasPassword ? !password : !confirmed)}
              >
                {renew.isPending ? 'Making...' : 'Make a new code'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
