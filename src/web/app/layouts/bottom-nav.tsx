import { BookOpen, Compass, House, ScanLine, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useActivity } from '@/web/features/activity/api/activity-queries';
import { useMyTickets } from '@/web/features/support/api/support-queries';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

type Tab = {
  href: string;
  label: () => string;
  icon: LucideIcon;
  /** Other paths that belong to the tab, so it stays lit while the user is inside it. */
  alsoActiveOn?: readonly string[];
};

const tabs: readonly Tab[] = [
  { href: '/', label: m.app_tab_home, icon: House },
  {
    href: '/treasure-hunt',
    label: m.app_tab_hunt,
    icon: Compass,
    alsoActiveOn: ['/treasure-hunt-viewer'],
  },
  { href: '/magazines-books', label: m.app_tab_books, icon: BookOpen },
  { href: '/scanner', label: m.app_tab_scanner, icon: ScanLine },
  { href: '/my-space', label: m.app_tab_my, icon: UserRound },
];

function isActive(tab: Tab, path: string): boolean {
  return tab.href === path || (tab.alsoActiveOn?.includes(path) ?? false);
}

export function BottomNav() {
  const [location] = useLocation();
  // A support reply the user has not read yet puts a dot on the My tab.
  const tickets = useMyTickets();
  const unreadReply = (tickets.data ?? []).some((ticket) => ticket.unreadCount > 0);
  // …and so does activity the user has not looked at yet (My Space's Activity card).
  const newActivity = (useActivity().data?.unread ?? 0) > 0;
  const unread = unreadReply || newActivity;
  // Routes accept a trailing slash, so the highlight must too.
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return (
    <nav
      aria-label={m.app_nav_main()}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-md border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid grid-cols-5">
        {tabs.map((tab) => {
          const active = isActive(tab, path);
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium transition-colors',
                  active ? 'text-primary' : 'text-muted hover:text-fg',
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  {tab.href === '/my-space' && unread && (
                    <span
                      data-testid="unread-dot"
                      className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-danger"
                    />
                  )}
                </span>
                {tab.label()}
                {tab.href === '/my-space' && unreadReply && (
                  <span className="sr-only">{m.app_unread_support_reply()}</span>
                )}
                {tab.href === '/my-space' && newActivity && (
                  <span className="sr-only">{m.app_new_activity()}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
