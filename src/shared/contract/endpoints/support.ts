import { routes } from '../endpoint';
import type { supportShapes } from '../support';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../support';

export const supportApi = routes<typeof supportShapes>()({
  /** The signed-in user's own tickets, newest activity first. */
  tickets: {
    method: 'GET',
    path: '/api/support/tickets',
    access: 'user',
    errors: [],
  },
  /** One ticket with its conversation; opening it marks it read for this reader. */
  ticket: {
    method: 'GET',
    path: '/api/support/tickets/:id',
    access: 'user',
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/api/support/tickets',
    access: 'user',
    errors: [],
  },
  /** The owner or the admin; a closed ticket accepts no replies (409). */
  reply: {
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    access: 'user',
    errors: [404, 409],
  },
  /** Admin only (the office's Start, Reopen and Close). */
  setStatus: {
    method: 'PATCH',
    path: '/api/support/tickets/:ticketId/status',
    access: 'admin',
    errors: [404],
  },
});
