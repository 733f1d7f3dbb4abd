import { PageTitle } from '@/web/components/ui/page-title';

export function MySpaceScreen() {
  return <PageTitle>My Space</PageTitle>;
}
