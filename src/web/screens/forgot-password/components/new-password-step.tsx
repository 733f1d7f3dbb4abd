import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@/shared/rules/account';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useResetPassword } from '@/web/features/auth/api/reset-password';
import { getDeviceId } from '@/web/lib/device-id';
import { toastOutcome } from '@/web/lib/toast-outcome';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

export type NewPasswordStepProps = { nickname: string };

export function NewPasswordStep({ nickname }: NewPasswordStepProps) {
  const [, navigate] = useLocation();
  const resetPassword = useResetPassword();
  const { register, handleSubmit, setFocus } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword, confirmPassword }) => {
    // Checked here first so the spec's toasts show instead of the browser's bubbles.
    if (newPassword !== confirmPassword) {
      setFocus('confirmPassword');
      toast({
        variant: 'destructive',
        title: 'Password Mismatch',
        description: 'New password and confirmation do not match',
      });
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setFocus('newPassword');
      toast({
        variant: 'destructive',
        title: 'Password Too Short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      });
      return;
    }
    resetPassword.mutate(
      { nickname, newPassword, deviceId: getDeviceId() },
      {
        ...toastOutcome({
          success: {
            title: 'Password Reset Successful',
            description: 'Your password has been updated. Please sign in with your new password.',
          },
          then: () => navigate('/login'),
          failure: {
            title: 'Password Reset Failed',
            fallback: 'Could not update the password. Please try again.',
          },
        }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Shown, not edited: the account was confirmed in step 1. Also helps password managers. */}
      <TextField label="Nickname" value={nickname} readOnly autoComplete="username" />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoFocus
        {...register('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
