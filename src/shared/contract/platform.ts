import { z } from 'zod';
import { healthSchema } from './common';
import { binaryReply, endpoint, htmlReply, redirectReply } from './endpoint';

export const platformStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Euros paid out to finders so far, 2 decimals. */
  totalGiveaways: z.number(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** What the web app needs to know about this installation before anyone signs in. */
export const publicConfigSchema = z.object({
  /** The admin's nickname ({name} in the spec's texts). */
  adminNickname: z.string(),
  /** Whether "Sign in with Google" is offered. */
  googleSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const platformApi = {
  /** 200 once the database is migrated and answering. */
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    reply: { 200: healthSchema },
    errors: [503],
  }),
  /** 200 when this process can serve: the database and the blob store both answer. */
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    reply: { 200: healthSchema },
    errors: [503],
  }),
  /** Prometheus' text format, for a bearer of METRICS_TOKEN; 404 when none is configured. */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    access: 'public',
    reply: { 200: binaryReply('text/plain; version=0.0.4; charset=utf-8') },
    errors: [401, 404],
  }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    reply: { 200: publicConfigSchema },
    errors: [],
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/platform/stats',
    access: 'public',
    reply: { 200: platformStatsSchema },
    errors: [],
  }),
};

const sharePageParams = z.object({ photoId: z.string().max(20) });

/** The pages crawlers read: HTML with the message's social tags, and the share links' redirect. */
export const sharePagesApi = {
  sharedPage: endpoint({
    method: 'GET',
    path: '/shared/:photoId',
    access: 'public',
    params: sharePageParams,
    reply: { 200: htmlReply },
    errors: [404, 503],
  }),
  /** A treasure hunt's share page: its outline and social tags, nothing of any step. */
  huntPage: endpoint({
    method: 'GET',
    path: '/hunt/:huntId',
    access: 'public',
    params: z.object({ huntId: z.string().max(20) }),
    reply: { 200: htmlReply },
    errors: [404, 503],
  }),
  /** Share links use /share/{id}; the page itself lives at /shared/{id} (SPEC §2). */
  shareLink: endpoint({
    method: 'GET',
    path: '/share/:photoId',
    access: 'public',
    params: sharePageParams,
    reply: { 301: redirectReply },
    errors: [],
  }),
};
