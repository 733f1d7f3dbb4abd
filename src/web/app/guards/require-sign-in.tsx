import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';

/** Signed-in routes: anyone not signed in is sent to the login screen (SPEC 2). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <PageLoader className="min-h-dvh" />;
  // A failed check, whatever the reason, means "not signed in" (SPEC 6).
  if (isError || !user) return <Redirect to="/login" replace />;
  return children;
}
