import { TextField, type TextFieldProps } from '@/web/components/ui/text-field';
import { m } from '@/web/i18n/i18n';

type FieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** A nickname as typed: no capitals or corrections forced on it, and the password manager's. */
export function NicknameField({ label = m.auth_nickname(), ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A password box; `autoComplete` tells password managers whether it is new or current. */
export function PasswordField({
  label = m.auth_password(),
  ...props
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" {...props} />;
}
