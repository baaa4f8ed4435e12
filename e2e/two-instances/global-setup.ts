import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { BASE_URL, NGINX, NGINX_PORT, REPO_ROOT, UPSTREAMS_ENV } from './settings';

/**
 * The committed proxy configuration; only its addresses, ports, certificate, log path and one header change
 * here.
 */
const COMMITTED_CONF = path.join(REPO_ROOT, 'deploy/nginx/verificauto.conf');
const BUCKET = 'verificauto-e2e';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `text` with `from` replaced, which must be there exactly once: a changed committed file fails loudly. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`${COMMITTED_CONF}: atteso una volta ${String(from)}, trovato ${count} volte`);
  }
  return text.replace(from, to);
}

interface LocalNginx {
  upstreams: string[];
  /** The plain HTTP server's port (the redirect to HTTPS). */
  httpPort: number;
  certificate: string;
  certificateKey: string;
  accessLog: string;
}

/**
 * The committed configuration aimed at this run's instances, ports and self-signed certificate, plus a
 * header naming the instance that answered, which the journey reads (it is not in production: it would
 * show internal addresses).
 */
function testedConf({ upstreams, httpPort, certificate, certificateKey, accessLog }: LocalNginx): string {
  let conf = readFileSync(COMMITTED_CONF, 'utf8');
  const servers = [...conf.matchAll(/^\s*server (\S+:\d+)/gm)].map((m) => m[1] ?? '');
  if (servers.length !== upstreams.length) {
    throw new Error(
      `${COMMITTED_CONF}: ${servers.length} istanze nell'upstream, il test ne avvia ${upstreams.length}`,
    );
  }
  servers.forEach((server, i) => {
    conf = replaceOnce(conf, ` ${server} `, ` ${upstreams[i]} `);
  });
  conf = replaceOnce(conf, /listen 443 ssl/, `listen 127.0.0.1:${NGINX_PORT} ssl`);
  conf = replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${certificate};`);
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${certificateKey};`);
  conf = replaceOnce(conf, /access_log \S+ verificauto;/, `access_log ${accessLog} verificauto;`);
  return replaceOnce(
    conf,
    /location \/ \{(?=\n\s*proxy_pass)/,
    'location / {\n        add_header X-Upstream $upstream_addr always;',
  );
}

/** A certificate for localhost, valid for a day, and its key: nginx serves the journey over HTTPS. */
function selfSignedCertificate(dir: string): { certificate: string; certificateKey: string } {
  const certificate = path.join(dir, 'fullchain.pem');
  const certificateKey = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  );
  return { certificate, certificateKey };
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

    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir);
    const httpPort = await freePort();
    writeFileSync(
      path.join(nginxDir, 'verificauto.conf'),
      testedConf({
        upstreams,
        httpPort,
        ...selfSignedCertificate(nginxDir),
        accessLog: path.join(nginxDir, 'access.log'),
      }),
    );
    const temp = (name: string) => path.join(nginxDir, name);
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((p) => `  ${p}_temp_path ${temp(p)};`),
        `  include ${temp('verificauto.conf')};`,
        '}',
      ].join('\n'),
    );
    const nginxLog = temp('error.log');
    const nginx = start(
      NGINX,
      ['-p', nginxDir, '-c', temp('nginx.conf'), '-e', nginxLog],
      {},
      temp('stdout.log'),
    );
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
