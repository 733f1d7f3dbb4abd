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
import { m } from '@/web/i18n/i18n';

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
        title: m.auth_recovery_required_title(),
        description: m.auth_recovery_required_text(),
      });
      return;
    }
    // Checked here first so the spec's toasts show instead of the browser's bubbles.
    if (newPassword !== confirmPassword) {
      setFocus('confirmPassword');
      toast({
        variant: 'destructive',
        title: m.auth_password_mismatch_title(),
        description: m.auth_password_mismatch_reset(),
      });
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setFocus('newPassword');
      toast({
        variant: 'destructive',
        title: m.auth_password_short_title(),
        description: m.auth_password_short_text({ min: PASSWORD_MIN_LENGTH }),
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
            title: m.auth_reset_success_title(),
            description: m.auth_reset_success_text(),
          });
          if (reply.recoveryCode) setNextCode(reply.recoveryCode);
          else navigate('/login');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: m.auth_reset_failed_title(),
            description: serverMessage(error, m.auth_reset_failed_text()),
          }),
      },
    );
  });

  if (nextCode) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">{m.auth_new_code_text()}</p>
        <RecoveryCodePanel code={nextCode} nickname={nickname} />
        <Button onClick={() => navigate('/login')} className="w-full">
          {m.auth_saved_go_sign_in()}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Shown, not edited: the account was confirmed in step 1. Also helps password managers. */}
      <TextField label={m.auth_nickname()} value={nickname} readOnly autoComplete="username" />
      {proof === 'recoveryCode' && (
        <TextField
          label={m.auth_recovery_code()}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          autoFocus
          {...register('recoveryCode')}
        />
      )}
      <TextField
        label={m.auth_new_password()}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoFocus={proof === 'device'}
        {...register('newPassword')}
      />
      <TextField
        label={m.auth_confirm_new_password()}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? m.auth_updating() : m.auth_update_password()}
      </Button>
    </form>
  );
}
