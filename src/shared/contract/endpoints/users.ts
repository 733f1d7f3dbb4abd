import { routes } from '../endpoint';
import type { usersShapes } from '../users';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../users';

export const usersApi = routes<typeof usersShapes>()({
  search: {
    method: 'GET',
    path: '/api/users/search',
    access: 'user',
    errors: [],
  },
});
