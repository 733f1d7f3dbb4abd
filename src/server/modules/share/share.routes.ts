import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAX_ID } from '@/shared/contract/numbers';
import { sharePagesApi } from '@/shared/contract/platform';
import { AppError } from '@/server/errors';
import { route } from '@/server/lib/route';
import type { HuntsService } from '@/server/modules/hunts/hunts.service';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import { renderHuntPage, renderSharePage } from './share-page';

type Options = {
  photos: PhotosService;
  hunts: Pick<HuntsService, 'shared'>;
  webRoot: string;
  publicUrl: string;
};

export async function shareRoutes(app: FastifyInstance, options: Options) {
  const indexHtml = await readFile(path.join(options.webRoot, 'index.html'), 'utf8').catch(
    () => null,
  );

  route(app, sharePagesApi.shareLink, ({ params, reply }) =>
    reply.redirect(`/shared/${encodeURIComponent(params.photoId)}`, 301),
  );

  route(app, sharePagesApi.sharedPage, async ({ user, params, reply }) => {
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built.');
    const id = /^\d{1,10}$/.test(params.photoId) ? Number(params.photoId) : 0;
    const photo =
      id > 0 && id <= MAX_ID ? await options.photos.shared(user, id).catch(notFoundAsNull) : null;
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-cache');
    // Unknown ids still get the app, which shows 'Message Not Found'.
    if (!photo) return reply.code(404).send(indexHtml);
    return reply.send(renderSharePage(indexHtml, photo, options.publicUrl));
  });

  route(app, sharePagesApi.huntPage, async ({ user, params, reply }) => {
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built.');
    const id = /^\d{1,10}$/.test(params.huntId) ? Number(params.huntId) : 0;
    const hunt =
      id > 0 && id <= MAX_ID ? await options.hunts.shared(user, id).catch(notFoundAsNull) : null;
    // A hunt meant for one person is a page for them alone: no shared cache may keep it.
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-cache');
    // Unknown ids still get the app, which says the hunt was not found.
    if (!hunt) return reply.code(404).send(indexHtml);
    return reply.send(renderHuntPage(indexHtml, hunt, options.publicUrl));
  });
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}
