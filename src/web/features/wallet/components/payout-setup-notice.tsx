import { ExternalLink, Landmark } from 'lucide-react';
import type { PayoutSetup } from '@/web/features/wallet/hooks/use-withdraw-flow';

/** The provider's requirement ids, as a person would say them. */
const REQUIREMENT_LABELS: Record<string, string> = {
  external_account: 'Bank account details',
  'individual.verification.document': 'Identity document',
  'individual.id_number': 'ID number',
  'individual.dob.day': 'Date of birth',
  'individual.address.line1': 'Home address',
  'individual.first_name': 'First name',
  'individual.last_name': 'Last name',
  'individual.email': 'Email address',
  'individual.phone': 'Phone number',
  'tos_acceptance.date': 'Accept the payout terms',
  'business_profile.url': 'Website or profile link',
  'business_profile.mcc': 'Type of activity',
};

function requirementLabel(id: string): string {
  const known = REQUIREMENT_LABELS[id];
  if (known) return known;
  const words = id.split('.').pop()?.replaceAll('_', ' ') ?? id;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Shown in the Withdraw dialog while the payout account is missing or unfinished. */
export function PayoutSetupNotice({ setup }: { setup: PayoutSetup }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden="true" className="size-4 text-primary" />
        {setup.kind === 'required' ? 'Bank Account Setup Required' : 'Account Setup Incomplete'}
      </p>
      <p className="text-muted">
        {setup.kind === 'required'
          ? 'Withdrawals go to your own bank account through our payment provider. Set it up once, then withdraw here.'
          : 'Your payout account still needs:'}
      </p>
      {setup.requirements.length > 0 && (
        <ul className="list-disc pl-5">
          {setup.requirements.map((id) => (
            <li key={id}>{requirementLabel(id)}</li>
          ))}
        </ul>
      )}
      {setup.url ? (
        <a
          href={setup.url}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          Open bank account setup
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <p className="text-muted">Preparing the setup page...</p>
      )}
      <p className="text-xs text-muted">Finished? Press Withdraw again.</p>
    </div>
  );
}
