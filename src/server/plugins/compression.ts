import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Replies smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and other text replies above 1 KB with brotli or gzip, whichever the client
 * prefers. The web app's files are compressed once at build and sent as they are (web-app.ts);
 * photos, PDFs and zips are already compressed and the plugin leaves them alone. Brotli runs at
 * quality 4: per request, level 11 costs ~20x the CPU for a few per cent fewer bytes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
