import type { FastifyInstance } from 'fastify';
import { activityApi } from '@/shared/contract/activity';
import { route } from '@/server/lib/route';
import type { ActivityService } from './activity.service';

export async function activityRoutes(
  app: FastifyInstance,
  { activity }: { activity: ActivityService },
) {
  route(app, activityApi.list, ({ user }) => activity.list(user));
  route(app, activityApi.markSeen, ({ user, body }) =>
    activity.markSeen(user, new Date(body.upTo)),
  );
}
