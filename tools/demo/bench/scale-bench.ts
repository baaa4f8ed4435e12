/**
 * npm run bench:scale [-- --scale 1 --database-url postgres://…]: grows a PostgreSQL database to a year of a
 * national service × the scale factor (scale/generate-scale-data.ts; a database already at that scale is
 * reused), starts the built server on it and measures every list route at a paced 50 requests a second and
 * at saturation, then times the purge and the retention while a paced load runs on the workshop search. The
 * results, with the list routes' query plans, go to docs/performance.md. `npm run build` first.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Db } from '@verificauto/server/db/db';
import { migrate } from '@verificauto/server/db/migrate';
import { createPostgresDb } from '@verificauto/server/db/postgres-db';
import { startSession } from '@verificauto/server/features/auth/session/session.service';
import { PURGE_JOB, RETENTION_JOB } from '@verificauto/server/features/maintenance/maintenance-jobs';
import { purgeExpiredRows } from '@verificauto/server/features/maintenance/purge.repository';
import { applyRetention } from '@verificauto/server/features/maintenance/retention';
import { erasePersonalData } from '@verificauto/server/features/profile/my-data.repository';
import { DEMO_COMPANY } from '@verificauto/shared/legal/company';
import { byPopulation } from './bench-workshops';
import { assertBuilt, freePort, startBuiltServer } from './built-product';
import { type LoadResult, runLoad, SECONDS } from './http-load';
import { generateScaleData } from './scale/generate-scale-data';
import { type BenchIds, listRoutePlans } from './scale/scale-plans';
import { type BenchRole, SCALE_ROUTES } from './scale/scale-routes';
import { scaleId } from './scale/scale-sql';

const PACED = { rate: 50, connections: 10 };
const SATURATION_CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
const MAINTENANCE_WINDOW_SECONDS = 5;
const SERVER_STATEMENT_TIMEOUT = '20s';
const RESULTS_MARKER = '<!-- bench:scale results, newest first -->';
const DOC = new URL('../../../docs/performance.md', import.meta.url);

const { values: args } = parseArgs({
  options: { scale: { type: 'string' }, 'database-url': { type: 'string' } },
});
const scale = Number(args.scale ?? process.env.BENCH_SCALE ?? 1);
const databaseUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;

/** The accounts the generator made for the bench (scale/scale-sql.ts): customer 1 sells, 2 buys. */
async function benchIds(db: Db): Promise<BenchIds & Record<Exclude<BenchRole, 'guest'>, string>> {
  const [row] = await db.query<BenchIds & { backoffice: string; technician: string }>(
    `SELECT ${scaleId('user', '1')} AS seller, ${scaleId('user', '2')} AS buyer,
            ${scaleId('workshop', '1')} AS workshop, ${scaleId('backoffice', '1')} AS backoffice,
            ${scaleId('technician', '1')} AS technician,
            (SELECT id FROM invoices ORDER BY issued_at DESC, id DESC OFFSET 49 LIMIT 1) AS invoice,
            (SELECT id FROM inspections WHERE seller_id = ${scaleId('user', '1')}
              ORDER BY created_at DESC, id DESC OFFSET 29 LIMIT 1) AS "sellerPage"`,
  );
  if (!row) throw new Error('account del bench non trovati');
  return row;
}

/** Sessions opened as a sign-in opens them (sign-in itself is rate-limited per account). */
async function cookies(db: Db, ids: Record<Exclude<BenchRole, 'guest'>, string>) {
  const cookieOf = async (userId: string) =>
    `va_session=${(await startSession(db, { userId, ip: '127.0.0.1', userAgent: 'bench:scale' })).token}`;
  return {
    backoffice: await cookieOf(ids.backoffice),
    seller: await cookieOf(ids.seller),
    buyer: await cookieOf(ids.buyer),
    technician: await cookieOf(ids.technician),
    guest: undefined,
  } satisfies Record<BenchRole, string | undefined>;
}

/**
 * The server schedules the hourly purge and the daily retention at start, and its worker would run them in
 * the middle of the measurements: the bench marks this period's runs done, and times them itself.
 */
async function holdMaintenanceJobs(db: Db): Promise<void> {
  const hour = 60 * 60_000;
  const now = Date.now();
  const periods = [
    [PURGE_JOB, Math.floor(now / hour) * hour],
    [PURGE_JOB, (Math.floor(now / hour) + 1) * hour],
    [RETENTION_JOB, Math.floor(now / (24 * hour)) * 24 * hour],
  ] as const;
  for (const [name, at] of periods) {
    const runAt = new Date(at);
    await db.query(
      `INSERT INTO jobs (name, run_at, status, dedupe_key) VALUES ($1, $2, 'done', $3)
       ON CONFLICT (dedupe_key) DO UPDATE SET status = 'done'`,
      [name, runAt, `${name}:${runAt.toISOString()}`],
    );
  }
}

const saturation = (url: string, options: { cookie?: string; paths?: readonly string[] }) =>
  runLoad(url, SECONDS, { ...options, connections: SATURATION_CONNECTIONS });

/**
 * Saturation first (it warms the route up too), then the paced rate, only when the route can bear it: a paced
 * load above what the server answers only grows a queue, for minutes at scale 1.
 */
async function measureRoute(url: string, options: { cookie?: string; paths?: readonly string[] }) {
  const max = await saturation(url, options);
  if (max.requests.average < PACED.rate) return { max };
  await runLoad(url, WARM_UP_SECONDS, { ...options, ...PACED });
  return { max, paced: await runLoad(url, SECONDS, { ...options, ...PACED }) };
}

async function fetchJson(url: string, cookie: string | undefined): Promise<{ body: unknown; bytes: number }> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

interface Row {
  label: string;
  bytes: number | string;
  /** Absent when the route answers fewer than PACED.rate requests a second at saturation. */
  paced?: LoadResult;
  max?: LoadResult;
}

const kb = (bytes: number | string) =>
  typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : bytes;
const failures = (r: LoadResult) => r.non2xx + r.errors;

const failed = (row: Row) => (row.paced ? failures(row.paced) : 0) + (row.max ? failures(row.max) : 0);

function resultsTable(rows: readonly Row[]): string[] {
  return [
    '| route | bytes | p50 ms | p99 ms | max ms | req/s at saturation | failed |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const { paced, max } = row;
      const latency = paced
        ? `${paced.latency.p50} | ${paced.latency.p99} | ${paced.latency.max}`
        : max
          ? `above capacity | (saturation p99 ${max.latency.p99}) | ${max.latency.max}`
          : '— | — | —';
      return `| ${row.label} | ${kb(row.bytes)} | ${latency} | ${max ? max.requests.average.toFixed(0) : '—'} | ${failed(row)} |`;
    }),
  ];
}

/** Paced windows on `paths` while `work` runs: the worst window's p99 and the longest answer. */
async function loadDuring(origin: string, paths: readonly string[], work: () => Promise<void>) {
  let done = false;
  const windows: LoadResult[] = [];
  const load = (async () => {
    while (!done) windows.push(await runLoad(origin, MAINTENANCE_WINDOW_SECONDS, { paths, ...PACED }));
  })();
  const started = performance.now();
  await work().finally(() => {
    done = true;
  });
  const seconds = (performance.now() - started) / 1000;
  await load;
  return {
    seconds,
    p99: Math.max(...windows.map((w) => w.latency.p99)),
    max: Math.max(...windows.map((w) => w.latency.max)),
    failed: windows.reduce((sum, w) => sum + failures(w), 0),
  };
}

async function main() {
  if (!databaseUrl) {
    throw new Error(
      'indica il database: --database-url postgres://… oppure BENCH_DATABASE_URL (docs/performance.md)',
    );
  }
  if (!(scale > 0)) throw new Error('--scale deve essere un numero maggiore di zero');
  assertBuilt();
  const db = await createPostgresDb({ connectionString: databaseUrl, max: 4 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'va-bench-scale-'));
  try {
    await migrate(db);
    console.log(`Generazione dei dati, scala ${scale}:`);
    const generation = await generateScaleData(db, scale, console.log);
    const [size] = await db.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    await holdMaintenanceJobs(db);
    const ids = await benchIds(db);
    const cookie = await cookies(db, ids);
    const port = await freePort();
    const { origin, server } = await startBuiltServer({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // A list that takes minutes at this scale (a count per row with no index) would go on loading the
      // database after its client gave up, and weigh on every later measurement: it fails instead.
      PGOPTIONS: `-c statement_timeout=${SERVER_STATEMENT_TIMEOUT}`,
      LOG_LEVEL: 'warn',
    });
    try {
      const header =
        `${new Date().toISOString()} · scala ${scale} · database ${size?.size} · ` +
        `${generation.generated ? `dati generati in ${generation.seconds} s` : 'dati già alla scala, riusati'} · ` +
        `${os.cpus()[0]?.model} × ${os.availableParallelism()} · Node ${process.version} · ` +
        `carico medio all'inizio ${os.loadavg()[0]?.toFixed(2)}`;
      console.log(header);
      const rows: Row[] = [];
      for (const route of SCALE_ROUTES) {
        const started = performance.now();
        try {
          const first = await fetchJson(`${origin}${route.path}`, cookie[route.as]);
          const target = route.next ? route.next(first.body) : route.path;
          const { bytes } = route.next ? await fetchJson(`${origin}${target}`, cookie[route.as]) : first;
          rows.push({
            label: route.label,
            bytes,
            ...(await measureRoute(`${origin}${target}`, { cookie: cookie[route.as] })),
          });
        } catch (error) {
          // Not measured: loading it again and again would only repeat the failure for minutes.
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          rows.push({
            label: route.label,
            bytes: `not measured: ${(error as Error).message.split(':')[0]} after ${seconds} s`,
          });
        }
        console.log(resultsTable(rows).at(-1));
      }

      // Each report once (first reads, not in the cache), then one report again and again (cached), read by the
      // back office, which may read them all, as a buyer reads the reports bought.
      const reports = await db.query<{ uuid: string }>(
        `SELECT inspection_id AS uuid FROM reports WHERE backoffice_state = 'approved' ORDER BY md5(id::text)`,
      );
      const reportPaths = reports.map((r) => `/api/report/${r.uuid}`);
      const firstReads = reportPaths.slice(0, PACED.rate * SECONDS);
      const uncached = await runLoad(origin, SECONDS, {
        paths: firstReads,
        cookie: cookie.backoffice,
        ...PACED,
      });
      const cachedPath = reportPaths[0] ?? '';
      const { bytes: reportBytes } = await fetchJson(`${origin}${cachedPath}`, cookie.backoffice);
      rows.push({
        label: `report, prima lettura (${firstReads.length} report diversi)`,
        bytes: reportBytes,
        paced: uncached,
      });
      const cached = await measureRoute(`${origin}${cachedPath}`, { cookie: cookie.backoffice });
      rows.push({ label: 'report già in cache', bytes: reportBytes, ...cached });
      const towns = Array.from({ length: 300 }, () => {
        const town = byPopulation();
        return `/api/inspectors?lat=${town.lat.toFixed(4)}&lng=${town.lng.toFixed(4)}`;
      });
      const { bytes: townBytes } = await fetchJson(`${origin}${towns[0]}`, undefined);
      rows.push({
        label: 'ricerca delle officine (300 comuni)',
        bytes: townBytes,
        ...(await measureRoute(origin, { paths: towns })),
      });
      console.log(resultsTable(rows).slice(-3).join('\n'));

      const before = await runLoad(origin, SECONDS, { paths: towns, ...PACED });
      const site = { publicUrl: origin, company: DEMO_COMPANY };
      const maintenance = [
        '| job | seconds | search p99 before, ms | worst 5 s window p99 during, ms | max during, ms | failed |',
        '|---|---|---|---|---|---|',
      ];
      const jobs = [
        ['purge (purgeExpiredRows)', () => purgeExpiredRows(db)],
        ['retention (applyRetention)', () => applyRetention({ db, eraseAccount: erasePersonalData, site })],
      ] as const;
      for (const [label, job] of jobs) {
        const m = await loadDuring(origin, towns, job);
        maintenance.push(
          `| ${label} | ${m.seconds.toFixed(1)} | ${before.latency.p99} | ${m.p99} | ${m.max} | ${m.failed} |`,
        );
        console.log(maintenance.at(-1));
      }

      const plans = await listRoutePlans(db, ids);
      await writeResults(header, rows, maintenance, plans);
      if (rows.some((row) => failed(row) > 0)) process.exitCode = 1;
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function writeResults(
  header: string,
  rows: readonly Row[],
  maintenance: readonly string[],
  plans: readonly { label: string; plans: string[] }[],
): Promise<void> {
  const doc = await readFile(DOC, 'utf8');
  if (!doc.includes(RESULTS_MARKER)) throw new Error(`docs/performance.md: manca la riga ${RESULTS_MARKER}`);
  const section = [
    `### Run of ${header}`,
    '',
    `Paced: ${PACED.rate} requests/s over ${PACED.connections} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up; ` +
      `saturation (first): ${SATURATION_CONNECTIONS} connections as fast as the server answers, ${SECONDS} s. A route that answers ` +
      `fewer than ${PACED.rate} requests/s at saturation is not paced ("above capacity": its queue would only grow). ` +
      'Bytes: the JSON before compression.',
    '',
    ...resultsTable(rows),
    '',
    ...maintenance,
    '',
    '<details><summary>Query plans of the list routes (EXPLAIN (ANALYZE, BUFFERS))</summary>',
    '',
    ...plans.flatMap(({ label, plans: text }) => [`**${label}**`, '', '```', ...text, '```', '']),
    '</details>',
    '',
  ].join('\n');
  await writeFile(DOC, doc.replace(RESULTS_MARKER, `${RESULTS_MARKER}\n\n${section}`));
}

main().catch((error: unknown) => {
  console.error('Benchmark non riuscito:', error);
  process.exit(1);
});
