import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/server/errors';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import { renderSharePage } from './share-page';

type Options = { photos: PhotosService; webRoot: string; publicUrl: string };

const params = z.object({ photoId: z.string().max(20) });

export const shareRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const indexHtml = await readFile(path.join(options.webRoot, 'index.html'), 'utf8').catch(
    () => null,
  );

  // Share links use /share/{id}; the page itself lives at /shared/{id} (SPEC §2).
  app.get('/share/:photoId', { schema: { params } }, async (request, reply) =>
    reply.redirect(`/shared/${encodeURIComponent(request.params.photoId)}`, 301),
  );

  app.get('/shared/:photoId', { schema: { params } }, async (request, reply) => {
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built.');
    const id = Number(request.params.photoId);
    const photo =
      Number.isInteger(id) && id > 0 ? await options.photos.shared(id).catch(notFoundAsNull) : null;
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    // Unknown ids still get the app, which shows 'Message Not Found'.
    if (!photo) return reply.code(404).send(indexHtml);
    return reply.send(renderSharePage(indexHtml, photo, options.publicUrl));
  });
};

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
}
