import { PageTitle } from '@/web/components/ui/page-title';

export function TreasureHuntScreen() {
  return <PageTitle>Treasure Hunt</PageTitle>;
}
