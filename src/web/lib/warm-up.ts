import { cn } from '@/web/lib/cn';
import { countForm, formatEuros, formatNumber } from '@/web/i18n/i18n';
import { formatDate, formatDateTime } from '@/web/lib/format-date';
import { onePerTask } from '@/web/lib/one-per-task';

/**
 * Work every first drawing pays once, done while the page waits for its session, code and data
 * (main.tsx draws only once they have come), one piece per task. Left to the drawing, each piece
 * lengthened one of its slices: a piece of work React cannot cut (issue 21).
 * - tailwind-merge builds its tables of Tailwind's classes on its first call: 20-30 ms on the
 *   2-core machine, inside the first component that called `cn` (session 17).
 * - The first number formatter a page makes costs 20-60 ms (ICU's initialisation, shared by every
 *   formatter after it; session 15), and each further format 5-25 ms more (session 16: a
 *   currency format, the devices' date and time). Only where figures will be drawn (`formats`):
 *   Login and the other signed-out screens format none. The formats are the ones the screens
 *   use, kept in their caches.
 * Not in an idle callback: Chromium granted none before the data arrived.
 */
export function warmUp({ formats }: { formats: boolean }): void {
  const now = new Date().toISOString();
  onePerTask([
    () => cn('p-0', 'p-1'),
    ...(formats
      ? [
          () => formatEuros(0),
          () => formatEuros(0, 0),
          () => formatNumber(0),
          () => countForm(0),
          () => formatDate(now),
          () => formatDateTime(now),
        ]
      : []),
  ]);
}
