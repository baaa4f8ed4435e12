import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { hashToken, safeEqual } from '../../lib/tokens';
import { readDatabaseMetrics } from './metrics.repository';

/** A count read at a scrape stops here: "10,000" reads "at least 10,000" (docs/decisions/080-metrics.md). */
export const COUNT_CAP = 10_000;
/** The payments of the last hour. */
export const PAYMENT_WINDOW_SECONDS = 3_600;
// As the readiness check's: well within the scrape's time-out (5 s in deploy/prometheus/prometheus.yml).
const DATABASE_TIMEOUT_MS = 1_500;
// From a cached answer (under a millisecond) to a request that hits the 20 s statement limit of the benches.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop, garbage collector) in a registry of the process: every
 * app a process builds (tests build many) shows them, and only one event-loop monitor runs.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface RequestSample {
  method: string;
  /** The route's template (/api/report/:uuid), never the path a client sent. */
  route: string;
  statusCode: number;
  seconds: number;
}

export interface AppMetrics {
  observeRequest(sample: RequestSample): void;
  /** The text Prometheus reads, the database's values read now. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** One registry per app, never prom-client's global one: several apps in a process count apart. */
export function createAppMetrics(db: Queryable, log: Pick<FastifyBaseLogger, 'warn'>): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'verificauto_http_request_duration_seconds',
    help: 'Durata delle richieste HTTP, per metodo, modello della route e codice di stato.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobsDue = new Gauge({
    name: 'verificauto_jobs_due',
    help: `Job che un worker potrebbe prendere ora (al massimo ${COUNT_CAP} contati).`,
    registers,
  });
  const oldestDueJob = new Gauge({
    name: 'verificauto_jobs_oldest_due_age_seconds',
    help: 'Da quanti secondi aspetta il job dovuto più vecchio (0 se nessuno aspetta).',
    registers,
  });
  const failedJobs = new Gauge({
    name: 'verificauto_jobs_failed',
    help: 'Job falliti dopo l’ultimo tentativo, ancora conservati (30 giorni), per nome del job.',
    // Not `job`: Prometheus gives that label to the scrape target and would rename ours.
    labelNames: ['job_name'],
    registers,
  });
  const mailOutbox = new Gauge({
    name: 'verificauto_mail_outbox',
    help: `Email in coda (queued) e non recapitate (failed, conservate 90 giorni); al massimo ${COUNT_CAP} contate.`,
    labelNames: ['status'],
    registers,
  });
  const payments = new Gauge({
    name: 'verificauto_payments_last_hour',
    help: 'Pagamenti dell’ultima ora: completed (fatture emesse), refunded (note di credito), failed (rifiutati).',
    labelNames: ['outcome'],
    registers,
  });
  const databaseRead = new Gauge({
    name: 'verificauto_metrics_database_up',
    help: '1 se questa lettura delle metriche ha avuto i valori dal database, 0 se il database non ha risposto.',
    registers,
  });
  const labelledGauges = [failedJobs, mailOutbox, payments];
  const scraped = Registry.merge([processMetrics(), registry]);

  async function readDatabase(): Promise<void> {
    for (const gauge of labelledGauges) gauge.reset();
    try {
      const values = await readDatabaseMetrics(db, {
        cap: COUNT_CAP,
        windowSeconds: PAYMENT_WINDOW_SECONDS,
        timeoutMs: DATABASE_TIMEOUT_MS,
      });
      if (!values) throw new Error('la lettura delle metriche non ha dato righe');
      jobsDue.set(values.jobsDue);
      oldestDueJob.set(values.oldestDueJobSeconds);
      for (const [name, count] of Object.entries(values.failedJobs))
        failedJobs.set({ job_name: name }, count);
      mailOutbox.set({ status: 'queued' }, values.mailQueued);
      mailOutbox.set({ status: 'failed' }, values.mailFailed);
      payments.set({ outcome: 'completed' }, values.paymentsCompleted);
      payments.set({ outcome: 'refunded' }, values.paymentsRefunded);
      payments.set({ outcome: 'failed' }, values.paymentsFailed);
      databaseRead.set(1);
    } catch (error) {
      // The process's and the requests' metrics still answer, and say why the rest is missing.
      log.warn({ err: error }, 'metriche: il database non ha risposto, mancano i suoi valori');
      // Unknown, not zero: Prometheus keeps NaN apart and a graph shows a gap.
      jobsDue.set(Number.NaN);
      oldestDueJob.set(Number.NaN);
      databaseRead.set(0);
    }
  }

  return {
    observeRequest: ({ method, route, statusCode, seconds }) =>
      requests.observe({ method, route, status_code: String(statusCode) }, seconds),
    async scrape() {
      await readDatabase();
      return { contentType: scraped.contentType, body: await scraped.metrics() };
    },
  };
}

/**
 * With a token configured (always in production) the scraper sends it as a bearer token; compared as hashes,
 * in constant time and whatever the length sent.
 */
export function checkMetricsAccess(authorization: string | undefined, token: string | undefined): void {
  if (token === undefined) return;
  const sent = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (sent !== undefined && safeEqual(hashToken(sent), hashToken(token))) return;
  throw new AppError(
    401,
    'metrics_token_required',
    'Per leggere le metriche serve il token: intestazione Authorization: Bearer seguita da METRICS_TOKEN.',
    {},
    { 'www-authenticate': 'Bearer realm="metrics"' },
  );
}
