import { useState } from 'react';
import type { CheckUserReply } from '@/shared/contract/endpoints/auth';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { NewPasswordStep } from '@/web/screens/forgot-password/components/new-password-step';
import { NicknameStep } from '@/web/screens/forgot-password/components/nickname-step';

/** The account step 1 found, and how step 2 proves it is theirs (device or recovery code). */
export type FoundAccount = { nickname: string; proof: CheckUserReply['proof'] };

/**
 * Password reset in two steps (SPEC 4): find the account, then set its new password. On
 * another device than the registering one, step 2 also asks for the recovery code (019).
 */
export function ForgotPasswordScreen() {
  // The account the server confirmed in step 1; null while still on step 1.
  const [found, setFound] = useState<FoundAccount | null>(null);
  return (
    <AuthLayout
      title="Reset Password"
      intro={
        found === null
          ? 'Tell us which account to recover. On another device you will need your recovery code.'
          : found.proof === 'recoveryCode'
            ? 'This is not the device you registered with: enter your recovery code and a new password.'
            : 'Almost done: choose something you will remember.'
      }
      footer={<AuthLink href="/login">Back to Sign In</AuthLink>}
    >
      {found === null ? <NicknameStep onFound={setFound} /> : <NewPasswordStep account={found} />}
    </AuthLayout>
  );
}
