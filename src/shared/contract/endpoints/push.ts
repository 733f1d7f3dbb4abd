import { routes } from '../endpoint';
import type { pushShapes } from '../push';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../push';

export const pushApi = routes<typeof pushShapes>()({
  /** The server's VAPID public key, or null when Web Push is off (decision 032). */
  config: {
    method: 'GET',
    path: '/api/push/config',
    access: 'public',
    errors: [],
  },
  /**
   * Saves this browser's subscription for the signed-in user (again: the same endpoint is
   * updated; one another user had moves to this one). 404 when push is off; 400 for an endpoint
   * that is not a known push service's.
   */
  subscribe: {
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'user',
    errors: [404],
  },
  /** Forgets this browser's subscription, if it is the signed-in user's; nobody else's. */
  unsubscribe: {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    access: 'user',
    errors: [],
  },
});
