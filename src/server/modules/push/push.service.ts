import type { PushSubscribeBody } from '@/shared/contract/push';
import type { PushConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { PushSubscriptionRow } from '@/server/db/schema/push';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import type { ActivityService } from '@/server/modules/activity/activity.service';
import type { PushSender } from '@/server/providers/web-push-sender';
import { isAllowedPushEndpoint } from './push.policy';
import {
  presentPushConfig,
  presentPushMessage,
  presentPushSubscriptionForExport,
} from './push.presenter';
import * as repo from './push.repository';
import { say } from '@/server/lib/say';

/** Devices one user may have subscribed at once; the oldest goes when an eleventh subscribes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export type PushRunOutcome = { sent: number; gone: number; refused: number; failed: number };

/**
 * Web Push (decision 032): off unless VAPID keys are configured. Browsers subscribe per user;
 * the `send-push` job pushes each subscription the user's activity (decision 028, read through
 * the activity service) newer than its cursor, oldest first, and moves the cursor as each is
 * taken, so a run that dies half way re-sends at most what it had not recorded.
 */
export function createPushService(deps: {
  db: Db;
  clock: Clock;
  config: PushConfig | undefined;
  activity: Pick<ActivityService, 'eventsOf'>;
  send: PushSender | undefined;
}) {
  const { db, config } = deps;

  function enabledConfig(): PushConfig {
    if (!config) throw new AppError('NOT_FOUND', say('server_push_not_configured'));
    return config;
  }

  async function pushTo(subscription: PushSubscriptionRow, send: PushSender) {
    const outcome: PushRunOutcome = { sent: 0, gone: 0, refused: 0, failed: 0 };
    const since = subscription.pushedUpTo.getTime();
    const fresh = (await deps.activity.eventsOf(subscription.userId))
      .filter((event) => event.at.getTime() > since)
      .reverse();
    const target = {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    };
    for (const [index, event] of fresh.entries()) {
      const message = presentPushMessage(event, subscription.locale === 'el' ? 'el' : 'en');
      const result = await send(target, JSON.stringify(message));
      if (result.kind === 'gone') {
        await repo.deleteSubscription(db, subscription.id);
        outcome.gone += 1;
        return outcome;
      }
      if (result.kind === 'failed') {
        outcome.failed += 1;
        return outcome;
      }
      outcome[result.kind === 'sent' ? 'sent' : 'refused'] += 1;
      // Events of the same millisecond move the cursor together: none is skipped by another.
      const next = fresh[index + 1];
      if (!next || next.at.getTime() > event.at.getTime()) {
        await repo.advanceCursor(db, subscription, event.at);
      }
    }
    return outcome;
  }

  return {
    config: () => presentPushConfig(config?.publicKey),

    async subscribe(user: UserRow, body: PushSubscribeBody): Promise<{ ok: true }> {
      if (!isAllowedPushEndpoint(body.endpoint, enabledConfig())) {
        throw new AppError('BAD_REQUEST', say('server_push_endpoint_not_allowed'));
      }
      await repo.upsertSubscription(db, {
        userId: user.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        locale: body.locale,
        now: deps.clock.now(),
      });
      await repo.trimSubscriptionsOf(db, user.id, MAX_SUBSCRIPTIONS_PER_USER);
      return { ok: true };
    },

    /** Only the caller's own subscription; works when push is off too (a clean switch-off). */
    async unsubscribe(user: UserRow, endpoint: string): Promise<{ removed: boolean }> {
      return { removed: await repo.deleteSubscriptionOf(db, user.id, endpoint) };
    },

    /** The user's subscriptions in their data export (decision 021), without the keys. */
    async forExport(user: UserRow) {
      const rows = await repo.subscriptionsOfUser(db, user.id);
      return rows.map(presentPushSubscriptionForExport);
    },

    /** At account deletion, inside its transaction: nothing more is pushed to their browsers. */
    forgetAllOf: (tx: Db, userId: number) => repo.deleteSubscriptionsOfUser(tx, userId),

    /** The `send-push` job's run; nothing at all when push is off. */
    async sendDue(signal?: AbortSignal): Promise<PushRunOutcome> {
      const total: PushRunOutcome = { sent: 0, gone: 0, refused: 0, failed: 0 };
      if (!config || !deps.send) return total;
      await repo.deleteSubscriptionsOfDeletedAccounts(db);
      for (const subscription of await repo.listSubscriptions(db)) {
        if (signal?.aborted) break;
        const outcome = await pushTo(subscription, deps.send);
        for (const key of Object.keys(total) as Array<keyof PushRunOutcome>) {
          total[key] += outcome[key];
        }
      }
      return total;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
