import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { usePublicConfig } from '@/web/features/platform/api/get-public-config';
import { m } from '@/web/i18n/i18n';

export type RequireAdminProps = {
  /** The screen's own refusal, worded by the spec around the admin's nickname. */
  deniedMessage: (adminNickname: string) => string;
  children: ReactNode;
};

/**
 * Admin-only screens. The server refuses their data to everyone else anyway; this spares other
 * users a screen of failed calls and tells them why.
 */
export function RequireAdmin({ deniedMessage, children }: RequireAdminProps) {
  const user = useSignedInUser();
  if (user.isAdmin) return children;
  return <AccessDenied deniedMessage={deniedMessage} />;
}

function AccessDenied({ deniedMessage }: Pick<RequireAdminProps, 'deniedMessage'>) {
  const config = usePublicConfig();
  if (config.isPending) return <PageLoader />;
  if (config.isError) {
    return <ErrorState message={m.app_page_load_failed()} onRetry={() => void config.refetch()} />;
  }
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-danger" />
      <p className="text-base">{deniedMessage(config.data.adminNickname)}</p>
    </div>
  );
}
