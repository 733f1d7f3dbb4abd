import { routes } from '../endpoint';
import type { huntsShapes } from '../hunts';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../hunts';

export const huntsApi = routes<typeof huntsShapes>()({
  own: {
    method: 'GET',
    path: '/api/treasure-hunts',
    access: 'user',
    errors: [],
  },
  available: {
    method: 'GET',
    path: '/api/treasure-hunts/available',
    access: 'user',
    errors: [],
  },
  /** The hunts the viewer finished, latest first: the viewer no longer offers them (SPEC §4). */
  finished: {
    method: 'GET',
    path: '/api/treasure-hunts/finished',
    access: 'user',
    errors: [],
  },
  progress: {
    method: 'GET',
    path: '/api/treasure-hunts/progress',
    access: 'user',
    errors: [],
  },
  remove: {
    method: 'DELETE',
    path: '/api/treasure-hunts/:id',
    access: 'user',
    errors: [404],
  },
  /**
   * Publishes the hunt, each step from its `uploadId` (read when uploaded) or else its `photo`
   * (read now), every step judged as an upload's publish is: 404 naming a step whose upload is
   * not the creator's, made up or expired; 409 for one still being read or already published;
   * 422 naming the step whose photo has too little text; 409 UNCONFIRMED_WARNINGS naming every
   * step with a soft warning (steps of this hunt compared too) its `confirmedWarnings` does not
   * list. Nothing is charged or written on any of these.
   */
  create: {
    method: 'POST',
    path: '/api/treasure-hunt',
    access: 'user',
    errors: [402, 404, 409, 422, 429, 503],
  },
  price: {
    method: 'POST',
    path: '/api/treasure-hunt/price',
    access: 'user',
    errors: [],
  },
  drafts: {
    method: 'GET',
    path: '/api/treasure-hunt/drafts',
    access: 'user',
    errors: [],
  },
  draft: {
    method: 'GET',
    path: '/api/treasure-hunt/drafts/:id',
    access: 'user',
    errors: [404],
  },
  saveDraft: {
    method: 'POST',
    path: '/api/treasure-hunt/draft',
    access: 'user',
    errors: [404, 409, 413, 429],
  },
  removeDraft: {
    method: 'DELETE',
    path: '/api/treasure-hunt/drafts/:id',
    access: 'user',
    errors: [404],
  },
  /** A step's photo, for its creator and the players whose step is active or completed. */
  stepImage: {
    method: 'GET',
    path: '/api/treasure-hunts/:id/steps/:step/image',
    access: 'user',
    errors: [404],
  },
  revealHint: {
    method: 'POST',
    path: '/api/treasure-hunts/:id/steps/:step/hints',
    access: 'user',
    errors: [404, 409],
  },
  leaderboard: {
    method: 'GET',
    path: '/api/treasure-hunts/:id/leaderboard',
    access: 'user',
    errors: [404],
  },
  /** Public: what the share link's page shows. */
  shared: {
    method: 'GET',
    path: '/api/treasure-hunts/shared/:id',
    access: 'public',
    errors: [404],
  },
});
