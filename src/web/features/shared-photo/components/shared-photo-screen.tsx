import { Compass } from 'lucide-react';
import { useLocation } from 'wouter';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';
import { PageTitle } from '@/web/components/ui/page-title';

/** The public page a share link opens; visitors need no account to see it (SPEC 2). */
export function SharedPhotoScreen() {
  const [, navigate] = useLocation();
  return (
    <>
      <header className="sticky top-0 z-40 flex min-h-14 items-center justify-between gap-2 border-b border-border bg-canvas/90 px-4 pt-[env(safe-area-inset-top)] backdrop-blur">
        <BrandMark />
        <Button variant="secondary" onClick={() => navigate('/')}>
          <Compass aria-hidden="true" />
          Explore
        </Button>
      </header>
      <main className="flex flex-1 flex-col px-4 py-6">
        <PageTitle>Shared Message</PageTitle>
      </main>
    </>
  );
}
