import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useDeleteAccount } from '@/web/features/account/api/delete-account';
import { useAccountMethods } from '@/web/features/auth/api/get-account-methods';
import { forgetUserOnThisPhone } from '@/web/features/auth/api/logout';
import { ConfirmIdentity } from '@/web/features/auth/components/confirm-identity';
import { serverMessage } from '@/web/lib/api-client';
import { m } from '@/web/i18n/i18n';

export type DeleteAccountDialogProps = {
  open: boolean;
  /** Back from confirming with Google: no password is asked for. */
  confirmedWithGoogle: boolean;
  onClose: () => void;
};

/** 'Delete My Account?': confirmed with the password or Google, then gone everywhere. */
export function DeleteAccountDialog({
  open,
  confirmedWithGoogle,
  onClose,
}: DeleteAccountDialogProps) {
  const methods = useAccountMethods();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [giveUpBalance, setGiveUpBalance] = useState(false);
  const hasPassword = methods.data?.hasPassword ?? true;
  // The dialog stays mounted while closed: a password typed and left must not be there, filled
  // in, the next time it opens.
  const close = () => {
    setPassword('');
    setGiveUpBalance(false);
    onClose();
  };

  const confirm = () =>
    remove.mutate(
      { ...(hasPassword ? { password } : {}), giveUpBalance },
      {
        // Signed out everywhere: what the phone kept for the user goes as at sign-out, a full
        // load drops every cached query, and the page it lands on says the account was deleted.
        onSuccess: () =>
          void forgetUserOnThisPhone(queryClient).then(() =>
            window.location.assign('/account-deleted'),
          ),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: m.account_delete_failed(),
            description: serverMessage(error, m.account_delete_failed_text()),
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={whenClosed(close, remove.isPending)}>
      <DialogContent title={m.account_delete_title()} description={m.account_delete_description()}>
        <div className="flex flex-col gap-3">
          <ConfirmIdentity
            hasPassword={hasPassword}
            password={password}
            onPasswordChange={setPassword}
            purpose="deleteAccount"
            action={m.account_reauth_delete()}
            confirmed={confirmedWithGoogle}
          />
          <CheckboxField
            checked={giveUpBalance}
            onChange={(event) => setGiveUpBalance(event.target.checked)}
          >
            {m.account_give_up_balance()}
          </CheckboxField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {m.account_cancel()}
              </Button>
            </DialogClose>
            <Button
              onClick={confirm}
              disabled={remove.isPending || (hasPassword ? !password : !confirmedWithGoogle)}
              variant="destructive"
            >
              {remove.isPending ? m.account_deleting() : m.account_delete_button()}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
