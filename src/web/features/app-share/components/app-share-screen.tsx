import { PageTitle } from '@/web/components/ui/page-title';

export function AppShareScreen() {
  return <PageTitle>Share Underprint</PageTitle>;
}
