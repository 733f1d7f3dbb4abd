import { routes } from '../endpoint';
import type { uploadsShapes } from '../uploads';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../uploads';

export const uploadsApi = routes<typeof uploadsShapes>()({
  /** The photo stored and read; nothing charged. Counts as an analysis (fair use). */
  create: {
    method: 'POST',
    path: '/api/uploads',
    access: 'user',
    form: { file: 'image' },
    errors: [422, 429],
  },
  /**
   * The upload again: reads it now if OCR was busy before; fresh warnings, also against the
   * caller's own uploads named in `with` (a hunt's other steps) within 100 m.
   */
  get: {
    method: 'GET',
    path: '/api/uploads/:id',
    access: 'user',
    errors: [404],
  },
  /** The stored photo, to its owner only: the picture the regions are drawn on. */
  image: {
    method: 'GET',
    path: '/api/uploads/:id/image',
    access: 'user',
    errors: [404],
  },
  /**
   * The message, charged now. Idempotent: publishing the same upload again answers the same
   * message and charges nothing. 409 with code UNCONFIRMED_WARNINGS when a soft warning holds
   * that `confirmedWarnings` does not list; 422 when the text is too little.
   */
  publish: {
    method: 'POST',
    path: '/api/uploads/:id/publish',
    access: 'user',
    errors: [402, 404, 409, 422],
  },
});
