/**
 * Renders the illustrations the example reports refer to, as WebP files at every width, into
 * apps/web/public/examples/{good,bad}/<name>-<width>.webp. Run from the repository root before
 * `vite build`:
 *   npx tsx apps/server/scripts/generate-example-images.ts [--force]
 * Files that already exist are kept unless --force is given.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { renderIllustrationSvg } from '../src/features/photos/illustrations/illustration-catalogue';
import type { IllustrationStyle } from '../src/features/photos/illustrations/illustration-style';
import { mapInPool } from '../src/features/photos/illustrations/in-pool';
import { renderWebpVariants } from '../src/features/photos/illustrations/render-illustration';
import { VARIANT_WIDTHS } from '../src/features/photos/photo.service';
import {
  EXAMPLE_CARS,
  exampleImagesDir,
  readExampleReport,
  referencedImages,
} from './example-reports/example-files';

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
for (const car of EXAMPLE_CARS) {
  const inspection = await readExampleReport(car.uuid);
  const dir = exampleImagesDir(car.uuid);
  await mkdir(dir, { recursive: true });
  const style = { ...car.illustration, odometerKm: inspection.report.odometer ?? 0 };
  for (const name of referencedImages(inspection)) images.push({ dir, name, style });
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
