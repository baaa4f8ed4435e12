import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The proxy's configuration as compose mounts it (deploy/compose.yaml). */
export const COMMITTED_NGINX_CONF = fileURLToPath(
  new URL('../../../../deploy/nginx/verificauto.conf', import.meta.url),
);

export interface LocalNginxOptions {
  /** An empty folder of its own: certificate, configuration, logs and nginx's temporary files. */
  dir: string;
  /** Each instance's `host:port`, in the committed upstream's order; by default its hosts on 127.0.0.1. */
  upstreams?: string[];
  /** Where the plain HTTP and the HTTPS servers listen on 127.0.0.1; by default the committed ports. */
  ports?: { http: number; https: number };
  /** A change of the caller's own, after the local ones. */
  edit?: (conf: string) => string;
}

/** `text` with `from` replaced, which must be there exactly once: a changed committed file fails loudly. */
export function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`${COMMITTED_NGINX_CONF}: atteso una volta ${String(from)}, trovato ${count} volte`);
  }
  return text.replace(from, to);
}

/**
 * The committed configuration made runnable on this machine, with nothing else changed: the instances'
 * addresses (nginx resolves the upstream hosts at start, and they exist only on compose's network), the
 * ports, a self-signed certificate for localhost valid for a day, the logs and certbot's folder inside
 * `dir`. Returns nginx's arguments to start it (`-t` first to only test it) and the paths in `dir`.
 */
export function localNginx({ dir, upstreams, ports, edit = (conf) => conf }: LocalNginxOptions) {
  const file = (name: string) => path.join(dir, name);
  mkdirSync(file('acme/.well-known/acme-challenge'), { recursive: true });
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'],
      ...['-keyout', file('privkey.pem'), '-out', file('fullchain.pem')],
    ],
    { stdio: 'pipe' },
  );

  let conf = readFileSync(COMMITTED_NGINX_CONF, 'utf8');
  const servers = [...conf.matchAll(/^\s*server (\S+):(\d+)/gm)];
  if (upstreams && upstreams.length !== servers.length) {
    throw new Error(
      `${COMMITTED_NGINX_CONF}: ${servers.length} istanze nell'upstream, il test ne avvia ${upstreams.length}`,
    );
  }
  servers.forEach(([, host, port], i) => {
    conf = replaceOnce(conf, ` ${host}:${port} `, ` ${upstreams?.[i] ?? `127.0.0.1:${port}`} `);
  });
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${file('fullchain.pem')};`);
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${file('privkey.pem')};`);
  conf = replaceOnce(conf, /access_log \S+ /, `access_log ${file('access.log')} `);
  conf = replaceOnce(conf, 'root /var/www/acme;', `root ${file('acme')};`);
  if (ports) {
    conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
    conf = replaceOnce(conf, 'listen 443 ', `listen 127.0.0.1:${ports.https} `);
  }
  writeFileSync(file('verificauto.conf'), edit(conf));
  writeFileSync(
    file('nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${file('nginx.pid')};`,
      `error_log ${file('error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((p) => `  ${p}_temp_path ${file(p)};`),
      `  include ${file('verificauto.conf')};`,
      '}',
    ].join('\n'),
  );
  return { file, args: ['-p', dir, '-c', file('nginx.conf'), '-e', file('error.log')] };
}
