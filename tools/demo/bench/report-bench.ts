/**
 * npm run bench: GET /api/report/{uuid} (signed in as the demo buyer, accepting brotli as browsers do)
 * against a constant-JSON route of the same server, with autocannon on loopback: the throughput ratio at
 * saturation, the p99 at a steady rate (STEADY), and the first read of a report no cache holds. GET /auth/me, which only
 * resolves the session, is measured too: it is the floor of any signed-in route. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (in a
 * fresh schema, dropped afterwards), otherwise PGlite in a temporary directory.
 * Exits non-zero only when requests fail, not when the target is missed.
 */
import { SESSION_COOKIE } from '@verificauto/server/features/auth/session/session-policy';
import { createPhotoStorage } from '@verificauto/server/features/photos/photo-storage';
import { XSRF_COOKIE, XSRF_HEADER } from '@verificauto/shared/contracts/xsrf';
import { DEMO_IDS, DEMO_PASSWORD, seedDemoData } from '../src/seed/seed';
import { measureFirstReads } from './first-read';
import {
  CONNECTIONS,
  CONSTANT_PATH,
  failed,
  type LoadResult,
  measure,
  runHeader,
  runHttpBench,
  SECONDS,
  STEADY,
  table,
} from './http-load';

const BUYER = 'acquirente@verificauto.test';
const TARGET = { ratio: 0.5, p99Ms: 10 };
// What a browser sends: the report goes out in its kept brotli encoding; the constant route is too small
// to be compressed, but gets the same request.
const ACCEPT_BROTLI = { 'accept-encoding': 'br' };
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

runHttpBench(
  async (bench, config) => {
    const photoStorage = createPhotoStorage(config);
    await seedDemoData(bench.db, { photoStorage });
    return { photoStorage };
  },
  async (origin, bench) => {
    const cookie = await signInBuyer(origin);
    const check = await fetch(`${origin}${REPORT_PATH}`, { headers: { cookie, ...ACCEPT_BROTLI } });
    if (check.status !== 200) throw new Error(`${REPORT_PATH} risponde ${check.status}`);
    if (check.headers.get('content-encoding') !== 'br') throw new Error(`${REPORT_PATH} non è in brotli`);
    const header = runHeader(
      bench.label,
      `al massimo con ${CONNECTIONS} connessioni, poi costante a ${STEADY.rate} richieste/s con ${STEADY.connections} · ${SECONDS} s per route`,
    );

    const firstReads = await measureFirstReads(
      bench,
      `${origin}${REPORT_PATH}`,
      DEMO_IDS.approvedInspection,
      {
        cookie,
        ...ACCEPT_BROTLI,
      },
    );
    const options = { cookie, headers: ACCEPT_BROTLI };
    const base = await measure(`${origin}${CONSTANT_PATH}`, options);
    const session = await measure(`${origin}${SESSION_PATH}`, options);
    const report = await measure(`${origin}${REPORT_PATH}`, options);
    const steadyBase = await measure(`${origin}${CONSTANT_PATH}`, { ...options, ...STEADY });
    const steadyReport = await measure(`${origin}${REPORT_PATH}`, { ...options, ...STEADY });
    const steady = `costante ${STEADY.rate}/s`;
    const results: [string, LoadResult][] = [
      [`GET ${CONSTANT_PATH}`, base],
      [`GET ${SESSION_PATH} (solo sessione)`, session],
      ['GET /api/report/{uuid} (br)', report],
      [`GET ${CONSTANT_PATH}, ${steady}`, steadyBase],
      [`GET /api/report/{uuid} (br), ${steady}`, steadyReport],
    ];
    const ratio = report.requests.average / base.requests.average;
    console.log(
      [
        header,
        ...table(results),
        `rapporto report/costante: ${ratio.toFixed(3)} (obiettivo ≥ ${TARGET.ratio}); p99 report a ` +
          `${STEADY.rate} richieste/s: ${steadyReport.latency.p99} ms (obiettivo < ${TARGET.p99Ms} ms; ` +
          `a saturazione ${report.latency.p99} ms)`,
        firstReads,
      ].join('\n'),
    );
    if (failed(results)) process.exitCode = 1;
  },
);
