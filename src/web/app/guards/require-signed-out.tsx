import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';

/** Login, registration and password reset: a signed-in user has no business there (SPEC 2). */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <PageLoader className="min-h-dvh" />;
  if (user && !isError) return <Redirect to="/" replace />;
  return children;
}
