import type { PushConfig } from '@/shared/contract/push';
import type { AppLocale } from '@/shared/i18n/locale';
import { m } from '@/shared/i18n/paraglide/messages';
import { formatEuros } from '@/shared/rules/money';
import type { PushSubscriptionRow } from '@/server/db/schema/push';
import type { ActivityEvent } from '@/server/lib/activity-event';

export function presentPushConfig(publicKey: string | undefined): PushConfig {
  return { publicKey: publicKey ?? null };
}

/**
 * A subscription in its owner's data export (decision 032): which push service, in which
 * language, since when and how far pushed. Not the endpoint's path nor the p256dh and auth keys:
 * they are the browser's secrets for sending to it, useless to read and harmful in a leaked zip.
 */
export function presentPushSubscriptionForExport(row: PushSubscriptionRow) {
  return {
    pushService: new URL(row.endpoint).host,
    language: row.locale,
    subscribedAt: row.createdAt,
    notifiedUpTo: row.pushedUpTo,
  };
}

/** What a notification carries (the service worker shows it): words in the subscription's language. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** One activity event (decision 028) as a notification, worded from the catalog in `locale`. */
export function presentPushMessage(event: ActivityEvent, locale: AppLocale): PushMessage {
  const options = { locale };
  const tag = `${event.kind}:${event.sourceId}`;
  const amount = formatEuros((event.amountCents ?? 0) / 100, 2, locale);
  switch (event.kind) {
    case 'message_discovered':
      return {
        title: m.activity_push_discovered_title({}, options),
        body: event.place
          ? m.activity_push_discovered_body_place({ place: event.place }, options)
          : m.activity_push_discovered_body({}, options),
        url: '/my-space',
        tag,
      };
    case 'reward_received':
      return {
        title: m.activity_push_reward_received_title({}, options),
        body: m.activity_push_reward_received_body({ amount }, options),
        url: '/my-space',
        tag,
      };
    case 'reward_released':
      return {
        title: m.activity_push_reward_released_title({}, options),
        body: m.activity_push_reward_released_body({ amount }, options),
        url: '/my-space',
        tag,
      };
    case 'ticket_answered':
      return {
        title: m.activity_push_ticket_answered_title({}, options),
        body: m.activity_push_ticket_answered_body({ subject: event.subject ?? '' }, options),
        url: '/my-space',
        tag,
      };
    case 'hunt_step_unlocked':
      return {
        title: m.activity_push_step_unlocked_title({}, options),
        body: m.activity_push_step_unlocked_body(
          { step: event.stepNumber ?? 0, hunt: event.huntTitle ?? '' },
          options,
        ),
        url: '/treasure-hunt-viewer',
        tag,
      };
  }
}
