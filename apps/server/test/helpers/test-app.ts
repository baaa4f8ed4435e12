import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/env';
import type { Db } from '../../src/db/db';
import { openSecondConnection } from './second-connection';
import { createTestDb } from './test-db';
import { TEST_XSRF_SECRET } from './xsrf';

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="it"><head><title>Verificauto</title></head><body><div id="root"></div></body></html>';

/**
 * The pages of a web build as apps/web/build/prerendered-pages.ts writes them: the home page and the
 * shell of every other path, both TEST_INDEX_HTML here, and their manifest.
 */
export function writeTestPages(dir: string): void {
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(dir, 'shell.html'), TEST_INDEX_HTML);
  const manifest = { shell: 'shell.html', pages: [{ route: '/', file: 'index.html' }] };
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(manifest));
}

function fixtureWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verificauto-web-'));
  writeTestPages(dir);
  return dir;
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

async function startApp(
  config: Config,
  db: Db,
  { webRoot = fixtureWebRoot(), logDestination }: Pick<AppDeps, 'webRoot' | 'logDestination'> = {},
): Promise<TestContext> {
  const app = await buildApp({ config, db, webRoot, logDestination });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The whole server on a fresh database, driven through `app.inject` (real HTTP semantics, no port);
 * `webRoot`, the web build it serves, is a bare index.html unless given; `logDestination` captures its log.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'webRoot' | 'logDestination'> = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'va-data-')),
    // Required in production; tests of production settings get it here.
    PHOTO_URL_SECRET: 'segreto-di-prova-dei-link-alle-foto',
    XSRF_SECRET: TEST_XSRF_SECRET,
    ...env,
  });
  return startApp(config, await createTestDb(), options);
}

/** Another app instance on the same database, through a connection pool (and change feed) of its own. */
export async function createSecondInstance(first: TestContext): Promise<TestContext> {
  return startApp(first.config, await openSecondConnection(first.db));
}
