import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageTitle } from '@/web/components/ui/page-title';

/** Full screen (SPEC 2): no header or tabs, so it offers its own way back. */
export function ScannerScreen() {
  return (
    <main className="flex flex-1 flex-col gap-4 p-4 pt-[max(1rem,env(safe-area-inset-top))]">
      <Link
        href="/"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg pr-3 text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back
      </Link>
      <PageTitle>Scanner</PageTitle>
    </main>
  );
}
