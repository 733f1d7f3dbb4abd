import { CircleCheck, FlaskConical, Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { useCompleteSandboxOnboarding } from '@/web/features/wallet/api/complete-sandbox-onboarding';
import { serverMessage } from '@/web/lib/api-client';
import { m } from '@/web/i18n/i18n';

/**
 * /sandbox/onboarding?account=acct_…: in test mode, where the payment provider's onboarding
 * link leads. With live payments the user gives their bank and identity details on the
 * provider's own pages instead; here one button does what finishing them would.
 */
export function SandboxOnboardingScreen() {
  const accountId = new URLSearchParams(useSearch()).get('account');
  const complete = useCompleteSandboxOnboarding();
  const [bankAccount, setBankAccount] = useState('');

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-2">
        <BrandMark />
        <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary/40">
          {m.wallet_sandbox_test_mode()}
        </span>
      </div>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Landmark aria-hidden="true" className="size-6 text-primary" />
        {m.wallet_sandbox_title()}
      </h1>

      {complete.isSuccess ? (
        <section
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-emerald-400/50 bg-surface p-4"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck aria-hidden="true" className="size-5 text-emerald-400" />
            {m.wallet_sandbox_complete_title()}
          </p>
          <p className="text-sm text-muted">{m.wallet_sandbox_complete_text()}</p>
          <Button asChild>
            <Link href="/my-space">{m.wallet_sandbox_return()}</Link>
          </Button>
        </section>
      ) : (
        <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
          <p className="flex items-start gap-2 text-sm">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{m.wallet_sandbox_explainer()}</span>
          </p>
          {accountId ? (
            <>
              <p className="text-xs break-all text-muted">
                {m.wallet_sandbox_account()} <span className="font-mono">{accountId}</span>
              </p>
              {complete.isError && (
                <p
                  role="alert"
                  className="rounded-lg border border-danger/60 bg-danger-surface p-3 text-sm"
                >
                  {serverMessage(complete.error, m.wallet_sandbox_failed())}
                </p>
              )}
              <TextField
                label={m.wallet_sandbox_bank_account()}
                autoComplete="off"
                value={bankAccount}
                onChange={(event) => setBankAccount(event.target.value)}
              />
              <Button
                disabled={complete.isPending}
                onClick={() => complete.mutate({ accountId, bankAccount: bankAccount.trim() })}
              >
                {complete.isPending
                  ? m.wallet_sandbox_completing()
                  : m.wallet_sandbox_complete_button()}
              </Button>
            </>
          ) : (
            <p role="alert" className="text-sm text-danger">
              {m.wallet_sandbox_link_incomplete()}
            </p>
          )}
          <Link
            href="/my-space"
            className="self-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {m.wallet_sandbox_cancel()}
          </Link>
        </section>
      )}
    </main>
  );
}
