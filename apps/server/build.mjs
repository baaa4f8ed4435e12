// Bundles the server and the shared package into dist/server.js (or the file named by the first argument,
// one level below apps/server like dist/: paths.ts counts on it); npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The API's reference page is imported in development only, from the dev dependencies that production's
// image leaves out (docs/decisions/079-openapi.md): external too, never bundled.
const DEVELOPMENT_ONLY = ['@fastify/swagger-ui'];
const external = [
  ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@verificauto/')),
  ...DEVELOPMENT_ONLY.filter((name) => name in pkg.devDependencies),
];

await build({
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
