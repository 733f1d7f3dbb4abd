import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/shared/contract/common';
import {
  createGlobalPhotoFieldsSchema,
  createPhotoFieldsSchema,
  createPhotoJsonSchema,
  createPhotoResponseSchema,
  editPhotoBodySchema,
  nearbyQuerySchema,
  photoIdParamsSchema,
  photoListSchema,
  photoSchema,
  sharedPhotoSchema,
  userStatsSchema,
} from '@/shared/contract/photos';
import { reactivateBodySchema } from '@/shared/contract/wallet';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { AppError } from '@/server/errors';
import { parseOrThrow } from '@/server/lib/parse';
import { readMultipartForm } from '@/server/plugins/multipart-form';
import { requireUser } from '@/server/plugins/session';
import type { NewMessage } from './create-message';
import type { PhotosService } from './photos.service';
import { decodeBase64Image } from '@/server/providers/uploads';

const errors = {
  400: errorBodySchema,
  402: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
/** The camera screen sends the image (and maybe a PDF) as base64 inside JSON. */
const JSON_CREATE_BODY_LIMIT = Math.ceil(MAX_UPLOAD_BYTES * 2 * (4 / 3)) + 64 * 1024;

type Fields = z.output<typeof createPhotoFieldsSchema>;

function newMessage(
  fields: Omit<Fields, 'latitude' | 'longitude' | 'location'>,
  image: Buffer | null,
): Omit<NewMessage, 'place' | 'target'> {
  if (!image) throw new AppError('BAD_REQUEST', 'Please select an image');
  return {
    image,
    messageType: fields.messageType,
    hiddenMessage: fields.hiddenMessage,
    publicDescription: fields.publicDescription,
    pdfData: fields.pdfData,
    pdfFileName: fields.pdfFileName,
    isPrivate: fields.isPrivate,
    maxScans: fields.maxScans,
    hasRewards: fields.hasRewards,
    rewardAmount: fields.rewardAmount,
  };
}

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (
  app,
  { photos },
) => {
  // Home sends multipart with an `image` file; the camera screen sends JSON with `imageData`.
  app.post(
    '/api/photos',
    {
      bodyLimit: JSON_CREATE_BODY_LIMIT,
      schema: { response: { 201: createPhotoResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let fields: z.output<typeof createPhotoJsonSchema> | Fields;
      let image: Buffer | null;
      if (request.isMultipart()) {
        const form = await readMultipartForm(request, 'image');
        fields = parseOrThrow(createPhotoFieldsSchema, form.fields);
        image = form.file;
      } else {
        const json = parseOrThrow(createPhotoJsonSchema, request.body);
        fields = json;
        image = decodeBase64Image(json.imageData);
      }
      const created = await photos.create(user, {
        ...newMessage(fields, image),
        target: { username: fields.targetUsername },
        place: {
          latitude: fields.latitude,
          longitude: fields.longitude,
          location: fields.location,
        },
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/photos/global',
    { schema: { response: { 201: createPhotoResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, 'image');
      const fields = parseOrThrow(createGlobalPhotoFieldsSchema, form.fields);
      const created = await photos.create(user, {
        ...newMessage(fields, form.file),
        target: { userId: fields.targetUserId, username: fields.targetUsername },
        place: null,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/photos/nearby',
    { schema: { querystring: nearbyQuerySchema, response: { 200: photoListSchema, ...errors } } },
    async (request) => photos.nearby(requireUser(request), request.query.lat, request.query.lng),
  );

  app.get(
    '/api/photos/user',
    { schema: { response: { 200: photoListSchema, 401: errorBodySchema } } },
    async (request) => photos.own(requireUser(request)),
  );

  app.get(
    '/api/photos/user/stats',
    { schema: { response: { 200: userStatsSchema, 401: errorBodySchema } } },
    async (request) => photos.stats(requireUser(request)),
  );

  app.get(
    '/api/photos/global',
    { schema: { response: { 200: photoListSchema, 401: errorBodySchema } } },
    async (request) => photos.global(requireUser(request)),
  );

  // Public: the share page is for people who are not signed in.
  app.get(
    '/api/photos/shared/:id',
    { schema: { params: photoIdParamsSchema, response: { 200: sharedPhotoSchema, ...errors } } },
    async (request) => photos.shared(request.params.id),
  );

  for (const variant of ['image', 'thumbnail'] as const) {
    app.get(
      `/api/photos/:id/${variant}`,
      { schema: { params: photoIdParamsSchema } },
      async (request, reply) => {
        const bytes = await photos.image(request.params.id, variant);
        return reply
          .type('image/jpeg')
          .header('Cache-Control', 'public, max-age=86400')
          .send(bytes);
      },
    );
  }

  app.get(
    '/api/photos/:id/pdf',
    { schema: { params: photoIdParamsSchema } },
    async (request, reply) => {
      const { bytes, fileName } = await photos.pdf(requireUser(request), request.params.id);
      const asciiName = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );

  app.put(
    '/api/photos/:id/edit',
    {
      schema: {
        params: photoIdParamsSchema,
        body: editPhotoBodySchema,
        response: { 200: photoSchema, ...errors },
      },
    },
    async (request) => photos.edit(requireUser(request), request.params.id, request.body),
  );

  // More discoveries for a message; what 'Top up to Reactivate' leads to once the wallet can pay.
  app.post(
    '/api/photos/:id/reactivate',
    {
      schema: {
        params: photoIdParamsSchema,
        body: reactivateBodySchema,
        response: { 200: photoSchema, ...errors },
      },
    },
    async (request) =>
      photos.reactivate(requireUser(request), request.params.id, request.body.additionalScans),
  );

  app.delete(
    '/api/photos/:id',
    {
      schema: {
        params: photoIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await photos.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
