import { routes } from '../endpoint';
import type { photosShapes } from '../photos';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../photos';

export const photosApi = routes<typeof photosShapes>()({
  /** Home sends multipart with an `image` file; the camera screen sends JSON with `imageData`. */
  create: {
    method: 'POST',
    path: '/api/photos',
    access: 'user',
    form: { file: 'image' },
    errors: [402, 404, 409, 422, 503],
  },
  createGlobal: {
    method: 'POST',
    path: '/api/photos/global',
    access: 'user',
    form: { file: 'image' },
    errors: [402, 404, 409, 422, 503],
  },
  nearby: {
    method: 'GET',
    path: '/api/photos/nearby',
    access: 'user',
    errors: [],
  },
  own: {
    method: 'GET',
    path: '/api/photos/user',
    access: 'user',
    errors: [],
  },
  stats: {
    method: 'GET',
    path: '/api/photos/user/stats',
    access: 'user',
    errors: [],
  },
  /** 'Discovered by me': the newest finds first, at most DISCOVERED_LIMIT (photos.service). */
  discovered: {
    method: 'GET',
    path: '/api/photos/discovered',
    access: 'user',
    errors: [],
  },
  global: {
    method: 'GET',
    path: '/api/photos/global',
    access: 'user',
    errors: [],
  },
  /** Public: the share page is for people who are not signed in. */
  shared: {
    method: 'GET',
    path: '/api/photos/shared/:id',
    access: 'public',
    errors: [404],
  },
  image: {
    method: 'GET',
    path: '/api/photos/:id/image',
    access: 'public',
    errors: [404],
  },
  thumbnail: {
    method: 'GET',
    path: '/api/photos/:id/thumbnail',
    access: 'public',
    errors: [404],
  },
  /** Opened in a new tab: for the creator and those who discovered it. */
  pdf: {
    method: 'GET',
    path: '/api/photos/:id/pdf',
    access: 'user',
    errors: [404],
  },
  edit: {
    method: 'PUT',
    path: '/api/photos/:id/edit',
    access: 'user',
    errors: [404, 409],
  },
  /** More discoveries for a message: what 'Top up to Reactivate' leads to. */
  reactivate: {
    method: 'POST',
    path: '/api/photos/:id/reactivate',
    access: 'user',
    errors: [402, 404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/api/photos/:id',
    access: 'user',
    errors: [404],
  },
  /** Once per user and message; three different reporters withdraw it pending review. */
  report: {
    method: 'POST',
    path: '/api/photos/:id/report',
    access: 'user',
    errors: [404, 409],
  },
});
