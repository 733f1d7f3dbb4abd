import { routes } from '../endpoint';
import type { debugShapes } from '../debug';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../debug';

export const debugApi = routes<typeof debugShapes>()({
  deviceInfo: {
    method: 'GET',
    path: '/api/debug/device-id',
    access: 'admin',
    errors: [],
  },
  testDeviceBlock: {
    method: 'POST',
    path: '/api/debug/test-device-block',
    access: 'admin',
    errors: [],
  },
});
