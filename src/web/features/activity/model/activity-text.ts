import type { ActivityItem } from '@/shared/contract/endpoints/activity';

export type ActivityText = { title: string; detail: string | null };

const euros = (amount: number | null) => `€${(amount ?? 0).toFixed(2)}`;

/** What each kind of activity says (the server sends kinds and parameters, decision 028). */
export function activityText(item: ActivityItem): ActivityText {
  switch (item.kind) {
    case 'message_discovered':
      return {
        title: 'Someone discovered your message',
        detail: item.place ?? (item.huntTitle ? null : 'A hidden message of yours'),
      };
    case 'reward_received':
      return { title: `Reward received: ${euros(item.amount)}`, detail: item.place };
    case 'reward_released':
      return { title: `Reward released: ${euros(item.amount)} is now withdrawable`, detail: null };
    case 'ticket_answered':
      return { title: 'Support answered your ticket', detail: item.subject };
    case 'hunt_step_unlocked':
      return {
        title: `Step ${item.stepNumber ?? ''} unlocked`,
        detail: item.huntTitle,
      };
  }
}

/** Whether an item came after what the user had seen when the list was opened. */
export function isNew(item: ActivityItem, seenUpTo: string | null): boolean {
  return seenUpTo === null || Date.parse(item.at) > Date.parse(seenUpTo);
}
