import { ExternalLink, Landmark } from 'lucide-react';
import type { PayoutSetup } from '@/web/features/wallet/hooks/use-withdraw-flow';
import { m } from '@/web/i18n/i18n';

/** The provider's requirement ids, as a person would say them. */
const REQUIREMENT_LABELS: Record<string, () => string> = {
  external_account: m.wallet_requirement_external_account,
  'individual.verification.document': m.wallet_requirement_verification_document,
  'individual.id_number': m.wallet_requirement_id_number,
  'individual.dob.day': m.wallet_requirement_dob,
  'individual.address.line1': m.wallet_requirement_address,
  'individual.first_name': m.wallet_requirement_first_name,
  'individual.last_name': m.wallet_requirement_last_name,
  'individual.email': m.wallet_requirement_email,
  'individual.phone': m.wallet_requirement_phone,
  'tos_acceptance.date': m.wallet_requirement_tos,
  'business_profile.url': m.wallet_requirement_url,
  'business_profile.mcc': m.wallet_requirement_mcc,
};

function requirementLabel(id: string): string {
  const known = REQUIREMENT_LABELS[id];
  if (known) return known();
  // An id the list does not know yet: the provider's own words, tidied (English only).
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
        {setup.kind === 'required'
          ? m.wallet_bank_setup_required()
          : m.wallet_account_setup_incomplete()}
      </p>
      <p className="text-muted">
        {setup.kind === 'required'
          ? m.wallet_bank_setup_required_text()
          : m.wallet_payout_still_needs()}
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
          {m.wallet_open_bank_setup()}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <p className="text-muted">{m.wallet_preparing_setup()}</p>
      )}
      <p className="text-xs text-muted">{m.wallet_setup_finished()}</p>
    </div>
  );
}
