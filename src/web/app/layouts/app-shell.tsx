import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppErrorBoundary } from '@/web/app/app-error-boundary';
import { AppHeader } from '@/web/app/layouts/app-header';
import { BottomNav } from '@/web/app/layouts/bottom-nav';
import { PageLoader } from '@/web/components/ui/page-loader';
import { lazyScreen } from '@/web/app/lazy-screen';

// Its own chunk: the alert's code (and the lists it reads) loads after the screen, never before.
const NearAlert = lazyScreen(
  () => import('@/web/features/near/components/near-alert'),
  'NearAlert',
);
import { OfflineNotice } from '@/web/features/outbox/components/offline-notice';
import { OutboxPanel } from '@/web/features/outbox/components/outbox-panel';

/**
 * Header, content and bottom navigation for the signed-in screens. The screen suspends inside
 * <main>, so the header and tabs stay put while its code loads. The near alert watches the
 * position on every screen of the shell (issue 21 point 6).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col px-4 pt-6 pb-[calc(5rem+env(safe-area-inset-bottom))]">
        <Suspense fallback={null}>
          <NearAlert />
        </Suspense>
        {/* Every signed-in screen says when it is offline and shows what waits to be sent. */}
        <OfflineNotice className="mb-4" />
        <OutboxPanel />
        {/* A screen that fails (its code not fetched offline) keeps the header and tabs. */}
        <AppErrorBoundary resetKey={location} placement="screen">
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </AppErrorBoundary>
      </main>
      <BottomNav />
    </>
  );
}
