import { routes } from '../endpoint';
import type { scanShapes } from '../scan';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../scan';

export const scanApi = routes<typeof scanShapes>()({
  /** OCR of a captured photo. */
  analyze: {
    method: 'POST',
    path: '/api/analyze',
    access: 'user',
    errors: [429, 503],
  },
  /** Messages within the discovery range of the scanner's position. */
  local: {
    method: 'POST',
    path: '/api/scan',
    access: 'user',
    errors: [403, 409, 422, 429],
  },
  /** Books and magazines: global messages, from anywhere. */
  global: {
    method: 'POST',
    path: '/api/scan/global',
    access: 'user',
    errors: [403, 409, 422, 429],
  },
});
