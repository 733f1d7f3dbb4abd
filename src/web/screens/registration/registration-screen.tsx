import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser, RegisterReply } from '@/shared/contract/endpoints/auth';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '@/shared/rules/account';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox-field';
import { TextField } from '@/web/components/ui/text-field';
import { dismissAllToasts, toast, type ToastOptions } from '@/web/components/ui/use-toast';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { useRegister } from '@/web/features/auth/api/register';
import { NicknameField, PasswordField } from '@/web/features/auth/components/auth-fields';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { RecoveryCodePanel } from '@/web/features/auth/components/recovery-code-panel';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import { m } from '@/web/i18n/i18n';

type RegistrationValues = {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
};

type Problem = { field: keyof RegistrationValues; toast: ToastOptions };

/** The spec's checks, in the spec's order (SPEC 5, Register); the first failure is reported. */
function findProblem(values: RegistrationValues): Problem | null {
  const nickname = values.nickname.trim();
  if (!nickname || !values.password) {
    return {
      field: nickname ? 'password' : 'nickname',
      toast: { title: m.auth_registration_error(), description: m.auth_login_required() },
    };
  }
  if (values.password !== values.confirmPassword) {
    return {
      field: 'confirmPassword',
      toast: {
        title: m.auth_passwords_dont_match_title(),
        description: m.auth_passwords_dont_match_text(),
      },
    };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return {
      field: 'password',
      toast: {
        title: m.auth_weak_password(),
        description: m.auth_password_short_text({ min: PASSWORD_MIN_LENGTH }),
      },
    };
  }
  // SPEC 9's minimum age; the server refuses a false confirmation too.
  if (!values.ageConfirmed) {
    return {
      field: 'ageConfirmed',
      toast: {
        title: m.auth_registration_error(),
        description: m.auth_confirm_age_required({ age: MINIMUM_AGE }),
      },
    };
  }
  return null;
}

export function RegistrationScreen() {
  const [created, setCreated] = useState<RegisterReply | null>(null);
  if (created) return <AccountCreated account={created} />;
  return <RegistrationForm onCreated={setCreated} />;
}

/**
 * After sign-up: the recovery code, shown once. The account is signed in already; the app
 * learns it only on Continue, since the signed-out guard would leave this page at once.
 */
function AccountCreated({ account }: { account: RegisterReply }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { recoveryCode, ...user } = account;
  const onContinue = () => {
    queryClient.setQueryData<CurrentUser>(currentUserQueryOptions.queryKey, user);
    navigate('/', { replace: true });
  };
  return (
    <AuthLayout
      title={m.auth_created_title()}
      intro={m.auth_created_intro({ nickname: user.nickname })}
    >
      <div className="flex flex-col gap-4">
        <RecoveryCodePanel code={recoveryCode} nickname={user.nickname} />
        <Button onClick={onContinue} className="w-full">
          {m.auth_saved_continue()}
        </Button>
      </div>
    </AuthLayout>
  );
}

function RegistrationForm({ onCreated }: { onCreated: (account: RegisterReply) => void }) {
  const registration = useRegister();
  const { register, handleSubmit, setFocus } = useForm<RegistrationValues>({
    defaultValues: {
      nickname: '',
      email: '',
      password: '',
      confirmPassword: '',
      ageConfirmed: false,
    },
  });

  const onSubmit = handleSubmit((values) => {
    const problem = findProblem(values);
    if (problem) {
      setFocus(problem.field);
      toast({ variant: 'destructive', ...problem.toast });
      return;
    }
    registration.mutate(
      {
        nickname: values.nickname.trim(),
        email: values.email.trim(),
        password: values.password,
        deviceId: getDeviceId(),
        ageConfirmed: true,
      },
      {
        onSuccess: (account) => {
          // A refusal from an earlier try (a taken nickname, say) no longer holds.
          dismissAllToasts();
          onCreated(account);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: m.auth_registration_error(),
            description: serverMessage(error, m.auth_register_failed()),
          }),
      },
    );
  });

  return (
    <AuthLayout
      title={m.auth_register_title()}
      intro={m.auth_register_intro()}
      footer={
        <p>
          {m.auth_have_account()} <AuthLink href="/login">{m.auth_sign_in_link()}</AuthLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NicknameField {...register('nickname')} />
        <TextField
          label={m.auth_email_optional()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
        <PasswordField autoComplete="new-password" {...register('password')} />
        <PasswordField
          label={m.auth_confirm_password()}
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <CheckboxField {...register('ageConfirmed')}>
          {m.auth_age_checkbox({ age: MINIMUM_AGE })}
        </CheckboxField>
        <Button type="submit" disabled={registration.isPending} className="w-full">
          {registration.isPending ? m.auth_creating_account() : m.auth_register_title()}
        </Button>
      </form>
    </AuthLayout>
  );
}
