import { PageTitle } from '@/web/components/ui/page-title';
import { AppShareWidget } from '@/web/features/platform/components/app-share-widget';

/** The share-the-app widget as a page of its own (SPEC 2, /app-share). */
export function AppShareScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Share Underprint</PageTitle>
      <p className="text-sm text-muted">
        Know someone who likes a good secret? Invite them to hunt for hidden messages with you.
      </p>
      <AppShareWidget />
    </div>
  );
}
