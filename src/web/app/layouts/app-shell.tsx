import { Suspense, type ReactNode } from 'react';
import { AppHeader } from '@/web/app/layouts/app-header';
import { BottomNav } from '@/web/app/layouts/bottom-nav';
import { PageLoader } from '@/web/components/ui/page-loader';
import { OfflineNotice } from '@/web/features/outbox/components/offline-notice';
import { OutboxPanel } from '@/web/features/outbox/components/outbox-panel';

/**
 * Header, content and bottom navigation for the signed-in screens. The screen suspends inside
 * <main>, so the header and tabs stay put while its code loads.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main className="flex flex-1 flex-col px-4 pt-6 pb-[calc(5rem+env(safe-area-inset-bottom))]">
        {/* Every signed-in screen says when it is offline and shows what waits to be sent. */}
        <OfflineNotice className="mb-4" />
        <OutboxPanel />
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <BottomNav />
    </>
  );
}
