import { routes } from '../endpoint';
import type { platformShapes, sharePagesShapes } from '../platform';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../platform';

export const platformApi = routes<typeof platformShapes>()({
  /** 200 while this process serves (it listens only once the database is migrated); no query. */
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    errors: [],
  },
  /** 200 when this process can serve: the database and the blob store both answer. */
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    errors: [503],
  },
  /** Prometheus' text format, for a bearer of METRICS_TOKEN; 404 when none is configured. */
  metrics: {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    errors: [401, 404],
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
    errors: [],
  },
  stats: {
    method: 'GET',
    path: '/api/platform/stats',
    access: 'public',
    errors: [],
  },
});

/** The pages crawlers read: HTML with the message's social tags, and the share links' redirect. */
export const sharePagesApi = routes<typeof sharePagesShapes>()({
  sharedPage: {
    method: 'GET',
    path: '/shared/:photoId',
    access: 'public',
    errors: [404, 503],
  },
  /** A treasure hunt's share page: its outline and social tags, nothing of any step. */
  huntPage: {
    method: 'GET',
    path: '/hunt/:huntId',
    access: 'public',
    errors: [404, 503],
  },
  /** Share links use /share/{id}; the page itself lives at /shared/{id} (SPEC §2). */
  shareLink: {
    method: 'GET',
    path: '/share/:photoId',
    access: 'public',
    errors: [],
  },
});
