import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { DrawnInTurns } from '@/web/components/drawn-in-turns';
import { Button } from '@/web/components/ui/button';
import { PageTitle } from '@/web/components/ui/page-title';
import { ActivityCard } from '@/web/features/activity/components/activity-card';
import { activityQueryOptions } from '@/web/features/activity/api/activity-queries';
import { PushSwitchCard } from '@/web/features/push/components/push-switch-card';
import { InfoDialogButtons } from '@/web/features/legal/components/info-dialogs';
import { SocialLinks } from '@/web/features/legal/components/social-links';
import { AccountSecurityCard } from '@/web/screens/my-space/components/account-security-card';
import { YourDataCard } from '@/web/screens/my-space/components/your-data-card';
import { DiscoveryLimitsCard } from '@/web/screens/my-space/components/discovery-limits-card';
import { DiscoveredByMeSection } from '@/web/screens/my-space/components/discovered-by-me-section';
import { MyMessagesSection } from '@/web/screens/my-space/components/my-messages-section';
import { MyHuntsCard } from '@/web/screens/my-space/components/my-hunts-card';
import { MyStatsCard } from '@/web/screens/my-space/components/my-stats-card';
import { PendingHuntsCard } from '@/web/screens/my-space/components/pending-hunts-card';
import { SupportCenterCard } from '@/web/screens/my-space/components/support-center-card';
import { myTicketsQueryOptions } from '@/web/features/support/api/support-queries';
import { huntDraftsQueryOptions, myHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';
import { discoveredPhotosQueryOptions } from '@/web/features/photos/api/get-discovered-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { transactionsQueryOptions } from '@/web/features/wallet/api/get-transactions';
import { walletQueryOptions } from '@/web/features/wallet/api/get-wallet';
import { WalletCard } from '@/web/features/wallet/components/wallet-card';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';
import { LanguageCard } from '@/web/screens/my-space/components/language-card';

/** /my-space: the user's statistics, wallet, own messages, prices and the legal texts. */
export function MySpaceScreen() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        [
          myStatsQueryOptions.queryKey,
          myPhotosQueryOptions.queryKey,
          discoveredPhotosQueryOptions.queryKey,
          // Rewards arrive when others discover: the wallet is refreshed with the rest.
          walletQueryOptions.queryKey,
          transactionsQueryOptions.queryKey,
          myHuntsQueryOptions.queryKey,
          huntDraftsQueryOptions.queryKey,
          myTicketsQueryOptions.queryKey,
          activityQueryOptions.queryKey,
        ].map((queryKey) => queryClient.refetchQueries({ queryKey })),
      );
    } finally {
      setRefreshing(false);
    }
  };

  // Four parts, the first the view a phone opens on (DrawnInTurns).
  return (
    <div className="flex flex-col gap-6">
      <DrawnInTurns
        parts={[
          <>
            <div className="flex items-center justify-between gap-3">
              <PageTitle>{m.myspace_title()}</PageTitle>
              <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
                <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
                {m.myspace_refresh()}
              </Button>
            </div>
            <ActivityCard />
            <PushSwitchCard />
            <MyStatsCard />
            <SupportCenterCard />
          </>,
          <>
            <PendingHuntsCard />
            <WalletCard />
            <MyHuntsCard />
          </>,
          <>
            <MyMessagesSection />
            <DiscoveredByMeSection />
            <DiscoveryLimitsCard />
          </>,
          <>
            <LanguageCard />
            <AccountSecurityCard />
            <YourDataCard />
            <section aria-labelledby="help-heading" className="flex flex-col gap-3">
              <h2 id="help-heading" className="text-lg font-semibold">
                {m.myspace_help_legal()}
              </h2>
              <InfoDialogButtons />
            </section>
            <SocialLinks />
          </>,
        ]}
      />
    </div>
  );
}
