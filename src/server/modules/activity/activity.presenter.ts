import type { ActivityItem, ActivityList } from '@/shared/contract/activity';
import { centsToEuros } from '@/shared/rules/money';
import type { ActivityEvent } from '@/server/lib/activity-event';

/** Every field listed, so nothing else a module's row holds can reach the reply. */
export function presentActivityItem(event: ActivityEvent): ActivityItem {
  return {
    id: `${event.kind}:${event.sourceId}`,
    kind: event.kind,
    at: event.at.toISOString(),
    photoId: event.photoId ?? null,
    place: event.place ?? null,
    amount: event.amountCents == null ? null : centsToEuros(event.amountCents),
    ticketId: event.ticketId ?? null,
    subject: event.subject ?? null,
    notice: event.notice ?? null,
    huntId: event.huntId ?? null,
    huntTitle: event.huntTitle ?? null,
    stepNumber: event.stepNumber ?? null,
  };
}

export function presentActivity(events: ActivityEvent[], seenUpTo: Date | null): ActivityList {
  return {
    items: events.map(presentActivityItem),
    seenUpTo: seenUpTo?.toISOString() ?? null,
    unread: events.filter((event) => !seenUpTo || event.at > seenUpTo).length,
  };
}
