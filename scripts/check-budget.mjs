// Fails when the home page's first load (entry JS + CSS, their static imports, and the home route chunk)
// exceeds 120 KB gzipped. Reads Vite's manifest of the production build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Voce mancante nel manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/features/marketing/home-page.tsx');

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  return `${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`;
});
console.log(rows.join('\n'));
const verdict = `Home, primo caricamento: ${(total / 1024).toFixed(1)} KB gzip (limite ${BUDGET_BYTES / 1024} KB)`;
if (total > BUDGET_BYTES) {
  console.error(`${verdict} — LIMITE SUPERATO`);
  process.exit(1);
}
console.log(verdict);
