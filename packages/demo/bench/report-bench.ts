/**
 * npm run bench: GET /api/report/{uuid} (signed in as the demo buyer) against a constant-JSON route of the
 * same server, with autocannon on loopback. GET /auth/me, which only resolves the session, is measured too:
 * it is the floor of any signed-in route. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (in a
 * fresh schema, dropped afterwards), otherwise PGlite in a temporary directory.
 * Exits non-zero only when requests fail, not when the target is missed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '@verificauto/server/app';
import { loadConfig } from '@verificauto/server/config/env';
import { SESSION_COOKIE } from '@verificauto/server/features/auth/session-policy';
import { createPhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import autocannon from 'autocannon';
import { DEMO_IDS, DEMO_PASSWORD, seedDemoData } from '../src/seed/seed';
import { openBenchDb } from './bench-db';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const BUYER = 'acquirente@verificauto.test';
const TARGET = { ratio: 0.25, p99Ms: 20 };
const CONSTANT_PATH = '/bench/constant';
const SESSION_PATH = '/auth/me';
const REPORT_PATH = `/api/report/${DEMO_IDS.approvedInspection}`;

const cookieValue = (setCookies: string[], name: string) =>
  setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`));

/** What the SPA does: read the XSRF-TOKEN cookie, then sign in with it echoed in the header. */
async function signInBuyer(origin: string): Promise<string> {
  const xsrf = cookieValue((await fetch(`${origin}/`)).headers.getSetCookie(), XSRF_COOKIE);
  if (!xsrf) throw new Error('GET / non ha impostato il cookie XSRF-TOKEN');
  const res = await fetch(`${origin}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, [XSRF_HEADER]: xsrf.split('=')[1] ?? '' },
    body: JSON.stringify({ email: BUYER, password: DEMO_PASSWORD }),
  });
  const session = cookieValue(res.headers.getSetCookie(), SESSION_COOKIE);
  // Sign-in replaces the anti-forgery token with one bound to the new session.
  const sessionXsrf = cookieValue(res.headers.getSetCookie(), XSRF_COOKIE);
  if (res.status !== 200 || !session || !sessionXsrf) {
    throw new Error(`accesso di ${BUYER} non riuscito: ${res.status}`);
  }
  return `${sessionXsrf}; ${session}`;
}

const load = (url: string, cookie: string, seconds: number) =>
  // One worker thread, so that the load generator does not share the server's event loop.
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie }, workers: 1 });

type Result = Awaited<ReturnType<typeof load>>;

function table(results: [label: string, result: Result][]): string[] {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = results.map(([label, r]) => [
    label,
    r.requests.average.toFixed(0),
    String(r.latency.p50),
    String(r.latency.p99),
    String(r.non2xx),
    String(r.errors),
  ]);
  return [header, ...rows].map((cells) => cells.map((c, i) => (i ? c.padStart(9) : c.padEnd(30))).join(''));
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'va-bench-data-'));
  const bench = await openBenchDb(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const photoStorage = createPhotoStorage(config);
  await seedDemoData(bench.db, { photoStorage });
  const app = await buildApp({ config, db: bench.db, photoStorage });
  const constant = { service: 'verificauto', status: 'ok' };
  app.get(CONSTANT_PATH, async () => constant);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookie = await signInBuyer(origin);
    const check = await fetch(`${origin}${REPORT_PATH}`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`${REPORT_PATH} risponde ${check.status}`);
    const loadAverage = os.loadavg()[0]?.toFixed(2);

    const measure = async (route: string) => {
      await load(`${origin}${route}`, cookie, WARM_UP_SECONDS);
      return load(`${origin}${route}`, cookie, SECONDS);
    };
    const base = await measure(CONSTANT_PATH);
    const session = await measure(SESSION_PATH);
    const report = await measure(REPORT_PATH);
    const results: [string, Result][] = [
      [`GET ${CONSTANT_PATH}`, base],
      [`GET ${SESSION_PATH} (solo sessione)`, session],
      ['GET /api/report/{uuid}', report],
    ];
    const ratio = report.requests.average / base.requests.average;
    console.log(
      [
        `${new Date().toISOString()} · ${bench.label} · ${CONNECTIONS} connessioni, ${SECONDS} s per route · ` +
          `Node ${process.version} · ${os.availableParallelism()} CPU · carico medio all'inizio ${loadAverage}`,
        ...table(results),
        `rapporto report/costante: ${ratio.toFixed(3)} (obiettivo ≥ ${TARGET.ratio}); ` +
          `p99 report: ${report.latency.p99} ms (obiettivo < ${TARGET.p99Ms} ms)`,
      ].join('\n'),
    );
    if (results.some(([, r]) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    // autocannon resolves before its last requests are answered; let them finish before closing the pool.
    await sleep(1000);
    await app.close();
    await bench.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark non riuscito:', error);
  process.exit(1);
});
