/**
 * Writes the example reports shown at /report/example/good and /report/example/bad from the demo cars
 * (src/cars/good-car.ts, bad-car.ts) into the web's apps/web/src/features/report/examples/{good,bad}.json,
 * which are committed:
 *   npm run examples:build -w @verificauto/demo
 * Run it again after changing a car, the checklist catalogue or the report contract; then
 * `npm run examples:images -w @verificauto/demo` renders any new image (docs/decisions/021-example-reports.md).
 */
import { writeFile } from 'node:fs/promises';
import { EXAMPLES, exampleReportFile } from '../src/examples/example-files';
import { buildExampleReport } from '../src/examples/example-report';

for (const example of EXAMPLES) {
  const file = exampleReportFile(example.uuid);
  await writeFile(file, `${JSON.stringify(buildExampleReport(example), null, 2)}\n`);
  console.log(`Scritto ${file}`);
}
