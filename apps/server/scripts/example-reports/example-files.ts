import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
} from '@verificauto/shared/contracts/report';
import { BAD_CAR } from './bad-car';
import type { ExampleCar } from './example-car';
import { GOOD_CAR } from './good-car';

export const EXAMPLE_CARS: readonly ExampleCar[] = [GOOD_CAR, BAD_CAR];

const webPath = (relative: string) => fileURLToPath(new URL(`../../../web/${relative}`, import.meta.url));

/** The committed JSON the report page imports lazily for /report/example/{uuid}. */
export const exampleReportFile = (uuid: string) => webPath(`src/features/report/examples/${uuid}.json`);

/** Where the generated WebP files go; vite copies public/ as is. */
export const exampleImagesDir = (uuid: string) => webPath(`public/examples/${uuid}`);

export async function readExampleReport(uuid: string): Promise<InspectionReport> {
  return InspectionReportSchema.parse(JSON.parse(await readFile(exampleReportFile(uuid), 'utf8')));
}

const IMAGE_SRC = /^\/examples\/[a-z]+\/([a-z0-9-]+)-\d+\.webp$/;

/** Every image name the report refers to, once each: the JSON is the list of what to generate. */
export function referencedImages(inspection: InspectionReport): string[] {
  const { report } = inspection;
  const photos: Photo[] = [
    ...(report.main_image ? [report.main_image] : []),
    ...[...report.key_photos.exterior, ...report.key_photos.interior].map((k) => k.photo),
    ...report.key_photos_imperfections,
    ...Object.values(report.items).flatMap((items) => items.flatMap((item) => item.photos)),
  ];
  const names = photos.map(({ src }) => {
    const name = IMAGE_SRC.exec(src)?.[1];
    if (!name) throw new Error(`Percorso di immagine di esempio non valido: ${src}`);
    return name;
  });
  return [...new Set(names)];
}
