import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
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
 * Starts `bundle` in development mode on a free port with `env` and waits until /readyz answers 200;
 * `cleanups` gets the kill of the process.
 */
export async function startServer(
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
  const server = { port, child, exited, alive, output: () => output };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited at start:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return server;
    await sleep(100);
  }
  throw new Error(`the server was not ready within 60 s:\n${output}`);
}
