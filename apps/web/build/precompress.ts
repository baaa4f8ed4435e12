import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Not .html: the server fills in the pages and compresses them itself (apps/server/src/plugins/pages.ts).
const TEXT_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
// Below this the encoding's own framing and a response header outweigh what compression saves.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const variants = [
  {
    extension: '.br',
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', encode: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function precompressFile(file: string) {
  const data = await readFile(file);
  await Promise.all(
    variants.map(async ({ extension, encode }) => {
      const encoded = data.length < MIN_BYTES ? undefined : await encode(data);
      // A variant no smaller than the file is never worth sending; one left by an earlier build goes.
      if (encoded && encoded.length < data.length) await writeFile(file + extension, encoded);
      else await rm(file + extension, { force: true });
    }),
  );
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (source maps aside). */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

/**
 * The build's text files precompressed at the highest settings, for the server to send as they are
 * (apps/server/src/plugins/static-assets.ts) instead of compressing them on each request. Runs after the
 * other plugins have written their files, so it belongs last in the list: at the close of the build, when
 * the workshop's service worker is written (vite.config.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'verificauto:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (!error) await precompressDir(outDir);
      },
    },
  };
}
