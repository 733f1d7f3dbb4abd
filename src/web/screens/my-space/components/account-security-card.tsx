import { KeyRound, LogOut, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { authApi } from '@/shared/contract/endpoints/auth';
import { Button } from '@/web/components/ui/button';
import { InlineError } from '@/web/components/ui/inline-error';
import { SectionCard } from '@/web/components/ui/section-card';
import { useAccountMethods } from '@/web/features/auth/api/get-account-methods';
import { useEndOtherSessions, useSessions } from '@/web/features/auth/api/sessions';
import { useGoogleConfirmed } from '@/web/features/auth/hooks/use-google-confirmed';
import { useGoogleReturn } from '@/web/features/auth/hooks/use-google-return';
import { usePublicConfig } from '@/web/features/platform/api/get-public-config';
import { apiUrl } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format-date';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { m } from '@/web/i18n/i18n';
import { RecoveryCodeDialog } from '@/web/screens/my-space/components/lazy-dialogs';

/** My Space's account security: where the account is signed in, and its recovery code. */
export function AccountSecurityCard() {
  return (
    <SectionCard
      title={m.myspace_security_title()}
      icon={<ShieldCheck aria-hidden="true" className="size-5 text-primary" />}
      className="gap-4"
    >
      <SessionsList />
      <GoogleLink />
      <RecoveryCodeButton />
    </SectionCard>
  );
}

function SessionsList() {
  const query = useSessions();
  const endOthers = useEndOtherSessions();
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const onEndOthers = () =>
    endOthers.mutate(
      undefined,
      toastOutcome({
        success: {
          title: m.myspace_signed_out_elsewhere(),
          description: m.myspace_signed_out_elsewhere_text(),
        },
        failure: {
          title: m.myspace_sign_out_failed(),
          fallback: m.myspace_sign_out_failed_text(),
        },
      }),
    );

  return (
    <div className="flex flex-col gap-2" aria-busy={query.isPending}>
      <h3 className="text-sm font-semibold">{m.myspace_devices()}</h3>
      {query.isError ? (
        <InlineError message={m.myspace_devices_error()} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <p className="text-sm text-muted">{m.myspace_devices_loading()}</p>
      ) : (
        <ul aria-label={m.myspace_devices()} className="flex flex-col gap-2">
          {sessions.map((session, index) => (
            <li
              key={`${session.createdAt}-${index}`}
              className="flex items-center gap-3 rounded-lg bg-canvas px-3 py-2"
            >
              <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="flex min-w-0 flex-col">
                <span className="text-sm font-medium">
                  {session.device}
                  {session.current && (
                    <span className="text-primary">{` · ${m.myspace_this_device()}`}</span>
                  )}
                </span>
                <span className="text-xs text-muted">
                  {m.myspace_last_seen({ date: formatDateTime(session.lastSeenAt) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        onClick={onEndOthers}
        disabled={endOthers.isPending || others === 0}
      >
        <LogOut aria-hidden="true" />
        {endOthers.isPending ? m.myspace_signing_out() : m.myspace_sign_out_others()}
      </Button>
    </div>
  );
}

/** Sign in with Google too: shown where the installation offers Google sign-in. */
function GoogleLink() {
  useGoogleReturn('/my-space', m.myspace_google_failed());
  const { data: config } = usePublicConfig();
  const methods = useAccountMethods();
  if (!config?.googleSignIn) return null;
  const google = methods.data?.google;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{m.myspace_google()}</h3>
      {methods.isError ? (
        <p role="alert" className="text-sm text-muted">
          {m.myspace_methods_error()}
        </p>
      ) : google ? (
        <p className="text-sm">
          {google.email
            ? m.myspace_google_linked_to({ email: google.email })
            : m.myspace_google_linked()}
        </p>
      ) : (
        <Button asChild variant="secondary">
          {/* A real navigation: the server starts the redirect to Google. */}
          <a href={apiUrl(authApi.googleLink)}>{m.myspace_link_google()}</a>
        </Button>
      )}
    </div>
  );
}

function RecoveryCodeButton() {
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  // Back from confirming with Google: the dialog that asked opens again, confirmed.
  useGoogleConfirmed('recoveryCode', () => {
    setConfirmed(true);
    setOpen(true);
  });

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{m.myspace_recovery_code()}</h3>
      <p className="text-sm text-muted">{m.myspace_recovery_code_text()}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        {m.myspace_new_recovery_code_button()}
      </Button>
      <RecoveryCodeDialog open={open} confirmed={confirmed} onClose={() => setOpen(false)} />
    </div>
  );
}
