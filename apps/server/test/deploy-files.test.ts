import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema } from '../src/config/env';
import { paths } from '../src/paths';
import { localNginx } from './helpers/local-nginx';
import { freePort } from './helpers/server-process';

// What CI can check of deploy/ without a Docker engine (docs/decisions/078-compose-https-and-settings.md):
// the compose file against the example settings and the server's own list, the proxy configuration with
// nginx -t, and the image's Node against CI's.

const deployDir = path.join(paths.repoRoot, 'deploy');
const read = (file: string) => readFileSync(path.join(paths.repoRoot, file), 'utf8');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

interface Service {
  image?: string;
  build?: unknown;
  env_file?: string | string[];
  environment?: Record<string, string>;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
/** The Verificauto server's containers: the ones built from the repository that listen (not storage-init). */
const appServices = services.filter(([, s]) => s.build !== undefined && s.environment?.NODE_ENV);

/** NAME=value lines of the example file, in order. */
const exampleText = read('deploy/production.env.example');
const exampleVariables = [...exampleText.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');

const work = mkdtempSync(path.join(tmpdir(), 'verificauto-deploy-'));
// nginx's workers (nobody, when started as root) read the certbot folder inside it.
chmodSync(work, 0o755);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('deploy/production.env.example', () => {
  it('names each variable once', () => {
    expect(exampleVariables.filter((name, i) => exampleVariables.indexOf(name) !== i)).toEqual([]);
  });

  it('lists every variable the server reads (config/env.ts)', () => {
    const missing = Object.keys(EnvSchema.shape).filter((name) => !exampleVariables.includes(name));
    expect(missing, 'add them to deploy/production.env.example, with a comment').toEqual([]);
  });

  it('lists every variable the compose file uses', () => {
    const used = new Set(
      [...read('deploy/compose.yaml').matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => name && !exampleVariables.includes(name))).toEqual([]);
  });

  it('says above each variable, or pair of variables, what it is', () => {
    const lines = exampleText.split('\n');
    const uncommented = lines.flatMap((line, i) => {
      if (!/^[A-Z]/.test(line)) return [];
      const above = lines[i - 1] ?? '';
      const twoAbove = lines[i - 2] ?? '';
      return above.startsWith('# ') || (/^[A-Z]/.test(above) && twoAbove.startsWith('# ')) ? [] : [line];
    });
    expect(uncommented).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  it('pins every image it pulls to an exact version', () => {
    const pulled = services.filter(([, s]) => s.build === undefined);
    expect(pulled.length).toBeGreaterThan(0);
    const unpinned = pulled
      .map(([name, s]) => `${name}: ${s.image}`)
      .filter((entry) => !/: [\w./-]+:v?\d+\.\d+(\.\d+)?$/.test(entry));
    expect(unpinned).toEqual([]);
  });

  it('gives the server every setting through env_file, and only settings it reads', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    const known = Object.keys(EnvSchema.shape);
    for (const [name, service] of appServices) {
      expect(service.env_file, name).toBe('production.env');
      // Blanked: the store's root credentials live in the same file but are not the app's.
      const garage = exampleVariables.filter((variable) => variable.startsWith('GARAGE_'));
      expect(garage.length).toBeGreaterThan(0);
      for (const variable of garage) expect(service.environment?.[variable], `${name} ${variable}`).toBe('');
      const unknown = Object.keys(service.environment ?? {}).filter(
        (variable) => !known.includes(variable) && !garage.includes(variable),
      );
      expect(unknown, name).toEqual([]);
    }
  });

  const composeVersion = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  const hasCompose = composeVersion.status === 0;
  if (!hasCompose) {
    console.log(
      `docker compose config non eseguito: \`docker compose version\` non funziona qui (${(composeVersion.error?.message ?? composeVersion.stderr).trim()})`,
    );
  }
  it.runIf(hasCompose)('docker compose config accepts it (where the compose plugin is installed)', () => {
    const copy = path.join(work, 'compose');
    cpSync(deployDir, copy, { recursive: true });
    // Every empty value filled: the required ones stop compose otherwise.
    writeFileSync(path.join(copy, 'production.env'), exampleText.replace(/^([A-Z][A-Z0-9_]*)=$/gm, '$1=x'));
    const result = spawnSync(
      'docker',
      [
        'compose',
        '-f',
        path.join(copy, 'compose.yaml'),
        '--env-file',
        path.join(copy, 'production.env'),
        'config',
        '--quiet',
      ],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

/** Status and Location of a request to the local nginx, over TLS trusting its self-signed certificate. */
function ask(url: string, ca?: Buffer): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(
      url,
      { ca, servername: 'localhost' },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    request.on('error', reject);
  });
}

describe('deploy/nginx/verificauto.conf', () => {
  it('passes nginx -t, with a self-signed certificate and the instances on 127.0.0.1', () => {
    const { args } = localNginx({ dir: path.join(work, 'nginx-t') });
    const result = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    expect(result.error, `${NGINX}: apt-get install nginx, or NGINX=/path/to/nginx`).toBeUndefined();
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('sends HTTP to HTTPS but for certbot, and keeps /metrics private', async () => {
    const ports = { http: await freePort(), https: await freePort() };
    const { file, args } = localNginx({ dir: path.join(work, 'nginx-served'), ports });
    writeFileSync(file('acme/.well-known/acme-challenge/token'), 'risposta');
    const nginx = spawn(NGINX, args, { stdio: 'ignore' });
    try {
      const ca = readFileSync(file('fullchain.pem'));
      const plain = `http://127.0.0.1:${ports.http}`;
      const secure = `https://127.0.0.1:${ports.https}`;
      await expect
        .poll(
          () =>
            ask(`${plain}/`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 10_000 },
        )
        .toBe(301);
      expect(await ask(`${plain}/report/1?x=1`)).toEqual({
        status: 301,
        location: 'https://127.0.0.1/report/1?x=1',
      });
      expect((await ask(`${plain}/.well-known/acme-challenge/token`)).status).toBe(200);
      for (const target of ['/metrics', '/metrics/', '/metrics?name=x']) {
        expect((await ask(`${secure}${target}`, ca)).status, target).toBe(404);
      }
      // Proxied: no instance listens here, so nginx answers 502 itself.
      expect((await ask(`${secure}/healthz`, ca)).status).toBe(502);
    } finally {
      nginx.kill('SIGTERM');
    }
  });
});

describe('Dockerfile', () => {
  it('builds on the Node major CI runs', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(read('Dockerfile'))?.[1];
    expect(image, 'ARG NODE_IMAGE of the Dockerfile').toBe(process.versions.node.split('.')[0]);
  });
});
