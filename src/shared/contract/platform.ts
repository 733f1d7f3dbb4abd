import { z } from 'zod';
import { healthSchema } from './common';
import { binaryReply, htmlReply, redirectReply, withShapes, type ShapeTable } from './endpoint';
import {
  platformApi as platformRoutes,
  sharePagesApi as sharePagesRoutes,
} from './endpoints/platform';

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
  /** The map's tiles (MAP_TILE_URL); null: the map shows its markers and circles alone. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The schemas of each operation in endpoints/platform.ts: what the server validates with. */
export const platformShapes = {
  health: {
    reply: { 200: healthSchema },
  },
  ready: {
    reply: { 200: healthSchema },
  },
  metrics: {
    reply: { 200: binaryReply('text/plain; version=0.0.4; charset=utf-8') },
  },
  publicConfig: {
    reply: { 200: publicConfigSchema },
  },
  stats: {
    reply: { 200: platformStatsSchema },
  },
} satisfies ShapeTable;

export const platformApi = withShapes(platformRoutes, platformShapes);

const sharePageParams = z.object({ photoId: z.string().max(20) });

/** The schemas of each operation in endpoints/platform.ts: what the server validates with. */
export const sharePagesShapes = {
  sharedPage: {
    params: sharePageParams,
    reply: { 200: htmlReply },
  },
  huntPage: {
    params: z.object({ huntId: z.string().max(20) }),
    reply: { 200: htmlReply },
  },
  shareLink: {
    params: sharePageParams,
    reply: { 301: redirectReply },
  },
} satisfies ShapeTable;

/** The pages crawlers read: HTML with the message's social tags, and the share links' redirect. */
export const sharePagesApi = withShapes(sharePagesRoutes, sharePagesShapes);
