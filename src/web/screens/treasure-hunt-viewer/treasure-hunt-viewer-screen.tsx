import { PageTitle } from '@/web/components/ui/page-title';

export function TreasureHuntViewerScreen() {
  return <PageTitle>Available Treasure Hunts</PageTitle>;
}
