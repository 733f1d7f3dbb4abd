import type { FastifyInstance } from 'fastify';
import { platformApi } from '@/shared/contract/platform';
import { route } from '@/server/lib/route';
import type { PlatformService } from './platform.service';

export async function platformRoutes(
  app: FastifyInstance,
  { platform }: { platform: PlatformService },
) {
  route(app, platformApi.health, async () => {
    await platform.health();
    return { status: 'ok' as const };
  });
  route(app, platformApi.publicConfig, () => platform.publicConfig());
  route(app, platformApi.stats, () => platform.stats());
}
