import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import { dismissAllToasts, toast } from '@/web/components/ui/use-toast';
import { useLogin } from '@/web/features/auth/api/login';
import { NicknameField, PasswordField } from '@/web/features/auth/components/auth-fields';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import type { GoogleAgeDialogProps } from '@/web/features/auth/components/google-age-dialog';
import { GoogleSignInButton } from '@/web/features/auth/components/google-sign-in-button';
import { useMarkInAddress } from '@/web/features/auth/hooks/use-mark-in-address';
import { useGoogleReturn } from '@/web/features/auth/hooks/use-google-return';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import { m } from '@/web/i18n/i18n';

// Only a first Google sign-in opens it: the sign-in page loads without it (and without Radix).
const GoogleAgeDialog = lazyDialog<GoogleAgeDialogProps, 'GoogleAgeDialog'>(
  () => import('@/web/features/auth/components/google-age-dialog'),
  'GoogleAgeDialog',
  ({ open }) => open,
);

export function LoginScreen() {
  const [, navigate] = useLocation();
  const login = useLogin();
  // A Google sign-in that did not happen comes back here with its reason (SPEC 8: 'Login Error').
  useGoogleReturn('/login', m.auth_login_error());
  // A first Google sign-in: the account is made once the person confirms their age.
  const [newWithGoogle, setNewWithGoogle] = useState(false);
  useMarkInAddress({ name: 'googleNew', value: '1', path: '/login' }, () => setNewWithGoogle(true));
  // Two plain fields read at submit: a form library would be most of this page's script.
  const nicknameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedNickname = nicknameInput.current?.value.trim() ?? '';
    const password = passwordInput.current?.value ?? '';
    if (!trimmedNickname || !password) {
      (trimmedNickname ? passwordInput : nicknameInput).current?.focus();
      toast({
        variant: 'destructive',
        title: m.auth_login_error(),
        description: m.auth_login_required(),
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
          title: m.auth_login_error(),
          description: serverMessage(error, m.auth_login_failed()),
        }),
    );
  };

  return (
    <AuthLayout
      title={m.auth_sign_in()}
      intro={m.auth_login_intro()}
      footer={
        <>
          <AuthLink href="/forgot-password">{m.auth_forgot_password_link()}</AuthLink>
          <AuthLink href="/registration">{m.auth_create_account_link()}</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <NicknameField ref={nicknameInput} name="nickname" />
        <PasswordField ref={passwordInput} name="password" autoComplete="current-password" />
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? m.auth_signing_in() : m.auth_sign_in()}
        </Button>
      </form>
      <GoogleSignInButton />
      <GoogleAgeDialog
        open={newWithGoogle}
        onClose={() => setNewWithGoogle(false)}
        onCreated={() => navigate('/', { replace: true })}
      />
    </AuthLayout>
  );
}
