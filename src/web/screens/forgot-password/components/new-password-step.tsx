import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@/shared/rules/account';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useResetPassword } from '@/web/features/auth/api/reset-password';
import { RecoveryCodePanel } from '@/web/features/auth/components/recovery-code-panel';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import type { FoundAccount } from '@/web/screens/forgot-password/forgot-password-screen';

type NewPasswordValues = { recoveryCode: string; newPassword: string; confirmPassword: string };

export type NewPasswordStepProps = { account: FoundAccount };

export function NewPasswordStep({ account }: NewPasswordStepProps) {
  const { nickname, proof } = account;
  const [, navigate] = useLocation();
  const resetPassword = useResetPassword();
  // The code that replaced a used one: shown once before going to sign in.
  const [nextCode, setNextCode] = useState<string | null>(null);
  const { register, handleSubmit, setFocus } = useForm<NewPasswordValues>({
    defaultValues: { recoveryCode: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ recoveryCode, newPassword, confirmPassword }) => {
    if (proof === 'recoveryCode' && !recoveryCode.trim()) {
      setFocus('recoveryCode');
      toast({
        variant: 'destructive',
        title: 'Recovery Code Required',
        description: 'Please enter the recovery code you saved when you signed up',
      });
      return;
    }
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
      {
        nickname,
        newPassword,
        deviceId: getDeviceId(),
        ...(proof === 'recoveryCode' ? { recoveryCode: recoveryCode.trim() } : {}),
      },
      {
        onSuccess: (reply) => {
          toast({
            title: 'Password Reset Successful',
            description: 'Your password has been updated. Please sign in with your new password.',
          });
          if (reply.recoveryCode) setNextCode(reply.recoveryCode);
          else navigate('/login');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Password Reset Failed',
            description: serverMessage(error, 'Could not update the password. Please try again.'),
          }),
      },
    );
  });

  if (nextCode) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          Your recovery code has been used, so here is a new one. The old one no longer works.
        </p>
        <RecoveryCodePanel code={nextCode} nickname={nickname} />
        <Button onClick={() => navigate('/login')} className="w-full">
          I have saved it, go to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Shown, not edited: the account was confirmed in step 1. Also helps password managers. */}
      <TextField label="Nickname" value={nickname} readOnly autoComplete="username" />
      {proof === 'recoveryCode' && (
        <TextField
          label="Recovery code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          autoFocus
          {...register('recoveryCode')}
        />
      )}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoFocus={proof === 'device'}
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
