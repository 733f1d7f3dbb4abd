import { useState } from 'react';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { NewPasswordStep } from '@/web/screens/forgot-password/components/new-password-step';
import { NicknameStep } from '@/web/screens/forgot-password/components/nickname-step';

/** Password reset in two steps (SPEC 4): find the account, then set its new password. */
export function ForgotPasswordScreen() {
  // The nickname the server confirmed in step 1; null while still on step 1.
  const [nickname, setNickname] = useState<string | null>(null);
  return (
    <AuthLayout
      title="Reset Password"
      intro={
        nickname === null
          ? 'Tell us which account to recover. This works on the device you registered with.'
          : 'Almost done: choose something you will remember.'
      }
      footer={<AuthLink href="/login">Back to Sign In</AuthLink>}
    >
      {nickname === null ? (
        <NicknameStep onFound={setNickname} />
      ) : (
        <NewPasswordStep nickname={nickname} />
      )}
    </AuthLayout>
  );
}
