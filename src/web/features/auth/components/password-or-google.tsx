import type { ReauthPurpose } from '@/shared/rules/google-sign-in';
import { TextField } from '@/web/components/ui/text-field';
import { ConfirmWithGoogle } from '@/web/features/auth/components/confirm-with-google';

/**
 * How a grave action asks the person to prove it is them: their password when the account has
 * one, otherwise a fresh sign-in at Google (ConfirmWithGoogle).
 */
export function PasswordOrGoogle({
  hasPassword,
  password,
  onPasswordChange,
  purpose,
  action,
  confirmed,
}: {
  hasPassword: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  purpose: ReauthPurpose;
  /** What follows the confirmation, in the sentence's words: 'delete', 'make the code'. */
  action: string;
  confirmed: boolean;
}) {
  if (!hasPassword) {
    return <ConfirmWithGoogle purpose={purpose} action={action} confirmed={confirmed} />;
  }
  return (
    <TextField
      label="Password"
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(event) => onPasswordChange(event.target.value)}
    />
  );
}
