// Bundles the server and the shared package into dist/server.js (or the file named by the first argument,
// one level below apps/server like dist/: paths.ts counts on it); npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@verificauto/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
