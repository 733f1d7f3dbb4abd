import { authApi } from '@/shared/contract/endpoints/auth';
import { REAUTH_FRESH_MINUTES, type ReauthPurpose } from '@/shared/rules/google-sign-in';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { apiUrl } from '@/web/lib/api-client';
import { m } from '@/web/i18n/i18n';

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
      label={m.auth_password()}
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
  /** What follows the confirmation, in the sentence's words: m.account_reauth_delete(). */
  action: string;
  confirmed: boolean;
}) {
  if (confirmed) {
    return (
      <p role="status" className="text-sm">
        {m.auth_reauth_confirmed({ action, minutes: REAUTH_FRESH_MINUTES })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{m.auth_reauth_needed({ action, minutes: REAUTH_FRESH_MINUTES })}</p>
      <Button asChild variant="secondary">
        {/* A real navigation: the server sends the browser to Google and back to My Space. */}
        <a href={apiUrl(authApi.googleReauth, { query: { purpose } })}>{m.auth_reauth_button()}</a>
      </Button>
    </div>
  );
}
