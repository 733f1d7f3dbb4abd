import { m } from '@/web/i18n/i18n';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
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
  { id: 'dashboard', label: () => m.office_tab_dashboard(), Panel: DashboardTab },
  { id: 'users', label: () => m.office_tab_users(), Panel: UsersTab },
  { id: 'support', label: () => m.office_tab_support(), Panel: SupportDashboard },
  { id: 'moderation', label: () => m.office_tab_moderation(), Panel: ModerationTab },
  { id: 'held-rewards', label: () => m.office_tab_held_rewards(), Panel: HeldRewardsTab },
  { id: 'audit', label: () => m.office_tab_audit(), Panel: AuditTab },
] as const;
type TabId = (typeof tabs)[number]['id'];

function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** /office (the router lets only the admin in): figures, user search and desks (SPEC 2, issue 12). */
export function OfficeScreen() {
  const [active, setActive] = useState<TabId>('dashboard');
  const tab = tabs.find((t) => t.id === active)!;
  const tabButtons = useRef<Array<HTMLButtonElement | null>>([]);

  // The tab pattern's keys (WAI-ARIA APG): arrows step round, Home and End jump to the ends;
  // the tab under focus is the one shown.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.id === active);
    const next = nextTabIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(tabs[next]!.id);
    tabButtons.current[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" asChild>
          <Link href="/" aria-label={m.office_back()}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <PageTitle>{m.office_title()}</PageTitle>
      </div>
      <OfficeStatCards />
      <UserSearchSelect />
      <div
        role="tablist"
        aria-label={m.office_sections()}
        onKeyDown={onTabKey}
        className="grid grid-cols-3 gap-1"
      >
        {tabs.map((t, index) => (
          <button
            key={t.id}
            ref={(button) => {
              tabButtons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`office-tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`office-panel-${t.id}`}
            // Roving tabindex: Tab reaches the tab list once, the arrows move within it.
            tabIndex={t.id === active ? 0 : -1}
            onClick={() => setActive(t.id)}
            className={cn(
              'min-h-11 min-w-0 rounded-lg px-2 py-1 text-sm leading-tight font-semibold',
              t.id === active
                ? 'bg-primary text-primary-fg'
                : 'bg-surface text-muted hover:text-fg',
            )}
          >
            {t.label()}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`office-panel-${tab.id}`}
        aria-labelledby={`office-tab-${tab.id}`}
        tabIndex={0}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
      >
        <tab.Panel />
      </div>
    </div>
  );
}
