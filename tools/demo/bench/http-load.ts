import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AppDeps, buildApp } from '@verificauto/server/app';
import { type Config, loadConfig } from '@verificauto/server/config/env';
import autocannon from 'autocannon';
import { type BenchDb, openBenchDb } from './bench-db';
import type { LoadRequest } from './load-client';
import type { LoadResult } from './paced-load';

export type { LoadResult } from './paced-load';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

/** `GET` outside `/api`, so no session lookup: the framework's floor. */
export const CONSTANT_PATH = '/bench/constant';
/**
 * Latency targets are read at a steady load far above what the service will see (requests a second from
 * every visitor together), not at saturation, where latency is only the length of the queue.
 */
export const STEADY = { rate: Number(process.env.BENCH_RATE ?? 100), connections: 10 };

/** Adds the constant route and listens on a random loopback port; returns the origin. */
async function listenWithConstantRoute(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const constant = { service: 'verificauto', status: 'ok' };
  app.get(CONSTANT_PATH, async () => constant);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface LoadOptions {
  cookie?: string;
  /** Sent with every request, besides the cookie. */
  headers?: Record<string, string>;
  /** A steady load: this many requests a second over all connections, instead of as many as possible. */
  rate?: number;
  connections?: number;
  /** Paths each connection requests in turn, instead of the URL's own. */
  paths?: readonly string[];
}

/**
 * The load in a separate process, as a real client would be. In a worker thread of the server's own
 * process (as before 25 November 2026) autocannon doubled the constant route's p99 at a steady 100 requests
 * a second (docs/performance.md); `BENCH_LOAD_IN=worker` measures the runs at full speed that way again.
 * A steady rate is paced request by request (paced-load.ts), not in autocannon's per-second bursts.
 */
export function runLoad(
  url: string,
  seconds: number,
  { cookie, headers: extra, paths, rate, connections }: LoadOptions,
) {
  const headers = cookie || extra ? { ...extra, ...(cookie ? { cookie } : {}) } : undefined;
  const request: LoadRequest = rate
    ? { paced: { url, rate, connections: connections ?? CONNECTIONS, duration: seconds, paths, headers } }
    : {
        autocannon: {
          url,
          connections: connections ?? CONNECTIONS,
          duration: seconds,
          ...(headers ? { headers } : {}),
          ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
        },
      };
  if (process.env.BENCH_LOAD_IN === 'worker' && 'autocannon' in request) {
    return autocannon({ ...request.autocannon, workers: 1 });
  }
  return new Promise<LoadResult>((resolve, reject) => {
    const client = fork(new URL('./load-client.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    client.once('message', (result) => resolve(result as LoadResult));
    client.once('error', reject);
    // After a result this changes nothing; before one, the client failed.
    client.once('exit', (code) => reject(new Error(`load-client.ts exited (${code}) without a result`)));
    client.send(request);
  });
}

/** A warm-up of WARM_UP_SECONDS, then the measured SECONDS. */
export async function measure(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  await runLoad(url, WARM_UP_SECONDS, options);
  return runLoad(url, SECONDS, options);
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

/** The first line of a result: when, where, how hard, and how busy the machine was at the start. */
export function runHeader(label: string, what: string): string {
  return (
    `${new Date().toISOString()} · ${label} · ${what} · Node ${process.version} · ` +
    `${os.availableParallelism()} CPU · carico medio all'inizio ${os.loadavg()[0]?.toFixed(2)}`
  );
}

/**
 * A bench of the whole app over HTTP: PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh
 * schema, dropped afterwards), otherwise PGlite in a temporary directory. `prepare` fills the database and
 * may give the app more dependencies; `body` measures against the origin. Everything is removed at the end,
 * and a failure exits non-zero.
 */
export function runHttpBench(
  prepare: (bench: BenchDb, config: Config) => Promise<Partial<AppDeps>>,
  body: (origin: string, bench: BenchDb) => Promise<void>,
): void {
  const main = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'va-bench-data-'));
    const bench = await openBenchDb(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
    const app = await buildApp({ config, db: bench.db, ...(await prepare(bench, config)) });
    const origin = await listenWithConstantRoute(app);
    try {
      await body(origin, bench);
    } finally {
      // autocannon resolves before its last requests are answered; let them finish before closing the pool.
      await sleep(1000);
      await app.close();
      await bench.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  main().catch((error: unknown) => {
    console.error('Benchmark non riuscito:', error);
    process.exit(1);
  });
}
