import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** nginx's port, the only one the journey uses. */
export const NGINX_PORT = Number(process.env.E2E_TWO_INSTANCES_PORT ?? 3150);
/** HTTPS, as in production, with a self-signed certificate the browser is told to accept. */
export const BASE_URL = `https://localhost:${NGINX_PORT}`;
/** The instances' addresses, as nginx names them in X-Upstream, set by the global setup for the tests. */
export const UPSTREAMS_ENV = 'E2E_TWO_INSTANCES_UPSTREAMS';
