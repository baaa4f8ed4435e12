import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = { include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'] };
const demoTests = { include: ['tools/demo/**/*.test.ts'] };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Creating an in-memory PGlite database takes seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // `npm run test:unit` adds --coverage: a floor a little below what the whole suite reaches, so that
    // coverage cannot drop unnoticed (docs/decisions/082-exif-reader-and-coverage.md). A run of some
    // files alone leaves it off.
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', '**/generated/**', 'apps/web/src/testing/**'],
      reporter: ['text-summary', 'html'],
      // Measured 2026-11-29 with PostgreSQL: statements 91.35 %, branches 85.94 %, functions 91.03 %, lines
      // 93.27 %; on PGlite alone (no TEST_DATABASE_URL) 90.50 %, 85.43 %, 90.28 %, 92.52 %.
      thresholds: { statements: 89, branches: 84, functions: 89, lines: 91 },
    },
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The repository as a whole: e.g. every docs/ path the code names exists.
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        // `*.pg.test.ts`: about PostgreSQL itself.
        test: {
          name: 'server:pglite',
          ...serverTests,
          exclude: [...configDefaults.exclude, '**/*.pg.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      // The dev-only demo tool: seed, example-report builder, illustrations, benches.
      { extends: true, test: { name: 'demo:pglite', ...demoTests, env: { TEST_DB: 'pglite' } } },
      // Every suite that touches the database runs again on a real PostgreSQL when one is configured.
      ...(onPostgres
        ? [
            {
              extends: true,
              test: { name: 'server:postgres', ...serverTests, env: { TEST_DB: 'postgres' } },
            },
            { extends: true, test: { name: 'demo:postgres', ...demoTests, env: { TEST_DB: 'postgres' } } },
          ]
        : []),
    ],
  },
});
