import { useState } from 'react';
import { MINIMUM_AGE } from '@/shared/rules/account';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox-field';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useCompleteGoogleSignUp } from '@/web/features/auth/api/google-complete';
import { serverMessage } from '@/web/lib/api-client';
import { m } from '@/web/i18n/i18n';

/**
 * A first sign-in with Google comes back to /login?googleNew=1: SPEC 9's minimum age applies
 * to every account, so the account is made only once the person confirms it here.
 */
export type GoogleAgeDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
};

export function GoogleAgeDialog({ open, onClose, onCreated }: GoogleAgeDialogProps) {
  const complete = useCompleteGoogleSignUp();
  const [ageConfirmed, setAgeConfirmed] = useState(false);

  const create = () =>
    complete.mutate(
      { ageConfirmed },
      {
        onSuccess: onCreated,
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: m.auth_login_error(),
            description: serverMessage(error, m.auth_google_age_failed()),
          });
          // Only a missing confirmation can be fixed here; anything else means starting again.
          if (ageConfirmed) onClose();
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={whenClosed(onClose, complete.isPending)}>
      <DialogContent
        title={m.auth_google_age_title()}
        description={m.auth_google_age_description()}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <CheckboxField
            checked={ageConfirmed}
            onChange={(event) => setAgeConfirmed(event.target.checked)}
          >
            {m.auth_age_checkbox({ age: MINIMUM_AGE })}
          </CheckboxField>
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="secondary"
              onClick={onClose}
              disabled={complete.isPending}
            >
              {m.auth_cancel()}
            </Button>
            <Button type="submit" disabled={complete.isPending}>
              {complete.isPending ? m.auth_creating_account() : m.auth_register_title()}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
