import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/db';
import { createPgliteDb } from '../../src/db/pglite-db';
import { createPostgresDb } from '../../src/db/postgres-db';
import { TEST_XSRF_SECRET } from './xsrf';

// The built server as production runs it (node dist/…), for the tests of the process itself: signals,
// a database that goes away.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds a bundle of the server for this test file before its tests and deletes it after them; its own
 * name, since a file may run on PGlite and on PostgreSQL at once. Returns the bundle's path.
 */
export function useServerBundle(): string {
  const bundle = `dist/process-test-${randomBytes(4).toString('hex')}.js`;
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs', bundle], { cwd: serverDir });
  });
  afterAll(() => {
    rmSync(path.join(serverDir, bundle), { force: true });
    rmSync(path.join(serverDir, `${bundle}.map`), { force: true });
  });
  return path.join(serverDir, bundle);
}

/**
 * The database of a server process: a PGlite directory, or a schema of its own on TEST_DATABASE_URL;
 * `open` reads it before the server starts or once it has exited. `cleanups` gets their removal.
 */
export async function serverDatabase(
  cleanups: Array<() => unknown>,
): Promise<{ env: Record<string, string>; open(): Promise<Db> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const connectionString = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !connectionString) {
    return { env: { DATA_DIR: dataDir }, open: () => createPgliteDb(path.join(dataDir, 'pglite')) };
  }
  const schema = `server_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDb({ connectionString, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  cleanups.push(async () => {
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => createPostgresDb({ connectionString, searchPath: `${schema},public`, max: 1 }),
  };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process is still running. */
  alive(): boolean;
  output(): string;
}

/**
 * Starts `bundle` in development mode on a free port with `env`, without waiting for it; `cleanups` gets
 * the kill of the process.
 */
export async function spawnServer(
  bundle: string,
  env: Record<string, string>,
  cleanups: Array<() => unknown>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      XSRF_SECRET: TEST_XSRF_SECRET,
      JOB_POLL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  cleanups.push(async () => {
    if (alive()) child.kill('SIGKILL');
    await exited;
  });
  return { port, child, exited, alive, output: () => output };
}

/** `spawnServer`, then waits until /readyz answers 200. */
export async function startServer(
  bundle: string,
  env: Record<string, string>,
  cleanups: Array<() => unknown>,
): Promise<ServerProcess> {
  const server = await spawnServer(bundle, env, cleanups);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited at start:\n${server.output()}`);
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return server;
    await sleep(100);
  }
  throw new Error(`the server was not ready within 60 s:\n${server.output()}`);
}
