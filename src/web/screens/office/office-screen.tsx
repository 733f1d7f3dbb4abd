import { PageTitle } from '@/web/components/ui/page-title';

export function OfficeScreen() {
  return <PageTitle>Office</PageTitle>;
}
