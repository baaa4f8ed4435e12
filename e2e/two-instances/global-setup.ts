import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localNginx, replaceOnce } from '@verificauto/server/test/helpers/local-nginx';
import pg from 'pg';
import S3rver from 's3rver';
import { BASE_URL, NGINX, NGINX_PORT, REPO_ROOT, UPSTREAMS_ENV } from './settings';

const BUCKET = 'verificauto-e2e';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function waitForExit(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what}: uscito con ${code}`))));
  });
}

/** Until `url` answers `status` (200 unless said), or the process exits, or 60 s pass. */
async function waitForHealthy(url: string, child: ChildProcess, log: string, status = 200): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: il processo è uscito (${child.exitCode})\n${readFileSync(log, 'utf8')}`);
    }
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (res) => res.status === status,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}: nessuna risposta in 60 s\n${readFileSync(log, 'utf8')}`);
}

/** A child whose output goes to `log`, in the repository root. */
function start(command: string, args: string[], env: Record<string, string>, log: string) {
  const out = openSync(log, 'a');
  return spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server, s3rver, the demo seed, two server processes
 * on them and nginx in front with the committed configuration. Answers the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL non impostato: il percorso con due istanze non parte.');
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx non trovato in ${NGINX}: installalo (apt-get install nginx) o indica NGINX=/percorso/nginx`,
    );
  }
  const serverBundle = path.join(REPO_ROOT, 'apps/server/dist/server.js');
  if (!existsSync(serverBundle)) throw new Error(`${serverBundle} non esiste: esegui prima npm run build`);

  const work = mkdtempSync(path.join(tmpdir(), 'verificauto-two-'));
  // nginx's workers (nobody, when started as root) must reach their temporary folders inside it.
  chmodSync(work, 0o755);
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  const database = `verificauto_two_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;

  const s3 = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const teardown = async () => {
    await stopAll();
    await s3.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };

  try {
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'info',
    };
    const seedLog = path.join(work, 'seed.log');
    await waitForExit(
      start('npm', ['run', '--silent', 'seed:start', '-w', '@verificauto/demo'], shared, seedLog),
      `seed demo (${seedLog})`,
    );

    const ports = [await freePort(), await freePort()];
    const upstreams = ports.map((port) => `127.0.0.1:${port}`);
    await Promise.all(
      ports.map((port, i) => {
        const log = path.join(work, `instance-${i + 1}.log`);
        const instance = start(
          'node',
          [serverBundle],
          {
            ...shared,
            PORT: String(port),
            HOST: '127.0.0.1',
            // A disk of its own: nothing an instance writes may stay where the other cannot see it.
            DATA_DIR: path.join(work, `data-${i + 1}`),
            TRUST_PROXY: '127.0.0.1',
            // The dev mailbox stays closed behind a proxy without it; the journey reads its e-mails.
            DEMO: '1',
          },
          log,
        );
        children.push(instance);
        return waitForHealthy(`http://127.0.0.1:${port}/healthz`, instance, log);
      }),
    );

    const httpPort = await freePort();
    // The committed configuration, plus a header naming the instance that answered, which the journey reads
    // (not in production: it would show internal addresses).
    const nginxConf = localNginx({
      dir: path.join(work, 'nginx'),
      upstreams,
      ports: { http: httpPort, https: NGINX_PORT },
      edit: (conf) =>
        replaceOnce(
          conf,
          /location \/ \{(?=\n\s*proxy_pass)/,
          'location / {\n        add_header X-Upstream $upstream_addr always;',
        ),
    });
    const nginxLog = nginxConf.file('error.log');
    const nginx = start(NGINX, nginxConf.args, {}, nginxConf.file('stdout.log'));
    children.push(nginx);
    // Plain HTTP only redirects; an answer there means nginx has loaded the HTTPS server too.
    await waitForHealthy(`http://localhost:${httpPort}/healthz`, nginx, nginxLog, 301);

    process.env[UPSTREAMS_ENV] = upstreams.join(',');
    console.log(`Due istanze (${upstreams.join(', ')}) dietro nginx su ${NGINX_PORT}; log in ${work}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
