import { PageTitle } from '@/web/components/ui/page-title';
import { PlatformStatsCards } from '@/web/features/home/components/platform-stats-cards';

export function HomeScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>Home</PageTitle>
      <PlatformStatsCards />
    </div>
  );
}
