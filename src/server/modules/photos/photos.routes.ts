import type { FastifyInstance } from 'fastify';
import { photosApi } from '@/shared/contract/photos';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { route } from '@/server/lib/route';
import { decodeBase64Image } from '@/server/providers/uploads';
import { PER_VIEWER_HEADERS } from './public-copy';
import type { NewMessage } from './create-message';
import type { ModerationService } from './moderation.service';
import type { PhotosService } from './photos.service';

/** The camera screen sends the image (and maybe a PDF) as base64 inside JSON. */
const JSON_CREATE_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES * 2 * (4 / 3)) + 64 * 1024;

type MessageFields = Omit<NewMessage, 'image' | 'place' | 'target'>;

function withImage<T extends MessageFields>(fields: T, image: Buffer | null) {
  if (!image) throw new AppError('BAD_REQUEST', say('server_select_image'));
  return { fields, image };
}

export async function photosRoutes(
  app: FastifyInstance,
  { photos, moderation }: { photos: PhotosService; moderation: ModerationService },
) {
  route(app, photosApi.report, ({ user, params, body }) =>
    moderation.report(user, params.id, body),
  );

  route(
    app,
    photosApi.create,
    async ({ user, payload }) => {
      const { fields, image } =
        payload.kind === 'form'
          ? withImage(payload.fields, payload.file)
          : withImage(payload.body, decodeBase64Image(payload.body.imageData));
      const { latitude, longitude, location, targetUsername } = fields;
      return photos.create(user, {
        ...messageOf(fields),
        image,
        target: { username: targetUsername },
        place: { latitude, longitude, location },
      });
    },
    { bodyLimit: JSON_CREATE_BODY_LIMIT },
  );

  route(app, photosApi.createGlobal, async ({ user, form }) => {
    const { fields, image } = withImage(form.fields, form.file);
    return photos.create(user, {
      ...messageOf(fields),
      image,
      target: { userId: fields.targetUserId, username: fields.targetUsername },
      place: null,
    });
  });

  route(app, photosApi.nearby, ({ user, query }) => photos.nearby(user, query.lat, query.lng));
  route(app, photosApi.own, ({ user }) => photos.own(user));
  route(app, photosApi.stats, ({ user }) => photos.stats(user));
  route(app, photosApi.discovered, ({ user }) => photos.discovered(user));
  route(app, photosApi.global, ({ user }) => photos.global(user));
  route(app, photosApi.shared, ({ user, params }) => photos.shared(user, params.id));

  for (const [endpoint, variant] of [
    [photosApi.image, 'image'],
    [photosApi.thumbnail, 'thumbnail'],
  ] as const) {
    // One URL, other bytes per viewer (the original for the creator and discoverers, the
    // blurred copy for everyone else; decision 014): no cache may keep it or hand one
    // viewer's reply to another, and a discovery shows the original at the next request.
    route(app, endpoint, async ({ user, params, reply }) =>
      reply.headers(PER_VIEWER_HEADERS).send(await photos.image(user, params.id, variant)),
    );
  }

  route(app, photosApi.pdf, async ({ user, params, reply }) => {
    const { bytes, fileName } = await photos.pdf(user, params.id);
    const asciiName = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header(
        'Content-Disposition',
        `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });

  route(app, photosApi.edit, ({ user, params, body }) => photos.edit(user, params.id, body));
  route(app, photosApi.reactivate, ({ user, params, body }) =>
    photos.reactivate(user, params.id, body.additionalScans, body.requestId),
  );
  route(app, photosApi.remove, async ({ user, params }) => {
    await photos.remove(user, params.id);
    return { ok: true as const };
  });
}

/** The message fields both create forms share, whatever carried them. */
function messageOf(fields: MessageFields): MessageFields {
  return {
    messageType: fields.messageType,
    hiddenMessage: fields.hiddenMessage,
    publicDescription: fields.publicDescription,
    pdfData: fields.pdfData,
    pdfFileName: fields.pdfFileName,
    isPrivate: fields.isPrivate,
    maxScans: fields.maxScans,
    hasRewards: fields.hasRewards,
    rewardAmount: fields.rewardAmount,
    confirmedWarnings: fields.confirmedWarnings,
  };
}
