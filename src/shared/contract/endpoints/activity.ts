import { routes } from '../endpoint';
import type { activityShapes } from '../activity';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../activity';

export const activityApi = routes<typeof activityShapes>()({
  /** The signed-in user's own activity, newest first; nobody else's, whoever asks. */
  list: {
    method: 'GET',
    path: '/api/activity',
    access: 'user',
    errors: [],
  },
  /** Moves the user's 'seen up to' forward (never back, never past now). */
  markSeen: {
    method: 'POST',
    path: '/api/activity/seen',
    access: 'user',
    errors: [],
  },
});
