import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from './error-handler';
import { dropDocumentHeaders } from './security';

/** Source maps stay on the build machine: they show the whole source to anyone who asks. */
const isSourceMap = (url: string) => /\.map(\?|$)/.test(url);

/**
 * The files that keep helmet's document headers: pages, and worker scripts, since a worker's
 * Content-Security-Policy is the one its script arrives with. The service worker is the app's
 * only worker (tests/e2e/web-bundle.test.ts fails if a chunk starts another).
 */
const keepsDocumentHeaders = (filePath: string) => {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return name.endsWith('.html') || name === 'sw.js';
};

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, each file
 * sent as the brotli or gzip copy made at build when the client accepts it, scripts, styles and
 * images without the headers only a document reads, and every unknown
 * non-API GET answered with index.html so the client router can draw the screen. A missing
 * asset or a source map is a 404, never the app's HTML (a script tag fed HTML fails obscurely).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      // The ETag alone revalidates; nothing here is worth fetching by ranges.
      lastModified: false,
      acceptRanges: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders(reply, filePath) {
        if (!keepsDocumentHeaders(filePath)) dropDocumentHeaders(reply);
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The static plugin answers a bare directory with 403 when `index` is off: serve the app.
  if (hasBuild) {
    app.get('/', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send(notFoundBody());
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(notFoundBody());
    }
    if (request.url.startsWith('/assets/') || isSourceMap(request.url)) {
      return reply.code(404).send(notFoundBody());
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
