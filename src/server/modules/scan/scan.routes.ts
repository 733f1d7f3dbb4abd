import type { FastifyInstance } from 'fastify';
import { scanApi } from '@/shared/contract/scan';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { route } from '@/server/lib/route';
import type { ScanService } from './scan.service';

export async function scanRoutes(app: FastifyInstance, { scan }: { scan: ScanService }) {
  route(app, scanApi.analyze, ({ user, body }) => scan.analyze(user, body.imageData), {
    bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * (4 / 3)) + 64 * 1024,
  });

  route(app, scanApi.local, ({ user, body }) =>
    scan.scanLocal(
      user,
      { text: body.text, analysisToken: body.analysisToken },
      { latitude: body.userLatitude, longitude: body.userLongitude, accuracyM: body.userAccuracy },
      { capturedAt: body.capturedAt, idempotencyKey: body.idempotencyKey },
    ),
  );

  route(app, scanApi.global, ({ user, body }) =>
    scan.scanGlobal(
      user,
      { text: body.text, analysisToken: body.analysisToken },
      { idempotencyKey: body.idempotencyKey },
    ),
  );
}
