import { Building2, LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';
import { useLogout } from '@/web/features/auth/api/logout';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { useOfficeCounts } from '@/web/features/office/api/office-queries';
import { countForm, m } from '@/web/i18n/i18n';

export function AppHeader() {
  const user = useSignedInUser();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const counts = useOfficeCounts({ enabled: user.isAdmin });
  // What waits for the admin: open tickets and messages under review.
  const waiting = counts.data ? counts.data.openTickets + counts.data.pendingReports : 0;
  return (
    <header className="sticky top-0 z-40 flex min-h-14 items-center gap-2 border-b border-border bg-canvas/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur">
      <Link href="/" className="flex min-h-11 shrink-0 items-center rounded-lg px-2">
        <BrandMark />
      </Link>
      {/* On the narrowest phones a long nickname gives way (truncates) before anything else. */}
      <div className="ml-auto flex min-w-0 items-center gap-1">
        {user.isAdmin && (
          <Button
            variant="ghost"
            size="icon"
            title={
              counts.data
                ? m.app_office_title({
                    tickets: (countForm(counts.data.openTickets) === 'one'
                      ? m.app_open_tickets_one
                      : m.app_open_tickets_other)({ count: counts.data.openTickets }),
                    reports: (countForm(counts.data.pendingReports) === 'one'
                      ? m.app_reports_one
                      : m.app_reports_other)({ count: counts.data.pendingReports }),
                  })
                : m.app_office()
            }
            className="relative shrink-0"
            onClick={() => navigate('/office')}
          >
            <Building2 aria-hidden="true" />
            {/* Named by its content, so the name holds the count people see (WCAG 2.5.3):
                'Office, 1 waiting' for a visible '1'. */}
            <span className="sr-only">
              {waiting > 0 ? m.app_office_sr_prefix() : m.app_office()}
            </span>
            {waiting > 0 && (
              <>
                <span className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-danger-fill px-1 text-[10px] leading-4 font-bold text-white">
                  {waiting}
                </span>
                <span className="sr-only">{m.app_waiting_sr()}</span>
              </>
            )}
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={m.app_log_out_nickname({ nickname: user.nickname })}
          title={m.app_log_out()}
          onClick={() => void logout()}
          className="min-w-0 px-3"
        >
          <LogOut aria-hidden="true" />
          <span className="min-w-0 max-w-32 truncate">{user.nickname}</span>
        </Button>
      </div>
    </header>
  );
}
