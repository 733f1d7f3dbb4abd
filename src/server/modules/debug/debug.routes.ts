import type { FastifyInstance } from 'fastify';
import { debugApi } from '@/shared/contract/debug';
import { route } from '@/server/lib/route';
import type { DebugService } from './debug.service';

/** Admin only (the table's access): anyone else gets 403 before the input is read. */
export async function debugRoutes(app: FastifyInstance, { debug }: { debug: DebugService }) {
  route(app, debugApi.deviceInfo, ({ user }) => debug.deviceInfo(user));
  route(app, debugApi.testDeviceBlock, ({ user, body }) => debug.testDeviceBlock(user, body));
}
