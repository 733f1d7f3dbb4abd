import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { centsToEuros } from '@/shared/rules/money';
import { formatEuros } from '@/web/i18n/i18n';
import {
  DISCOVERY_TIERS,
  FREE_DISCOVERIES_PER_DAY,
  PRICE_PER_SCAN_ABOVE_TIERS_CENTS,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  WITHDRAWAL_MIN_CENTS,
} from '@/shared/rules/pricing';
import { DiscoveryTierList } from '@/web/features/legal/components/discovery-tier-list';
import { LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';

const euros = (cents: number) => formatEuros(centsToEuros(cents));
const lastTier = DISCOVERY_TIERS[DISCOVERY_TIERS.length - 1] ?? { scans: 0, priceCents: 0 };

/** What things cost, in euros, VAT included. */
export function PricesContent() {
  return (
    <LegalProse>
      <LegalSection title="Scanning is free">
        <p>
          Discovering messages never costs anything: scan as often as you like, wherever you are.
        </p>
      </LegalSection>

      <LegalSection title="Discovery limits for creators">
        <p>
          A message allows as many discoveries as its scan limit. A message with a scan limit of 1
          is free once a day ({FREE_DISCOVERIES_PER_DAY} free discovery per day, counted in UTC).
          For any other message you pay, from your wallet, the smallest tier that covers its scan
          limit; above {lastTier.scans.toLocaleString('en-US')} discoveries each costs{' '}
          {formatEuros(centsToEuros(PRICE_PER_SCAN_ABOVE_TIERS_CENTS))}. Larger tiers cost less per
          discovery.
        </p>
        <div>
          <DiscoveryTierList />
        </div>
        <p>
          <strong>Best Value</strong> marks the tier with the greatest saving per discovery compared
          with the smallest tier. <strong>Popular</strong> marks the tiers most creators choose. A
          single message can allow up to {MAX_SCANS_LIMIT.toLocaleString('en-US')} discoveries.
        </p>
      </LegalSection>

      <LegalSection title="Rewards">
        <p>
          A reward you attach to a message is held from your wallet and split equally among the
          people who discover it: each discovery earns the total divided by the scan limit, rounded
          down to the cent. Rewards are not a fee to Underprint.
        </p>
      </LegalSection>

      <LegalSection title="Wallet">
        <ul>
          <li>
            Top up by card from {euros(TOP_UP_MIN_CENTS)} to {euros(TOP_UP_MAX_CENTS)} at a time.
          </li>
          <li>
            Withdraw the rewards you have earned to your bank account through our payment
            provider&apos;s secure account setup. The minimum withdrawal is{' '}
            {euros(WITHDRAWAL_MIN_CENTS)}.
          </li>
          <li>
            Only rewards you have earned can be withdrawn; top-ups are for spending in the app.
          </li>
        </ul>
      </LegalSection>

      <p className="text-xs text-muted">
        All prices are in euros and include VAT where it applies. Card payments and payouts are
        processed by our payment provider; Underprint never sees your full card number.
      </p>
    </LegalProse>
  );
}
