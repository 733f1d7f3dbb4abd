import type { ActivityItem } from '@/shared/contract/endpoints/activity';
import { formatEuros, m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';
import { ticketSubject } from '@/web/features/support/model/ticket-words';

export type ActivityText = { title: string; detail: string | null };

const euros = (amount: number | null) => formatEuros(amount ?? 0);

/** What each kind of activity says (the server sends kinds and parameters, decision 028). */
export function activityText(item: ActivityItem): ActivityText {
  switch (item.kind) {
    case 'message_discovered':
      return {
        title: m.activity_someone_discovered(),
        detail: item.place ?? (item.huntTitle ? null : m.activity_a_message_of_yours()),
      };
    case 'reward_received':
      return {
        title: m.activity_reward_received({ amount: euros(item.amount) }),
        detail: item.place,
      };
    case 'reward_released':
      return {
        title: m.activity_reward_released({ amount: euros(item.amount) }),
        detail: null,
      };
    case 'ticket_answered':
      return {
        title: m.activity_ticket_answered(),
        detail:
          item.subject === null
            ? null
            : ticketSubject({ subject: item.subject, notice: item.notice }),
      };
    case 'hunt_step_unlocked':
      return {
        title: m.activity_step_unlocked({ step: item.stepNumber ?? '' }),
        detail: item.huntTitle === null ? null : huntTitle(item.huntTitle),
      };
  }
}

/** Whether an item came after what the user had seen when the list was opened. */
export function isNew(item: ActivityItem, seenUpTo: string | null): boolean {
  return seenUpTo === null || Date.parse(item.at) > Date.parse(seenUpTo);
}
