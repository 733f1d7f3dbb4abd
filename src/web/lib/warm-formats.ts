import { countForm, formatEuros, formatNumber } from '@/web/i18n/i18n';
import { formatDate, formatDateTime } from '@/web/lib/format-date';
import { onePerTask } from '@/web/lib/one-per-task';

/**
 * The first number formatter a page makes costs 20-60 ms (ICU's initialisation, shared by every
 * formatter after it; measured in Chromium on the 2-core machine, session 15), and each further
 * format 5-25 ms more (session 16: a currency format, the devices' date and time). Home and My
 * Space made theirs in the middle of drawing the figures that had just arrived: that long task
 * that much longer (issue 21). Made at start, one per task, they are ready before the data
 * comes, and ICU's initialisation lands while the first frame is drawn. The formats are the
 * ones the screens use, kept in their caches. Not in an idle callback: Chromium granted none
 * before the data arrived.
 */
export function warmFormats(): void {
  const now = new Date().toISOString();
  onePerTask([
    () => formatEuros(0),
    () => formatEuros(0, 0),
    () => formatNumber(0),
    () => countForm(0),
    () => formatDate(now),
    () => formatDateTime(now),
  ]);
}
