import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type InspectionReport,
  InspectionReportSchema,
  type Photo,
} from '@verificauto/shared/contracts/report';
import { BAD_CAR } from '../cars/bad-car';
import { GOOD_CAR } from '../cars/good-car';
import type { ExampleReport } from './example-report';

export const EXAMPLES: readonly ExampleReport[] = [
  {
    uuid: 'good',
    reportNumber: 90001,
    inspectedAt: '2026-11-10T08:32:00.000Z',
    inspectedUntil: '2026-11-10T09:41:00.000Z',
    completedAt: '2026-11-10T15:40:00.000Z',
    workshop: { name: 'Officina Bergonzoni', city: 'Bologna' },
    car: GOOD_CAR,
  },
  {
    uuid: 'bad',
    reportNumber: 90002,
    inspectedAt: '2026-11-04T13:34:00.000Z',
    inspectedUntil: '2026-11-04T15:12:00.000Z',
    completedAt: '2026-11-05T10:15:00.000Z',
    workshop: { name: 'Officina Meccanica Gribaudo', city: 'Torino' },
    car: BAD_CAR,
  },
];

// The example reports are the web's data; this tool only writes them (docs/decisions/021-example-reports.md).
const WEB = new URL('../../../../apps/web/', import.meta.url);

/** The web's committed JSON, which it imports lazily (apps/web/src/features/report/api/load-example-report.ts). */
export const exampleReportFile = (uuid: string) =>
  fileURLToPath(new URL(`src/features/report/examples/${uuid}.json`, WEB));

/** Where the generated WebP files go (gitignored); the web serves and copies this folder as /examples/. */
export const EXAMPLE_IMAGES_DIR = fileURLToPath(new URL('generated/examples', WEB));

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
