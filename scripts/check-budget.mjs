// Fails when a page's first load (entry JS + CSS, their static imports, and the page's route chunks)
// exceeds its budget, gzipped: the home page, and the report page that shared links open.
// Reads Vite's manifest of the production build; a page's code is in the file named after it
// (apps/web/build/page-chunks.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = [
  { page: 'Home', bytes: 120 * KB, chunks: ['home-page'] },
  // 190 KB until the report gained its severities, fault codes and odometer check; 192 until the seller's
  // booking path's routes and the site's price reached the shared entry (docs/performance.md).
  { page: 'Report (/report/{uuid})', bytes: 193 * KB, chunks: ['report-page'] },
];
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function firstLoad(chunks) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Voce mancante nel manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  for (const name of chunks) {
    const key = Object.keys(manifest).find(
      (candidate) => manifest[candidate].name === name && !manifest[candidate].isEntry,
    );
    if (!key) throw new Error(`File mancante nella build: ${name}`);
    collect(key);
  }
  return files;
}

let failed = false;
for (const { page, bytes, chunks } of BUDGETS) {
  let total = 0;
  const rows = [...firstLoad(chunks)].map((file) => {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    return `${(size / KB).toFixed(1).padStart(7)} KB  ${file}`;
  });
  console.log(rows.join('\n'));
  const verdict = `${page}, primo caricamento: ${(total / KB).toFixed(1)} KB gzip (limite ${bytes / KB} KB)`;
  if (total > bytes) {
    console.error(`${verdict} — LIMITE SUPERATO`);
    failed = true;
  } else console.log(verdict);
}
if (failed) process.exit(1);
