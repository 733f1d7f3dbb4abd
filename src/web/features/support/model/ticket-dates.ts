import { currentLocale, intlLocaleNow } from '@/web/i18n/i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

let greekDate: Intl.DateTimeFormat | undefined;

/**
 * 'Mar 05, 2026': ticket lists (SPEC 9, 'MMM dd, yyyy'), in the viewer's time zone. Greek
 * writes the day first ('05 Μαρ 2026'), as its own date format does.
 */
export function formatTicketDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (currentLocale() !== 'en') {
    greekDate ??= new Intl.DateTimeFormat(intlLocaleNow(), {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    });
    return greekDate.format(date);
  }
  return `${MONTHS[date.getMonth()]} ${two(date.getDate())}, ${date.getFullYear()}`;
}

/** 'Mar 05, 2026 14:07': a ticket's conversation (SPEC 9, 'MMM dd, yyyy HH:mm'). */
export function formatTicketDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatTicketDate(iso)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
