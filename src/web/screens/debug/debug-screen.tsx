import { PageTitle } from '@/web/components/ui/page-title';

export function DebugScreen() {
  return <PageTitle>Debug</PageTitle>;
}
