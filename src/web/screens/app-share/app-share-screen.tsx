import { PageTitle } from '@/web/components/ui/page-title';
import { AppShareWidget } from '@/web/features/platform/components/app-share-widget';
import { m } from '@/web/i18n/i18n';

/** The share-the-app widget as a page of its own (SPEC 2, /app-share). */
export function AppShareScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{m.platform_share_underprint()}</PageTitle>
      <p className="text-sm text-muted">{m.platform_invite()}</p>
      <AppShareWidget />
    </div>
  );
}
