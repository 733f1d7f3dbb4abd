import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';
import { m } from '@/web/i18n/i18n';

/**
 * Where 'Delete my account' lands once the server confirmed it (issue 19): signed out, with
 * the deletion said in words, so the person is not left wondering whether it happened.
 */
export function AccountDeletedScreen() {
  return (
    <AuthLayout
      title={m.auth_deleted_title()}
      intro={m.auth_deleted_intro()}
      footer={<AuthLink href="/registration">{m.auth_create_account_link()}</AuthLink>}
    >
      <p className="text-sm">{m.auth_deleted_text()}</p>
      <Button asChild className="w-full">
        <Link href="/login">{m.auth_back_to_sign_in()}</Link>
      </Button>
    </AuthLayout>
  );
}
