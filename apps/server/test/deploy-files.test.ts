import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EnvSchema } from '../src/config/env';
import { paths } from '../src/paths';

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

describe('deploy/nginx/verificauto.conf', () => {
  it('passes nginx -t, with a self-signed certificate and the instances on 127.0.0.1', () => {
    const dir = path.join(work, 'nginx');
    cpSync(path.join(deployDir, 'nginx'), dir, { recursive: true });
    const certificate = path.join(dir, 'fullchain.pem');
    const key = path.join(dir, 'privkey.pem');
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
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    );
    const conf = read('deploy/nginx/verificauto.conf');
    // nginx -t resolves the upstream hosts, which only exist on compose's network.
    const tested = conf
      .replace(/^(\s*server )app\d+(:\d+)/gm, '$1127.0.0.1$2')
      .replace('/etc/nginx/tls/fullchain.pem', certificate)
      .replace('/etc/nginx/tls/privkey.pem', key)
      .replace(/access_log \S+/, `access_log ${path.join(dir, 'access.log')}`);
    expect(tested).not.toBe(conf);
    writeFileSync(path.join(dir, 'verificauto.conf'), tested);
    const temp = (name: string) => path.join(dir, name);
    writeFileSync(
      temp('nginx.conf'),
      [
        `pid ${temp('nginx.pid')};`,
        'events {}',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((p) => `  ${p}_temp_path ${temp(p)};`),
        `  include ${temp('verificauto.conf')};`,
        '}',
      ].join('\n'),
    );
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')], {
      encoding: 'utf8',
    });
    expect(result.error, `${NGINX}: apt-get install nginx, or NGINX=/path/to/nginx`).toBeUndefined();
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });
});

describe('Dockerfile', () => {
  it('builds on the Node major CI runs', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(read('Dockerfile'))?.[1];
    expect(image, 'ARG NODE_IMAGE of the Dockerfile').toBe(process.versions.node.split('.')[0]);
  });
});
