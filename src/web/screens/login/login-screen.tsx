import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import type { LoginBody } from '@/shared/contract/endpoints/auth';
import { Button } from '@/web/components/ui/button';
import { dismissAllToasts, toast } from '@/web/components/ui/use-toast';
import { useLogin } from '@/web/features/auth/api/login';
import { NicknameField, PasswordField } from '@/web/features/auth/components/auth-fields';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { GoogleAgeDialog } from '@/web/features/auth/components/google-age-dialog';
import { GoogleSignInButton } from '@/web/features/auth/components/google-sign-in-button';
import { useGoogleReturn } from '@/web/features/auth/hooks/use-google-return';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';

type LoginValues = Pick<LoginBody, 'nickname' | 'password'>;

export function LoginScreen() {
  const [, navigate] = useLocation();
  const login = useLogin();
  // A Google sign-in that did not happen comes back here with its reason (SPEC 8: 'Login Error').
  useGoogleReturn('/login', 'Login Error');
  // A first Google sign-in: the account is made once the person confirms their age.
  const newWithGoogle = new URLSearchParams(useSearch()).get('googleNew') === '1';
  const { register, handleSubmit, setFocus } = useForm<LoginValues>({
    defaultValues: { nickname: '', password: '' },
  });

  const onSubmit = handleSubmit(({ nickname, password }) => {
    const trimmedNickname = nickname.trim();
    if (!trimmedNickname || !password) {
      setFocus(trimmedNickname ? 'password' : 'nickname');
      toast({
        variant: 'destructive',
        title: 'Login Error',
        description: 'Nickname and password are required',
      });
      return;
    }
    // The promise, not mutate's callbacks: signing in swaps this screen for Home before those
    // callbacks would run, and an earlier try's 'Login Error' must not follow the user there.
    login.mutateAsync({ nickname: trimmedNickname, password, deviceId: getDeviceId() }).then(
      () => {
        dismissAllToasts();
        navigate('/', { replace: true });
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Login Error',
          description: serverMessage(error, 'Could not sign in. Please try again.'),
        }),
    );
  });

  return (
    <AuthLayout
      title="Sign In"
      intro="Welcome back. Hidden messages are waiting around you."
      footer={
        <>
          <AuthLink href="/forgot-password">Forgot password?</AuthLink>
          <AuthLink href="/registration">Create an account</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NicknameField {...register('nickname')} />
        <PasswordField autoComplete="current-password" {...register('password')} />
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <GoogleSignInButton />
      <GoogleAgeDialog
        open={newWithGoogle}
        onClose={() => navigate('/login', { replace: true })}
        onCreated={() => navigate('/', { replace: true })}
      />
    </AuthLayout>
  );
}
