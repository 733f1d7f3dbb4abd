// Words for the codes the API sends (ticket categories and statuses, report reasons) and the
// distances it measures, in the language the app speaks. The codes live in shared/rules; their
// words live in the catalogs, so the server never decides a language (decision 031).
import type { ReportReason, TicketCategory, TicketStatus } from '@/shared/rules/support';
import { intlLocaleNow, m } from '@/web/i18n/i18n';

const categories: Record<TicketCategory, () => string> = {
  general: m.common_category_general,
  technical: m.common_category_technical,
  billing: m.common_category_billing,
  feature: m.common_category_feature,
  bug: m.common_category_bug,
  account: m.common_category_account,
};

const statuses: Record<TicketStatus, () => string> = {
  open: m.common_status_open,
  in_progress: m.common_status_in_progress,
  closed: m.common_status_closed,
};

const reasons: Record<ReportReason, () => string> = {
  offensive: m.common_reason_offensive,
  spam: m.common_reason_spam,
  unsafe: m.common_reason_unsafe,
  other: m.common_reason_other,
};

export const ticketCategoryLabel = (category: TicketCategory): string => categories[category]();
export const ticketStatusLabel = (status: TicketStatus): string => statuses[status]();
export const reportReasonLabel = (reason: ReportReason): string => reasons[reason]();

/**
 * 'Very close (< 100m)' under 0.1 km; metres under 1 km; one decimal under 10 km; else whole km.
 * Metres are rounded before the unit is chosen, so 999.6 m reads '1.0km', never '1000m'.
 */
export function formatDistance(km: number): string {
  if (km < 0.1) return m.common_distance_very_close();
  const metres = Math.round(km * 1000);
  if (metres < 1000) return m.common_distance_m({ metres: String(metres) });
  const digits = km < 10 ? 1 : 0;
  const shown = new Intl.NumberFormat(intlLocaleNow(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(km);
  return m.common_distance_km({ km: shown });
}
