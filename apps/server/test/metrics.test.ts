import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseMetrics } from '../src/features/metrics/metrics.repository';
import { COUNT_CAP, PAYMENT_WINDOW_SECONDS } from '../src/features/metrics/metrics.service';
import { enqueueJob } from '../src/lib/jobs/job-queue';
import { enqueueMail } from '../src/lib/mail/mail-queue';
import { createUser, signIn } from './helpers/auth';
import {
  DECLINED_CARD,
  italianBuyer,
  PAYING_CARD,
  pay,
  rememberRegulationVersion,
  reportOnSale,
} from './helpers/checkout';
import { PRODUCTION_ENV } from './helpers/production-env';
import { planOf, unindexedSteps } from './helpers/query-plan';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Series = Map<string, number>;

/** The scrape's samples by their series as written (`name{label="value",…}`); the answer must be a 200. */
async function scrape(app = ctx.app, headers: Record<string, string> = {}): Promise<Series> {
  const res = await app.inject({ url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  const series: Series = new Map();
  for (const line of res.body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

const DURATION = 'verificauto_http_request_duration_seconds';
const requestCount = (series: Series, method: string, route: string, status: number) =>
  series.get(`${DURATION}_count{method="${method}",route="${route}",status_code="${status}"}`) ?? 0;

describe('GET /metrics in development and tests', () => {
  it('answers Prometheus text, open, with every series typed', async () => {
    const res = await ctx.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const types = Object.fromEntries(
      [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]),
    );
    expect(types).toMatchObject({
      [DURATION]: 'histogram',
      verificauto_jobs_due: 'gauge',
      verificauto_jobs_oldest_due_age_seconds: 'gauge',
      verificauto_jobs_failed: 'gauge',
      verificauto_mail_outbox: 'gauge',
      verificauto_payments_last_hour: 'gauge',
      verificauto_metrics_database_up: 'gauge',
      process_cpu_user_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
    });
    const series = await scrape();
    expect(series.get('verificauto_metrics_database_up')).toBe(1);
    expect(series.get('verificauto_mail_outbox{status="queued"}')).toBe(0);
    expect(series.get('verificauto_payments_last_hour{outcome="completed"}')).toBe(0);
  });

  it("records a request's duration under its route's template, never the path sent", async () => {
    const uuid = crypto.randomUUID();
    const before = await scrape();
    await ctx.app.inject('/healthz');
    await ctx.app.inject(`/api/report/${uuid}`);
    await ctx.app.inject('/api/non-esiste');
    const after = await scrape();
    expect(requestCount(after, 'GET', '/healthz', 200) - requestCount(before, 'GET', '/healthz', 200)).toBe(
      1,
    );
    const reportRoute = [...after.keys()].filter((key) => key.includes('route="/api/report/:uuid"'));
    expect(reportRoute.some((key) => key.startsWith(`${DURATION}_count{method="GET"`))).toBe(true);
    expect(requestCount(after, 'GET', 'unmatched', 404) - requestCount(before, 'GET', 'unmatched', 404)).toBe(
      1,
    );
    expect([...after.keys()].some((key) => key.includes(uuid) || key.includes('non-esiste'))).toBe(false);
    expect(after.get(`${DURATION}_bucket{le="+Inf",method="GET",route="/healthz",status_code="200"}`)).toBe(
      requestCount(after, 'GET', '/healthz', 200),
    );
    // Prometheus's own scrapes are no traffic of the site.
    expect([...after.keys()].some((key) => key.includes('route="/metrics"'))).toBe(false);
  });

  it('follows the job queue: due jobs, the oldest one’s wait, failures by job', async () => {
    const before = await scrape();
    await enqueueJob(ctx.db, { name: 'metrics.test', payload: {} });
    await enqueueJob(ctx.db, { name: 'metrics.test', runAt: new Date(Date.now() + 3_600_000) });
    await ctx.db.query(
      `INSERT INTO jobs (name, run_at) VALUES ('metrics.test', now() - interval '90 seconds')`,
    );
    await ctx.db.query(
      `INSERT INTO jobs (name, status, attempts) VALUES ('metrics.failing', 'failed', 8), ('metrics.failing', 'failed', 8)`,
    );
    const after = await scrape();
    expect(after.get('verificauto_jobs_due')).toBe((before.get('verificauto_jobs_due') ?? 0) + 2);
    expect(after.get('verificauto_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(after.get('verificauto_jobs_failed{job_name="metrics.failing"}')).toBe(2);

    await ctx.db.query(`UPDATE jobs SET status = 'done' WHERE name LIKE 'metrics.%'`);
    const done = await scrape();
    expect(done.get('verificauto_jobs_due')).toBe(before.get('verificauto_jobs_due'));
    expect(done.has('verificauto_jobs_failed{job_name="metrics.failing"}')).toBe(false);
  });

  it('follows the mail outbox: queued, then failed', async () => {
    const mail = { to: 'metriche@example.it', subject: 'Prova', html: '<p>Prova</p>', text: 'Prova' };
    const id = await enqueueMail(ctx.db, { ...mail, template: 'metrics_test' });
    const queued = await scrape();
    expect(queued.get('verificauto_mail_outbox{status="queued"}')).toBe(1);
    expect(queued.get('verificauto_mail_outbox{status="failed"}')).toBe(0);
    await ctx.db.query(
      `UPDATE mail_outbox SET status = 'failed', failed_at = now(), failure = 'retries_exhausted' WHERE id = $1`,
      [id],
    );
    const failed = await scrape();
    expect(failed.get('verificauto_mail_outbox{status="queued"}')).toBe(0);
    expect(failed.get('verificauto_mail_outbox{status="failed"}')).toBe(1);
  });

  it("counts the last hour's payments: completed, declined, refunded", async () => {
    const payment = (outcome: string, series: Series) =>
      series.get(`verificauto_payments_last_hour{outcome="${outcome}"}`);
    const sale = await reportOnSale(ctx.db);
    await rememberRegulationVersion(ctx, sale.inspectionId);
    const declined = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, 'rifiutata@example.it'),
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    const paid = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, 'pagata@example.it'),
      card: PAYING_CARD,
    });
    expect(paid.statusCode).toBe(200);
    const afterPaying = await scrape();
    expect(payment('completed', afterPaying)).toBe(1);
    expect(payment('failed', afterPaying)).toBe(1);
    expect(payment('refunded', afterPaying)).toBe(0);

    await createUser(ctx.db, { email: 'bo-metriche@verificauto.test', role: 'backoffice' });
    const backoffice = await signIn(ctx.app, 'bo-metriche@verificauto.test');
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/purchases/${paid.json().purchase_uuid}/refund`,
      headers: backoffice.headers,
      payload: { reason: 'Prova delle metriche' },
    });
    expect(refund.statusCode).toBe(200);
    expect(payment('refunded', await scrape())).toBe(1);

    // An hour later they are out of the window.
    await ctx.db.exec(`UPDATE invoices SET issued_at = issued_at - interval '61 minutes'`);
    await ctx.db.exec(`UPDATE purchases SET created_at = created_at - interval '61 minutes'`);
    const later = await scrape();
    expect([payment('completed', later), payment('failed', later), payment('refunded', later)]).toEqual([
      0, 0, 0,
    ]);
  });

  it('still answers when the database does not, without its values and saying so', async () => {
    await ctx.db.exec('ALTER TABLE invoices RENAME TO invoices_hidden');
    try {
      const series = await scrape();
      expect(series.get('verificauto_metrics_database_up')).toBe(0);
      expect(series.get('verificauto_jobs_due')).toBeNaN();
      expect(series.get('verificauto_jobs_oldest_due_age_seconds')).toBeNaN();
      expect(
        [...series.keys()].filter((key) => /^verificauto_(jobs_failed|mail|payments)/.test(key)),
      ).toEqual([]);
      expect(requestCount(series, 'GET', '/healthz', 200)).toBeGreaterThan(0);
      expect(series.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await ctx.db.exec('ALTER TABLE invoices_hidden RENAME TO invoices');
    }
    expect((await scrape()).get('verificauto_metrics_database_up')).toBe(1);
  });

  it('reads the database in one statement on indexes, whatever the volume', async () => {
    const plan = await planOf(ctx.db, (explaining) =>
      readDatabaseMetrics(explaining, {
        cap: COUNT_CAP,
        windowSeconds: PAYMENT_WINDOW_SECONDS,
        timeoutMs: 1_000,
      }),
    );
    expect(unindexedSteps(plan)).toEqual([]);
  });
});

describe('the Grafana dashboard in deploy/', () => {
  it('reads only series the app exposes', async () => {
    const res = await ctx.app.inject('/metrics');
    const types = new Map(
      [...res.body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]),
    );
    const dashboard = readFileSync(
      new URL('../../../deploy/grafana/verificauto-dashboard.json', import.meta.url),
      'utf8',
    );
    const exprs = [...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map(([, expr]) => expr ?? '');
    expect(exprs.length).toBeGreaterThan(10);
    const names = new Set(exprs.flatMap((expr) => expr.match(/\b(verificauto|process|nodejs)_\w+/g) ?? []));
    const unknown = [...names].filter((name) => {
      const histogram = /^(.+)_(bucket|count|sum)$/.exec(name)?.[1];
      return !types.has(name) && !(histogram && types.get(histogram) === 'histogram');
    });
    expect(unknown).toEqual([]);
  });
});

describe('GET /metrics in production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestApp({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
  });
  afterAll(() => production.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${PRODUCTION_ENV.METRICS_TOKEN}x` }],
    ['the token in another scheme', { authorization: `Basic ${PRODUCTION_ENV.METRICS_TOKEN}` }],
  ])('refuses a scraper with %s', async (_case, headers: Record<string, string>) => {
    const res = await production.app.inject({ url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.json()).toEqual({
      code: 'metrics_token_required',
      message:
        'Per leggere le metriche serve il token: intestazione Authorization: Bearer seguita da METRICS_TOKEN.',
    });
  });

  it('answers the holder of METRICS_TOKEN', async () => {
    const series = await scrape(production.app, { authorization: `Bearer ${PRODUCTION_ENV.METRICS_TOKEN}` });
    expect(series.get('verificauto_metrics_database_up')).toBe(1);
    expect(series.get('verificauto_jobs_due')).toBeTypeOf('number');
  });
});
