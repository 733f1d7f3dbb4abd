import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createThrottle } from './modules/auth/throttle';
import { platformRoutes } from './modules/platform/platform.routes';
import { createPlatformService } from './modules/platform/platform.service';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { registerMultipart } from './plugins/multipart-form';
import { photosRoutes } from './modules/photos/photos.routes';
import { createPhotosService } from './modules/photos/photos.service';
import { shareRoutes } from './modules/share/share.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createDiskBlobStore, type BlobStore } from './providers/blob-store';
import { createGazetteer, type Gazetteer } from './providers/gazetteer';

export type AppDeps = {
  database: Database;
  blobs?: BlobStore;
  gazetteer?: Gazetteer;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app around a migrated database; tests call it with their own config. */
export async function buildApp(config: Config, deps: AppDeps) {
  const { database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // In-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // Responses finished during shutdown close their keep-alive socket, so close() need not
  // wait for clients to hang up (in-flight requests still complete).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and multipart change state (ARCHITECTURE §2.7): drop the default text parser.
  app.removeContentTypeParser('text/plain');

  registerErrorHandlers(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerMultipart(app);

  const auth = createAuthService({
    db: database.db,
    clock,
    throttle: createThrottle({ db: database.db, clock, limit: config.authRateLimit }),
    log: app.log,
    admin: { nickname: config.adminNickname, password: config.adminPassword },
  });
  await auth.ensureAdmin();
  registerSession(app, auth);

  await app.register(platformRoutes, {
    platform: createPlatformService({ db: database.db, config }),
  });
  await app.register(authRoutes, { auth, config });

  const db = database.db;
  const users = createUsersService({ db });
  const photos = createPhotosService({
    db,
    blobs: deps.blobs ?? createDiskBlobStore(path.join(config.dataDir, 'blobs')),
    gazetteer: deps.gazetteer ?? createGazetteer(),
    users,
  });
  await app.register(usersRoutes, { users });
  await app.register(photosRoutes, { photos });
  await app.register(shareRoutes, { photos, webRoot: config.webRoot, publicUrl: config.publicUrl });

  await registerWebApp(app, config.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
