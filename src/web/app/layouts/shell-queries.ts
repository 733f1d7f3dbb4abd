import { activityQueryOptions } from '@/web/features/activity/api/activity-queries';
import { myTicketsQueryOptions } from '@/web/features/support/api/support-queries';
import type { FirstQuery } from '@/web/lib/first-queries';

/** What the shell reads on every signed-in screen: the My tab's dot (activity, tickets). */
export const shellQueries: readonly FirstQuery[] = [activityQueryOptions, myTicketsQueryOptions];
