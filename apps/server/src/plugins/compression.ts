import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Text only: photos and PDFs are compressed already, and an event stream must reach the client as it goes.
const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:json|xml)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\s*(?:;|$)/;

/**
 * Brotli or gzip, as the client accepts, for the text answers of the routes registered after this, above
 * 1 KiB (below it the framing outweighs the saving). Brotli at quality 4: on each response, quality 11
 * costs far more time than it saves bytes. An answer that already has its Content-Encoding (the report's
 * kept encodings) goes as it is; the build's files are never compressed here (plugins/static-assets.ts).
 * Request bodies are not decompressed: no client of this API sends them compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: COMPRESSIBLE_TYPES,
  });
}
