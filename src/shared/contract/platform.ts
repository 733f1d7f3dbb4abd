import { z } from 'zod';

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
