import { authApi } from '@/shared/contract/endpoints/auth';
import { REAUTH_FRESH_MINUTES, type ReauthPurpose } from '@/shared/rules/google-sign-in';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { apiUrl } from '@/web/lib/api-client';

/**
 * What a sensitive action asks to be sure it is the person, not only their session (which may
 * be stolen): the password, or for an account without one a confirmation with Google.
 */
export function ConfirmIdentity({
  hasPassword,
  password,
  onPasswordChange,
  ...google
}: {
  hasPassword: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
} & Parameters<typeof ConfirmWithGoogle>[0]) {
  return hasPassword ? (
    <TextField
      label="Password"
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(event) => onPasswordChange(event.target.value)}
    />
  ) : (
    <ConfirmWithGoogle {...google} />
  );
}

/**
 * For an account without a password: the way to prove it is the person, not only their
 * session, is to sign in at Google again. Once back (`confirmed`), the action may follow
 * within a few minutes.
 */
function ConfirmWithGoogle({
  purpose,
  action,
  confirmed,
}: {
  purpose: ReauthPurpose;
  /** What follows the confirmation, in the sentence's words: 'delete', 'make the code'. */
  action: string;
  confirmed: boolean;
}) {
  if (confirmed) {
    return (
      <p role="status" className="text-sm">
        Confirmed with Google. You can now {action} within {REAUTH_FRESH_MINUTES} minutes.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        Your account signs in with Google: confirm with Google, then {action} within{' '}
        {REAUTH_FRESH_MINUTES} minutes.
      </p>
      <Button asChild variant="secondary">
        {/* A real navigation: the server sends the browser to Google and back to My Space. */}
        <a href={apiUrl(authApi.googleReauth, { query: { purpose } })}>Confirm with Google</a>
      </Button>
    </div>
  );
}
