import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { AppErrorBoundary } from '@/web/app/app-error-boundary';
import { AppProviders } from '@/web/app/providers';
import { AppRoutes } from '@/web/app/router';
import { useDialogAwareLocation } from '@/web/app/dialog-aware-location';
import { PageLoader } from '@/web/components/ui/page-loader';
import { ToastHost } from '@/web/components/ui/toast-host';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { OutboxRunner } from '@/web/features/outbox/components/outbox-runner';
import { readAgainOnReconnect } from '@/web/lib/query-client';
import { whenSessionEndsElsewhere } from '@/web/lib/session-ended';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [location] = useLocation();
  // Signed out (or the account deleted) in another tab: this one forgets as well and goes to
  // Login, instead of showing a signed-in screen whose every action answers 'Please sign in'.
  useEffect(
    () =>
      whenSessionEndsElsewhere(() => {
        if (!queryClient.getQueryData(currentUserQueryOptions.queryKey)) return;
        // Loaded only then: what it forgets (drafts, the hunt editor, offline steps) is not
        // code a first screen should carry. Then through the server's sign-out, not straight to
        // /login: the tab that signed out tells the others before it reaches the server, and
        // /login, finding the session still alive, sent this tab back to Home signed in.
        void import('@/web/features/auth/api/logout').then(
          ({ forgetUserOnThisPhone, endSessionOnServer }) =>
            void forgetUserOnThisPhone(queryClient, { tellOtherTabs: false }).finally(
              endSessionOnServer,
            ),
          () => window.location.assign('/login'),
        );
      }),
    [queryClient],
  );
  // What failed while the connection was gone is read again when it returns.
  useEffect(() => readAgainOnReconnect(queryClient), [queryClient]);
  return (
    <Router hook={useDialogAwareLocation}>
      <AppProviders client={queryClient}>
        {/* The app is a phone-width column (SPEC 1), centred on wider screens. */}
        <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col md:border-x md:border-border">
          <AppErrorBoundary resetKey={location}>
            <Suspense fallback={<PageLoader className="min-h-dvh" />}>
              <AppRoutes />
            </Suspense>
          </AppErrorBoundary>
        </div>
        <ToastHost />
        <OutboxRunner />
      </AppProviders>
    </Router>
  );
}
