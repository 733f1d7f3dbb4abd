import type { FirstQuery } from '@/web/lib/first-queries';
import { accountMethodsQueryOptions } from '@/web/features/auth/api/get-account-methods';
import { sessionsQueryOptions } from '@/web/features/auth/api/sessions';
import { huntDraftsQueryOptions, myHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';
import { discoveredPhotosQueryOptions } from '@/web/features/photos/api/get-discovered-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { publicConfigQueryOptions } from '@/web/features/platform/api/get-public-config';
import { walletQueryOptions } from '@/web/features/wallet/api/get-wallet';

/**
 * What My Space's cards read as it opens. Push's settings are left to its card, which asks only
 * where the browser offers push.
 */
export const mySpaceQueries: readonly FirstQuery[] = [
  myStatsQueryOptions,
  walletQueryOptions,
  myHuntsQueryOptions,
  huntDraftsQueryOptions,
  myPhotosQueryOptions,
  discoveredPhotosQueryOptions,
  sessionsQueryOptions,
  accountMethodsQueryOptions,
  publicConfigQueryOptions,
];
