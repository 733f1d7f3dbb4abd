import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '@/shared/contract/uploads';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { route } from '@/server/lib/route';
import { PER_VIEWER_HEADERS } from './public-copy';
import type { UploadsService } from './uploads.service';

/** A publish may carry a PDF as base64 inside JSON. */
const PUBLISH_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES * (4 / 3)) + 64 * 1024;

export async function uploadsRoutes(
  app: FastifyInstance,
  { uploads }: { uploads: UploadsService },
) {
  route(app, uploadsApi.create, async ({ user, form }) => {
    if (!form.file) throw new AppError('BAD_REQUEST', say('server_select_image'));
    const { latitude, longitude } = form.fields;
    const place =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
    return uploads.upload(user, form.file, place);
  });

  route(app, uploadsApi.get, ({ user, params, query }) =>
    uploads.get(user, params.id, query.with ?? []),
  );

  route(app, uploadsApi.image, async ({ user, params, reply }) =>
    reply.headers(PER_VIEWER_HEADERS).send(await uploads.image(user, params.id)),
  );

  route(
    app,
    uploadsApi.publish,
    ({ user, params, body }) => {
      const { latitude, longitude, location, targetUserId, targetUsername, ...fields } = body;
      return uploads.publish(user, params.id, {
        messageType: fields.messageType,
        hiddenMessage: fields.hiddenMessage,
        publicDescription: fields.publicDescription,
        pdfData: fields.pdfData,
        pdfFileName: fields.pdfFileName,
        isPrivate: fields.isPrivate,
        maxScans: fields.maxScans,
        hasRewards: fields.hasRewards,
        rewardAmount: fields.rewardAmount,
        target: { userId: targetUserId, username: targetUsername },
        place:
          latitude !== undefined && longitude !== undefined
            ? { latitude, longitude, location }
            : null,
        confirmedWarnings: fields.confirmedWarnings,
      });
    },
    { bodyLimit: PUBLISH_BODY_LIMIT },
  );
}
