import type { FastifyInstance } from 'fastify';
import { platformApi } from '@/shared/contract/platform';
import { route } from '@/server/lib/route';
import type { PlatformService } from './platform.service';

export async function platformRoutes(
  app: FastifyInstance,
  { platform }: { platform: PlatformService },
) {
  // Liveness: this process answers. It asks nothing of the database, so it stays quick while
  // the pool is busy with nearby queries or the embedded database's thread is; whether the
  // database and the blob store answer is /api/health/ready's question (decision 033).
  route(app, platformApi.health, () => ({ status: 'ok' as const }));
  route(app, platformApi.publicConfig, () => platform.publicConfig());
  route(app, platformApi.stats, () => platform.stats());
}
