import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { PageTitle } from '@/web/components/ui/page-title';
import { AuditTab } from '@/web/screens/office/components/audit-tab';
import { DashboardTab } from '@/web/screens/office/components/dashboard-tab';
import { HeldRewardsTab } from '@/web/screens/office/components/held-rewards-tab';
import { ModerationTab } from '@/web/screens/office/components/moderation-tab';
import { OfficeStatCards } from '@/web/screens/office/components/office-stat-cards';
import { SupportDashboard } from '@/web/screens/office/components/support-dashboard';
import { UserSearchSelect } from '@/web/screens/office/components/user-search-select';
import { UsersTab } from '@/web/screens/office/components/users-tab';
import { cn } from '@/web/lib/cn';

const tabs = [
  { id: 'dashboard', label: 'Dashboard', Panel: DashboardTab },
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'support', label: 'Support', Panel: SupportDashboard },
  { id: 'moderation', label: 'Moderation', Panel: ModerationTab },
  { id: 'held-rewards', label: 'Held rewards', Panel: HeldRewardsTab },
  { id: 'audit', label: 'Audit', Panel: AuditTab },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** /office (the router lets only the admin in): figures, user search and desks (SPEC 2, issue 12). */
export function OfficeScreen() {
  const [active, setActive] = useState<TabId>('dashboard');
  const tab = tabs.find((t) => t.id === active)!;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" asChild>
          <Link href="/" aria-label="Back">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <PageTitle>Office</PageTitle>
      </div>
      <OfficeStatCards />
      <UserSearchSelect />
      <div role="tablist" aria-label="Office sections" className="flex gap-1 overflow-x-auto">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`office-tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`office-panel-${t.id}`}
            onClick={() => setActive(t.id)}
            className={cn(
              'h-11 shrink-0 rounded-lg px-3 text-sm font-semibold',
              t.id === active
                ? 'bg-primary text-primary-fg'
                : 'bg-surface text-muted hover:text-fg',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`office-panel-${tab.id}`} aria-labelledby={`office-tab-${tab.id}`}>
        <tab.Panel />
      </div>
    </div>
  );
}
