/**
 * Writes the example reports shown at /report/example/good and /report/example/bad from the data
 * tables in ./example-reports. Run from the repository root:
 *   npx tsx apps/server/scripts/build-example-reports.ts
 * The JSON files are committed; run this again after changing the tables or the checklist catalogue.
 */
import { writeFile } from 'node:fs/promises';
import { buildExampleReport } from './example-reports/example-car';
import { EXAMPLE_CARS, exampleReportFile } from './example-reports/example-files';

for (const car of EXAMPLE_CARS) {
  const file = exampleReportFile(car.uuid);
  await writeFile(file, `${JSON.stringify(buildExampleReport(car), null, 2)}\n`);
  console.log(`Scritto ${file}`);
}
