import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { centsToEuros } from '@/shared/rules/money';
import {
  DISCOVERY_TIERS,
  FREE_DISCOVERIES_PER_DAY,
  PRICE_PER_SCAN_ABOVE_TIERS_CENTS,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  WITHDRAWAL_MIN_CENTS,
} from '@/shared/rules/pricing';
import { DiscoveryTierList } from '@/web/features/legal/components/discovery-tier-list';
import { LegalList, LegalProse, LegalSection } from '@/web/features/legal/components/legal-prose';
import { formatEuros, formatNumber, m } from '@/web/i18n/i18n';
import { RichText } from '@/web/i18n/rich-text';

const euros = (cents: number) => formatEuros(centsToEuros(cents));
const lastTier = DISCOVERY_TIERS[DISCOVERY_TIERS.length - 1] ?? { scans: 0, priceCents: 0 };

/** What things cost, in euros, VAT included. */
export function PricesContent() {
  return (
    <LegalProse>
      <LegalSection title={m.legal_prices_free_title()}>
        <p>{m.legal_prices_free()}</p>
      </LegalSection>

      <LegalSection title={m.legal_prices_limits_title()}>
        <p>
          {m.legal_prices_limits({
            count: FREE_DISCOVERIES_PER_DAY,
            scans: formatNumber(lastTier.scans),
            price: euros(PRICE_PER_SCAN_ABOVE_TIERS_CENTS),
          })}
        </p>
        <div>
          <DiscoveryTierList />
        </div>
        <p>
          <RichText text={m.legal_prices_tags({ max: formatNumber(MAX_SCANS_LIMIT) })} />
        </p>
      </LegalSection>

      <LegalSection title={m.legal_prices_rewards_title()}>
        <p>{m.legal_prices_rewards()}</p>
      </LegalSection>

      <LegalSection title={m.legal_prices_wallet_title()}>
        <LegalList
          items={[
            m.legal_prices_wallet_1({ min: euros(TOP_UP_MIN_CENTS), max: euros(TOP_UP_MAX_CENTS) }),
            m.legal_prices_wallet_2({ min: euros(WITHDRAWAL_MIN_CENTS) }),
            m.legal_prices_wallet_3(),
          ]}
        />
      </LegalSection>

      <p className="text-xs text-muted">{m.legal_prices_vat()}</p>
    </LegalProse>
  );
}
