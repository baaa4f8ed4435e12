import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig, Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'verificauto-precompress-'));
  await mkdir(path.join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs the plugin's hooks as Vite does: the resolved config, then the close of a build written to `dir`. */
async function writeBundle() {
  const plugin = precompress();
  const configResolved = plugin.configResolved;
  const closeBundle = plugin.closeBundle;
  const resolve = typeof configResolved === 'function' ? configResolved : configResolved?.handler;
  const close = typeof closeBundle === 'function' ? closeBundle : closeBundle?.handler;
  // The hooks read only the build's root and output directory.
  await resolve?.call({} as never, { root: dir, build: { outDir: '.' } } as ResolvedConfig);
  await close?.call({} as Rollup.PluginContext);
}

const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = "valore ${i}";`).join('\n');
const file = (name: string) => path.join(dir, name);

describe('precompress', () => {
  it('writes brotli and gzip files beside a text file that decode to its bytes and are smaller', async () => {
    await writeFile(file('assets/index-AbC123.js'), script);
    await writeBundle();

    const original = await readFile(file('assets/index-AbC123.js'));
    const br = await readFile(file('assets/index-AbC123.js.br'));
    const gz = await readFile(file('assets/index-AbC123.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 4);
  });

  it('compresses every text kind of the build, in any folder', async () => {
    const names = ['favicon.svg', 'data.json', 'robots.txt', 'sitemap.xml', 'site.webmanifest'];
    for (const name of ['assets/style-X1.css', ...names]) await writeFile(file(name), script);
    await writeBundle();
    for (const name of ['assets/style-X1.css', ...names]) {
      expect(existsSync(file(`${name}.br`)), name).toBe(true);
      expect(existsSync(file(`${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves alone pages, source maps, images, files under 1 KiB and variants that would not be smaller', async () => {
    await writeFile(file('index.html'), script);
    await writeFile(file('assets/index-AbC123.js.map'), script);
    await writeFile(file('photo.webp'), script);
    await writeFile(file('assets/small-Q9.css'), 'a'.repeat(1023));
    // Random bytes do not compress: both encodings come out larger.
    await writeFile(file('random.txt'), randomBytes(4096));
    await writeBundle();
    for (const name of [
      'index.html',
      'assets/index-AbC123.js.map',
      'photo.webp',
      'assets/small-Q9.css',
      'random.txt',
    ]) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('removes a variant left by an earlier build when it is no longer worth sending', async () => {
    await writeFile(file('random.txt'), randomBytes(4096));
    await writeFile(file('random.txt.br'), 'vecchio');
    await writeBundle();
    expect(existsSync(file('random.txt.br'))).toBe(false);
  });
});
