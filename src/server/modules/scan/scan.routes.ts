import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/shared/contract/common';
import {
  analyzeBodySchema,
  analyzeResponseSchema,
  scanBodySchema,
  scanGlobalBodySchema,
  scanResponseSchema,
} from '@/shared/contract/scan';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { requireUser } from '@/server/plugins/session';
import { decodeBase64Image, processImage } from '@/server/providers/uploads';
import type { ScanService } from './scan.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  503: errorBodySchema,
};

export const scanRoutes: FastifyPluginAsyncZod<{ scan: ScanService }> = async (app, { scan }) => {
  app.post(
    '/api/analyze',
    {
      bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * (4 / 3)) + 64 * 1024,
      schema: { body: analyzeBodySchema, response: { 200: analyzeResponseSchema, ...errors } },
    },
    async (request) => {
      requireUser(request);
      // Decoded and re-encoded like an upload: the same type, size and pixel rules apply.
      const { image } = await processImage(decodeBase64Image(request.body.imageData));
      return scan.analyze(image);
    },
  );

  app.post(
    '/api/scan',
    { schema: { body: scanBodySchema, response: { 200: scanResponseSchema, ...errors } } },
    async (request) => {
      const { text, userLatitude, userLongitude } = request.body;
      return scan.scanLocal(requireUser(request), text, userLatitude, userLongitude);
    },
  );

  app.post(
    '/api/scan/global',
    { schema: { body: scanGlobalBodySchema, response: { 200: scanResponseSchema, ...errors } } },
    async (request) => scan.scanGlobal(requireUser(request), request.body.text),
  );
};
