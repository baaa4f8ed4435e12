/**
 * npm run bench:web: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) against the built app
 * as `npm start` serves it (seeded demo data in a temporary DATA_DIR), with the system Chromium, for the
 * public pages that buyers open from a shared link; then the bytes of a cold and of a repeat visit of the
 * home page. Prints one table; the targets are those of docs/performance.md. Exits non-zero only when
 * a run fails, not when a target is missed. `npm run build` first.
 *   BENCH_WEB_RUNS   Lighthouse runs per page (default 3; the median by performance score is shown)
 *   CHROME_PATH      the browser (default /usr/bin/chromium)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_IDS } from '../src/seed/demo-ids';
import { assertBuilt, CHROME, CHROME_FLAGS, startProduct } from './built-product';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

// The shared report and the checkout as a guest gets them: rendered by the server with their data.
const PAGES = [
  ['home', '/'],
  ['report di esempio', '/report/example/good'],
  ['prenotazione', '/booking'],
  ['checkout', `/checkout/${DEMO_IDS.approvedInspection}`],
  ['report (link condiviso)', `/report/${DEMO_IDS.approvedInspection}`],
] as const;

const TARGETS = { performance: 0.95, lcpMs: 2000, cls: 0.05, tbtMs: 150, seo: 0.95, homeKiB: 200 };

interface PageResult {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKiB: number;
}

const score = (value: number | null | undefined) => value ?? 0;

async function lighthouseOnce(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse non ha dato risultati per ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    seo: score(categories.seo?.score),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    transferKiB: numeric('total-byte-weight') / 1024,
  };
}

// Lighthouse with this Chromium now and then ends a run with a runtime error (12: an interstitial that is
// not there; 13: NO_NAVSTART, no navigation in the trace): such a run is taken again, up to this many times.
const RETRIES = 2;

async function lighthouseRun(url: string, port: number, retries = RETRIES): Promise<PageResult> {
  try {
    return await lighthouseOnce(url, port);
  } catch (error) {
    if (retries === 0) throw error;
    console.error(`${url}: esecuzione ripetuta (${error instanceof Error ? error.message : error})`);
    return lighthouseRun(url, port, retries - 1);
  }
}

async function lighthouseMedian(url: string, port: number): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url, port));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)] as PageResult;
}

/**
 * Bytes over the wire for a first visit with an empty cache, then for a second visit in the same browser
 * (a new navigation, as when the link is opened again): only what the cache could not answer counts.
 */
async function visitBytes(
  url: string,
): Promise<{ coldKiB: number; repeatKiB: number; repeatRequests: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    const urls = new Map<string, string>();
    const fromNetwork: string[] = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker) {
        urls.set(requestId, `${response.status} ${new URL(response.url).pathname}`);
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = urls.get(requestId);
      if (request === undefined) return;
      bytes += encodedDataLength;
      fromNetwork.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const coldKiB = bytes / 1024;
    bytes = 0;
    fromNetwork.length = 0;
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'networkidle' });
    return { coldKiB, repeatKiB: bytes / 1024, repeatRequests: [...fromNetwork] };
  } finally {
    await browser.close();
  }
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function table(rows: [string, string, PageResult][]): string[] {
  const header = ['pagina', 'perf', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'a11y', 'SEO', 'KiB'];
  const body = rows.map(([label, , r]) => [
    label,
    fixed(r.performance, 2),
    fixed(r.lcpMs / 1000, 2),
    fixed(r.cls, 3),
    fixed(r.tbtMs, 0),
    fixed(r.fcpMs / 1000, 2),
    fixed(r.accessibility, 2),
    fixed(r.seo, 2),
    fixed(r.transferKiB, 0),
  ]);
  return [header, ...body].map((cells) => cells.map((c, i) => (i ? c.padStart(8) : c.padEnd(26))).join(''));
}

function misses(label: string, r: PageResult): string[] {
  const out: string[] = [];
  if (r.performance < TARGETS.performance) out.push(`${label}: performance ${fixed(r.performance, 2)}`);
  if (r.lcpMs > TARGETS.lcpMs) out.push(`${label}: LCP ${fixed(r.lcpMs, 0)} ms`);
  if (r.cls > TARGETS.cls) out.push(`${label}: CLS ${fixed(r.cls, 3)}`);
  if (r.tbtMs > TARGETS.tbtMs) out.push(`${label}: TBT ${fixed(r.tbtMs, 0)} ms`);
  if (r.accessibility < 1) out.push(`${label}: accessibilità ${fixed(r.accessibility, 2)}`);
  if (r.seo < TARGETS.seo) out.push(`${label}: SEO ${fixed(r.seo, 2)}`);
  return out;
}

async function main() {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'va-bench-web-'));
  const { origin, server } = await startProduct(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const rows: [string, string, PageResult][] = [];
    for (const [label, pagePath] of PAGES) {
      rows.push([label, pagePath, await lighthouseMedian(`${origin}${pagePath}`, chrome.port)]);
    }
    const home = await visitBytes(`${origin}/`);
    const missed = rows.flatMap(([label, , r]) => misses(label, r));
    if (home.coldKiB > TARGETS.homeKiB) missed.push(`home: ${fixed(home.coldKiB, 0)} KiB a freddo`);
    // The session check (/auth/me) is the page's data, not the page: it is asked at every visit.
    if (home.repeatRequests.some((request) => !/^\d+ (\/|\/(api|auth)\/.*)$/.test(request))) {
      missed.push(`home, seconda visita: anche ${home.repeatRequests.join(', ')}`);
    }
    console.log(
      [
        `${new Date().toISOString()} · Lighthouse mobile, mediana di ${RUNS} esecuzioni · Node ${process.version} · ` +
          `${os.availableParallelism()} CPU · carico medio all'inizio ${os.loadavg()[0]?.toFixed(2)}`,
        ...table(rows),
        `home: ${fixed(home.coldKiB, 1)} KiB a freddo (obiettivo ≤ ${TARGETS.homeKiB}); seconda visita ` +
          `${fixed(home.repeatKiB, 1)} KiB in ${home.repeatRequests.length} richieste (${home.repeatRequests.join(', ')})`,
        missed.length ? `obiettivi mancati: ${missed.join('; ')}` : 'tutti gli obiettivi raggiunti',
      ].join('\n'),
    );
  } finally {
    chrome.kill();
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark web non riuscito:', error);
  process.exitCode = 1;
});
