import type { AddressInfo } from 'node:net';
import type { buildApp } from '@verificauto/server/app';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

/** `GET` outside `/api`, so no session lookup: the framework's floor. */
export const CONSTANT_PATH = '/bench/constant';

/** Adds the constant route and listens on a random loopback port; returns the origin. */
export async function listenWithConstantRoute(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const constant = { service: 'verificauto', status: 'ok' };
  app.get(CONSTANT_PATH, async () => constant);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

interface LoadOptions {
  cookie?: string;
  /** Paths each connection requests in turn, instead of the URL's own. */
  paths?: readonly string[];
}

const run = (url: string, seconds: number, { cookie, paths }: LoadOptions) =>
  // One worker thread, so that the load generator does not share the server's event loop.
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });

export type LoadResult = Awaited<ReturnType<typeof run>>;

/** A warm-up of WARM_UP_SECONDS, then the measured SECONDS. */
export async function measure(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  await run(url, WARM_UP_SECONDS, options);
  return run(url, SECONDS, options);
}

export function table(results: readonly (readonly [label: string, result: LoadResult])[]): string[] {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'];
  const rows = results.map(([label, r]) => [
    label,
    r.requests.average.toFixed(0),
    String(r.latency.p50),
    String(r.latency.p99),
    String(r.latency.max),
    String(r.non2xx),
    String(r.errors),
  ]);
  return [header, ...rows].map((cells) => cells.map((c, i) => (i ? c.padStart(9) : c.padEnd(34))).join(''));
}

export const failed = (results: readonly (readonly [string, LoadResult])[]) =>
  results.some(([, r]) => r.non2xx > 0 || r.errors > 0);
