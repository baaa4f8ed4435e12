/**
 * Renders the illustrations the example reports refer to, as WebP files at every width, into
 * apps/web/generated/examples/{good,bad}/<name>-<width>.webp (gitignored), which the web app serves and
 * copies as /examples/. The root `build` and `dev` run it before the web's:
 *   npm run examples:images -w @verificauto/demo [-- --force]
 * Files that already exist are kept unless --force is given.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { VARIANT_WIDTHS } from '@verificauto/server/features/photos/photo.service';
import { illustrationStyle } from '../src/cars/demo-car';
import {
  EXAMPLE_IMAGES_DIR,
  EXAMPLES,
  readExampleReport,
  referencedImages,
} from '../src/examples/example-files';
import { renderIllustrationSvg } from '../src/illustrations/illustration-catalogue';
import type { IllustrationStyle } from '../src/illustrations/illustration-style';
import { mapInPool } from '../src/illustrations/in-pool';
import { renderWebpVariants } from '../src/illustrations/render-illustration';

interface Image {
  dir: string;
  name: string;
  style: IllustrationStyle;
}

const force = process.argv.includes('--force');
const started = performance.now();
const fileOf = (image: Image, width: number) => path.join(image.dir, `${image.name}-${width}.webp`);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const complete = async (image: Image) =>
  (await Promise.all(VARIANT_WIDTHS.map((w) => exists(fileOf(image, w))))).every(Boolean);

const images: Image[] = [];
for (const example of EXAMPLES) {
  const dir = path.join(EXAMPLE_IMAGES_DIR, example.uuid);
  await mkdir(dir, { recursive: true });
  const style = illustrationStyle(example.car);
  for (const name of referencedImages(await readExampleReport(example.uuid)))
    images.push({ dir, name, style });
}

const done = force ? images.map(() => false) : await Promise.all(images.map(complete));
const todo = images.filter((_, i) => !done[i]);
const sizes = await mapInPool(todo, Math.max(2, availableParallelism()), async (image) => {
  const variants = await renderWebpVariants(renderIllustrationSvg(image.name, image.style));
  await Promise.all(variants.map(({ width, data }) => writeFile(fileOf(image, width), data)));
  return variants.reduce((sum, v) => sum + v.data.length, 0);
});

const megabytes = (sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Immagini di esempio: ${todo.length} generate (${todo.length * VARIANT_WIDTHS.length} file WebP, ${megabytes} MB), ${images.length - todo.length} già presenti, in ${seconds} s`,
);
