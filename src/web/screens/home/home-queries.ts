import type { FirstQuery } from '@/web/lib/first-queries';
import { platformStatsQueryOptions } from '@/web/features/platform/api/get-platform-stats';

/** What Home reads as it opens before it has a position: the platform's totals. */
export const homeQueries: readonly FirstQuery[] = [platformStatsQueryOptions];
