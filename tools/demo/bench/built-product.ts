/**
 * The built app as `npm start` serves it, for the benches that drive a browser: the demo seed in a temporary
 * DATA_DIR, the built server on a free port, the system Chromium. `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// As the e2e suite starts it: no background traffic, which this machine's closed network would refuse.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function assertBuilt(): void {
  if (!existsSync(SERVER) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('manca la build: esegui prima npm run build');
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** The product as `npm start` runs it: the demo seed in its own process, then the built server. */
export async function startProduct(dataDir: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  await run('npm', ['run', '--silent', 'seed:start', '-w', '@verificauto/demo'], env);
  return startBuiltServer(env);
}

/** The built server with `env` (PORT, DATA_DIR, DATABASE_URL…), once it answers /healthz. */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
): Promise<{ origin: string; server: ChildProcess }> {
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${env.PORT}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { origin, server };
    await sleep(250);
  }
  server.kill();
  throw new Error('il server non ha risposto su /healthz entro 30 s');
}
