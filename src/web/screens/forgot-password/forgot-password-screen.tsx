import { useState } from 'react';
import type { CheckUserReply } from '@/shared/contract/endpoints/auth';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { NewPasswordStep } from '@/web/screens/forgot-password/components/new-password-step';
import { NicknameStep } from '@/web/screens/forgot-password/components/nickname-step';
import { m } from '@/web/i18n/i18n';

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
      title={m.auth_reset_title()}
      intro={
        found === null
          ? m.auth_reset_intro_find()
          : found.proof === 'recoveryCode'
            ? m.auth_reset_intro_code()
            : m.auth_reset_intro_device()
      }
      footer={<AuthLink href="/login">{m.auth_back_to_sign_in()}</AuthLink>}
    >
      {found === null ? <NicknameStep onFound={setFound} /> : <NewPasswordStep account={found} />}
    </AuthLayout>
  );
}
