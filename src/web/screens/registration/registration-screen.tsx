import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@/shared/rules/account';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast, type ToastOptions } from '@/web/components/ui/use-toast';
import { useRegister } from '@/web/features/auth/api/register';
import { NicknameField, PasswordField } from '@/web/features/auth/components/auth-fields';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';

type RegistrationValues = {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
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
  return null;
}

export function RegistrationScreen() {
  const [, navigate] = useLocation();
  const registration = useRegister();
  const { register, handleSubmit, setFocus } = useForm<RegistrationValues>({
    defaultValues: { nickname: '', email: '', password: '', confirmPassword: '' },
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
      },
      {
        onSuccess: () => navigate('/', { replace: true }),
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
        <Button type="submit" disabled={registration.isPending} className="w-full">
          {registration.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
