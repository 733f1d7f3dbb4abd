import type { FastifyInstance } from 'fastify';
import { pushApi } from '@/shared/contract/push';
import { route } from '@/server/lib/route';
import type { PushService } from './push.service';

export async function pushRoutes(app: FastifyInstance, { push }: { push: PushService }) {
  route(app, pushApi.config, () => push.config());
  route(app, pushApi.subscribe, ({ user, body }) => push.subscribe(user, body));
  route(app, pushApi.unsubscribe, ({ user, body }) => push.unsubscribe(user, body.endpoint));
}
