import type { FastifyInstance } from 'fastify';
import { HUNT_BODY_LIMIT_BYTES, huntsApi } from '@/shared/contract/hunts';
import { route } from '@/server/lib/route';
import { PER_VIEWER_HEADERS } from '@/server/modules/photos/public-copy';
import type { HuntDraftsService } from './hunt-drafts.service';
import type { HuntsService } from './hunts.service';

type Options = { hunts: HuntsService; drafts: HuntDraftsService };

export async function huntsRoutes(app: FastifyInstance, { hunts, drafts }: Options) {
  const big = { bodyLimit: HUNT_BODY_LIMIT_BYTES };
  route(app, huntsApi.own, ({ user }) => hunts.own(user));
  route(app, huntsApi.available, ({ user }) => hunts.available(user));
  route(app, huntsApi.finished, ({ user }) => hunts.finished(user));
  route(app, huntsApi.progress, ({ user }) => hunts.progress(user));
  route(app, huntsApi.create, ({ user, body }) => hunts.create(user, body), big);
  route(app, huntsApi.price, ({ user, body }) => hunts.price(user, body));
  route(app, huntsApi.remove, async ({ user, params }) => {
    await hunts.remove(user, params.id);
    return { ok: true as const };
  });

  route(app, huntsApi.drafts, ({ user }) => drafts.list(user));
  route(app, huntsApi.draft, ({ user, params }) => drafts.load(user, params.id));
  route(
    app,
    huntsApi.saveDraft,
    async ({ user, body }) => ({
      draft: await drafts.save(user, body),
    }),
    big,
  );
  route(app, huntsApi.removeDraft, async ({ user, params }) => {
    await drafts.remove(user, params.id);
    return { ok: true as const };
  });

  route(app, huntsApi.stepImage, async ({ user, params, reply }) =>
    reply.headers(PER_VIEWER_HEADERS).send(await hunts.stepImage(user, params.id, params.step)),
  );
  route(app, huntsApi.revealHint, ({ user, params }) =>
    hunts.revealHint(user, params.id, params.step),
  );
  route(app, huntsApi.leaderboard, ({ user, params }) => hunts.leaderboard(user, params.id));
  route(app, huntsApi.shared, async ({ user, params, reply }) => {
    // The answer depends on who asks (a hunt meant for one person), so no shared cache keeps it.
    void reply.header('Cache-Control', 'private, no-cache');
    return hunts.shared(user, params.id);
  });
}
