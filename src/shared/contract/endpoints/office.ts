import { routes } from '../endpoint';
import type { officeShapes } from '../office';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../office';

export const officeApi = routes<typeof officeShapes>()({
  stats: {
    method: 'GET',
    path: '/api/office/stats',
    access: 'admin',
    errors: [],
  },
  searchUsers: {
    method: 'GET',
    path: '/api/office/users/search',
    access: 'admin',
    errors: [],
  },
  /** Every ticket, newest activity first; unread counts are the admin's. */
  tickets: {
    method: 'GET',
    path: '/api/office/support',
    access: 'admin',
    errors: [],
  },
  counts: {
    method: 'GET',
    path: '/api/office/counts',
    access: 'admin',
    errors: [],
  },
  moderationQueue: {
    method: 'GET',
    path: '/api/office/moderation',
    access: 'admin',
    errors: [],
  },
  /** Reads the hidden content of a message under review; the reading is logged. */
  revealSecret: {
    method: 'POST',
    path: '/api/office/moderation/:id/reveal',
    access: 'admin',
    errors: [404],
  },
  decide: {
    method: 'POST',
    path: '/api/office/moderation/:id/decision',
    access: 'admin',
    errors: [404, 409],
  },
  /** Rewards between accounts that share a payout bank account, waiting for a decision. */
  heldRewards: {
    method: 'GET',
    path: '/api/office/rewards/held',
    access: 'admin',
    errors: [],
  },
  /** Approve releases it to the finder; reject returns it to the creator. Once only (409 after). */
  decideHeldReward: {
    method: 'POST',
    path: '/api/office/rewards/:id/decision',
    access: 'admin',
    errors: [404, 409],
  },
  audit: {
    method: 'GET',
    path: '/api/office/audit',
    access: 'admin',
    errors: [],
  },
});
