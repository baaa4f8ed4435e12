// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { WORKSHOP_APPLE_TOUCH_ICON_URL, WORKSHOP_MANIFEST_URL, WORKSHOP_SCOPE } from './workshop-app-scope';

const WEB = path.resolve(import.meta.dirname, '../../../..');
const PUBLIC = path.join(WEB, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, WORKSHOP_MANIFEST_URL), 'utf8')) as Record<
  string,
  unknown
> & { icons: ManifestIcon[] };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(path.join(PUBLIC, file));
  expect(data.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('the workshop app’s manifest', () => {
  it('opens /officina as an app of its own, in Italian, limited to the workshop’s pages', () => {
    expect(manifest).toMatchObject({
      id: WORKSHOP_SCOPE,
      name: 'Verificauto Officina',
      short_name: 'Officina',
      lang: 'it',
      start_url: paths.workshop.href(),
      scope: WORKSHOP_SCOPE,
      display: 'standalone',
    });
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  });

  it('takes the site’s colours: the theme of index.html and the page’s white', () => {
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const theme = /<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(html)?.[1];
    expect(manifest.theme_color).toBe(theme);
    expect(manifest.theme_color).toBe('#224385');
    expect(manifest.background_color).toBe('#ffffff');
  });

  it('has PNG icons of 192 and 512 px, each also maskable, of the size they declare', () => {
    const declared = manifest.icons.map(({ sizes, purpose, type }) => `${sizes} ${purpose} ${type}`);
    expect(declared.sort()).toEqual([
      '192x192 any image/png',
      '192x192 maskable image/png',
      '512x512 any image/png',
      '512x512 maskable image/png',
    ]);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src), icon.src).toEqual({ width, height });
    }
    expect(pngSize(WORKSHOP_APPLE_TOUCH_ICON_URL)).toEqual({ width: 180, height: 180 });
  });

  it('fills a maskable icon to its corners, where the launcher’s mask may cut', async () => {
    const { default: sharp } = await import('sharp');
    for (const icon of manifest.icons.filter(({ purpose }) => purpose === 'maskable')) {
      const { data, info } = await sharp(path.join(PUBLIC, icon.src))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      const last = info.width - 1;
      for (const [x, y] of [
        [0, 0],
        [last, 0],
        [0, last],
        [last, last],
      ] as const)
        expect(alphaAt(x, y), `${icon.src} ${x},${y}`).toBe(255);
    }
  });
});
