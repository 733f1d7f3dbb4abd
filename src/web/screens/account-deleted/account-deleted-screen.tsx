import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { AuthLink } from '@/web/features/auth/components/auth-link';

/**
 * Where 'Delete my account' lands once the server confirmed it (issue 19): signed out, with
 * the deletion said in words, so the person is not left wondering whether it happened.
 */
export function AccountDeletedScreen() {
  return (
    <AuthLayout
      title="Account Deleted"
      intro="Your account has been deleted and you are signed out everywhere."
      footer={<AuthLink href="/registration">Create an account</AuthLink>}
    >
      <p className="text-sm">
        Your messages, hunts, drafts and support tickets are gone. Payment records are kept 7 years
        without your name or email; everything else is purged within 30 days.
      </p>
      <Button asChild className="w-full">
        <Link href="/login">Back to Sign In</Link>
      </Button>
    </AuthLayout>
  );
}
