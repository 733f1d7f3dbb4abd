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
      toast: { title: 'Registration Error', description: 'Nickname and password are required' },
    };
  }
  if (values.password !== values.confirmPassword) {
    return {
      field: 'confirmPassword',
      toast: {
        title: "Passwords Don't Match",
        description: 'Please enter the same password in both fields',
      },
    };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return {
      field: 'password',
      toast: {
        title: 'Weak Password',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      },
    };
  }
  // SPEC 9's minimum age; the server refuses a false confirmation too.
  if (!values.ageConfirmed) {
    return {
      field: 'ageConfirmed',
      toast: {
        title: 'Registration Error',
        description: `Please confirm that you are ${MINIMUM_AGE} or older`,
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
      title="Account Created"
      intro={`Welcome, ${user.nickname}. One more thing before you start.`}
    >
      <div className="flex flex-col gap-4">
        <RecoveryCodePanel code={recoveryCode} nickname={user.nickname} />
        <Button onClick={onContinue} className="w-full">
          I have saved it, continue
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
            title: 'Registration Error',
            description: serverMessage(error, 'Failed to create account'),
          }),
      },
    );
  });

  return (
    <AuthLayout
      title="Create Account"
      intro="Join in to hide messages for others to discover."
      footer={
        <p>
          Already have an account? <AuthLink href="/login">Sign in</AuthLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NicknameField {...register('nickname')} />
        <TextField
          label="Email (optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
        <PasswordField autoComplete="new-password" {...register('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <CheckboxField {...register('ageConfirmed')}>
          I confirm that I am {MINIMUM_AGE} years old or older.
        </CheckboxField>
        <Button type="submit" disabled={registration.isPending} className="w-full">
          {registration.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
