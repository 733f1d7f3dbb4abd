import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@/shared/contract/common';
import { platformStatsSchema, publicConfigSchema } from '@/shared/contract/platform';
import type { PlatformService } from './platform.service';

export const platformRoutes: FastifyPluginAsyncZod<{ platform: PlatformService }> = async (
  app,
  { platform },
) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => {
    await platform.health();
    return { status: 'ok' as const };
  });

  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, () =>
    platform.publicConfig(),
  );

  app.get('/api/platform/stats', { schema: { response: { 200: platformStatsSchema } } }, () =>
    platform.stats(),
  );
};
