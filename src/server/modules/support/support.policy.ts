import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';

type Viewer = Pick<UserRow, 'id' | 'isAdmin'>;
type TicketFacts = { userId: number; status: 'open' | 'in_progress' | 'closed' };

const rules = {
  // A ticket is its owner's and the support desk's (the admin role), nobody else's.
  read: (viewer: Viewer, ticket: TicketFacts) => viewer.isAdmin || ticket.userId === viewer.id,
  reply: (viewer: Viewer, ticket: TicketFacts) => rules.read(viewer, ticket),
};
export type TicketAction = keyof typeof rules;

export const ticketNotFound = () =>
  new AppError('NOT_FOUND', say('server_support_ticket_does_exist'));

/**
 * The one authorisation call of a ticket operation: someone else's ticket answers 404 like a
 * missing one (ARCHITECTURE §2.4); a closed ticket accepts no replies from anyone.
 */
export function assertCan(
  viewer: Viewer,
  action: TicketAction,
  ticket: TicketFacts | null | undefined,
): asserts ticket is TicketFacts {
  if (!ticket || !rules[action](viewer, ticket)) throw ticketNotFound();
  if (action === 'reply' && ticket.status === 'closed') {
    throw new AppError('CONFLICT', say('server_ticket_closed_accepts_more'));
  }
}
