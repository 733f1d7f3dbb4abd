import { ACTIVITY_LIMIT, type ActivityList } from '@/shared/contract/activity';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { ActivityEvent } from '@/server/lib/activity-event';
import type { Clock } from '@/server/lib/clock';
import type { HuntsService } from '@/server/modules/hunts/hunts.service';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import type { SupportService } from '@/server/modules/support/support.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { presentActivity } from './activity.presenter';
import * as repo from './activity.repository';

type Source = { activityOf: (userId: number, limit: number) => Promise<ActivityEvent[]> };

/**
 * A user's activity (decision 028): each module reports what happened to the user in its own
 * tables, newest first; the newest ACTIVITY_LIMIT of them all are the list. Nothing is written
 * when the events happen, so every event since the beginning is there, and no write path had
 * to change. The user is always the signed-in one: there is no way to ask for someone else's.
 */
export function createActivityService(deps: {
  db: Db;
  clock: Clock;
  photos: Pick<PhotosService, 'activityOf'>;
  wallet: Pick<WalletService, 'activityOf'>;
  support: Pick<SupportService, 'activityOf'>;
  hunts: Pick<HuntsService, 'activityOf'>;
}) {
  const sources: Source[] = [deps.photos, deps.wallet, deps.support, deps.hunts];

  /** The user's newest ACTIVITY_LIMIT events of every module, newest first. */
  async function eventsOf(userId: number): Promise<ActivityEvent[]> {
    const lists = await Promise.all(
      sources.map((source) => source.activityOf(userId, ACTIVITY_LIMIT)),
    );
    return lists
      .flat()
      .sort((a, b) => b.at.getTime() - a.at.getTime() || a.kind.localeCompare(b.kind))
      .slice(0, ACTIVITY_LIMIT);
  }

  return {
    /** The events themselves, for the Web Push sender (decision 032). */
    eventsOf,

    async list(user: UserRow): Promise<ActivityList> {
      const events = await eventsOf(user.id);
      const seenUpTo = await repo.seenUpToOf(deps.db, user.id);
      return presentActivity(events, seenUpTo);
    },

    /** Never past now: what happens after this moment must still be news. */
    async markSeen(user: UserRow, upTo: Date): Promise<{ seenUpTo: string }> {
      const now = deps.clock.now();
      const stored = await repo.moveSeenUpTo(deps.db, user.id, upTo > now ? now : upTo);
      return { seenUpTo: stored.toISOString() };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
