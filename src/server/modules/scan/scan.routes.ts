import type { FastifyInstance } from 'fastify';
import { scanApi } from '@/shared/contract/scan';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { route } from '@/server/lib/route';
import { decodeBase64Image, processImage } from '@/server/providers/uploads';
import type { ScanService } from './scan.service';

export async function scanRoutes(app: FastifyInstance, { scan }: { scan: ScanService }) {
  route(
    app,
    scanApi.analyze,
    async ({ user, body }) => {
      // Decoded and re-encoded like an upload: the same type, size and pixel rules apply.
      const { image } = await processImage(decodeBase64Image(body.imageData));
      return scan.analyze(user, image);
    },
    { bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * (4 / 3)) + 64 * 1024 },
  );

  route(app, scanApi.local, ({ user, body }) =>
    scan.scanLocal(
      user,
      { text: body.text, analysisToken: body.analysisToken },
      body.userLatitude,
      body.userLongitude,
    ),
  );

  route(app, scanApi.global, ({ user, body }) =>
    scan.scanGlobal(user, { text: body.text, analysisToken: body.analysisToken }),
  );
}
