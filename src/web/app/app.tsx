import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { AppErrorBoundary } from '@/web/app/app-error-boundary';
import { AppProviders } from '@/web/app/providers';
import { AppRoutes } from '@/web/app/router';
import { PageLoader } from '@/web/components/ui/page-loader';
import { ToastHost } from '@/web/components/ui/toast-host';
import { OutboxRunner } from '@/web/features/outbox/components/outbox-runner';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [location] = useLocation();
  return (
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
  );
}
