// Renders the icons of the installable workshop app (docs/decisions/067-workshop-app-installable.md) from
// the site's logo, apps/web/src/assets/favicon.svg, into apps/web/public/icons/. Run by hand after a change
// of the logo, and commit the PNGs: node scripts/build-workshop-icons.mjs
//
// - officina-{192,512}.png: the logo as it is, its rounded corners transparent ("any" in the manifest);
// - officina-maskable-{192,512}.png: the logo's colour to the edges, the tick inside the central circle of
//   80 % that every launcher's mask keeps (https://web.dev/articles/maskable-icon);
// - officina-apple-touch-180.png: full square as well, since iOS rounds the corners itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'apps/web/src/assets/favicon.svg'), 'utf8');
const outDir = path.join(root, 'apps/web/public/icons');

const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const tick = /<path[^>]*\/>/.exec(logo)?.[0];
if (!background || !tick) throw new Error('favicon.svg: manca lo sfondo o il segno di spunta');

/** The tick on a square of the logo's colour, a little smaller so that it stays clear of any mask. */
const fullBleed =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(0.85) translate(-32 -32)">${tick}</g></svg>`;

const icons = [
  { file: 'officina-192.png', svg: logo, size: 192 },
  { file: 'officina-512.png', svg: logo, size: 512 },
  { file: 'officina-maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'officina-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'officina-apple-touch-180.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  // Rendered at the icon's size from the vector (density: 72 dpi per 64 px of the viewBox).
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`apps/web/public/icons/${file}`);
}
