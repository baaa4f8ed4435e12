import path from 'node:path';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { BUYER_EMAIL, signInThroughApi } from './auth';

/**
 * The seeded demo inspections (tools/demo/src/seed/demo-ids.ts). /report/{uuid} takes the uuid of the
 * inspection. The approved one is the Golf of the seller venditore@, bought by acquirente@.
 */
export const REPORT_IDS = {
  approved: 'de000000-0000-4000-8000-00000000a003',
  awaitingApproval: 'de000000-0000-4000-8000-00000000a002',
  booked: 'de000000-0000-4000-8000-00000000a001',
} as const;

export const APPROVED_REPORT_PATH = `/report/${REPORT_IDS.approved}`;

/** The approved demo report (tools/demo/src/cars/golf.ts). */
export const GOLF = { name: 'Volkswagen Golf', year: '2019', km: '87.450 km', plate: 'FX123AB' } as const;

/** The sample reports of /report/example/{name} (apps/web/src/features/report/examples/*.json). */
export const EXAMPLES = {
  good: { title: 'Toyota Yaris', file: 'good.json' },
  bad: { title: 'Alfa Romeo Giulietta', file: 'bad.json' },
} as const;

/** The five scored categories of the checklist, in the order of the report, with their score fields. */
export const CATEGORIES = [
  { label: 'Esterni', scoreField: 'exterior_score' },
  { label: 'Interni', scoreField: 'interior_score' },
  { label: 'Motore', scoreField: 'engine_score' },
  { label: 'Pneumatici e sospensioni', scoreField: 'tyres_and_suspension_score' },
  { label: 'Prova su strada', scoreField: 'road_test_score' },
] as const;

/** The report's tabs: the scored categories, then the two without a score (decision 052). */
export const CATEGORY_TABS = [
  ...CATEGORIES.map((category) => category.label),
  'Documenti e dati del veicolo',
  'Diagnosi elettronica',
];

/** The shapes of GET /api/report/{uuid} that the tests read (packages/shared/src/contracts/report.ts). */
export interface ReportItemBody {
  key: string;
  minRepairCost: number | null;
  maxRepairCost: number | null;
  /** Of a finding (rated 1–2 or both costs), else null. */
  severity: 'safety' | 'value' | 'cosmetic' | null;
}

export interface ReportBody {
  report_number: number;
  verdict_datecompleted: string | null;
  brand: string | null;
  model: string | null;
  key_photos: { exterior: unknown[]; interior: unknown[] };
  key_photos_imperfections: unknown[];
  items: Record<string, ReportItemBody[]>;
  exterior_score: number | null;
  interior_score: number | null;
  engine_score: number | null;
  tyres_and_suspension_score: number | null;
  road_test_score: number | null;
  score_overall: number | null;
}

export interface InspectionReportBody {
  uuid: string;
  access: { role: string; access_until: string | null };
  report: ReportBody;
}

export interface ReportAccessErrorBody {
  code: string;
  message: string;
  paymentURL: string;
  reportPreview: {
    verdict_datecompleted: string | null;
    year: number | null;
    odometer: number | null;
    inspected_at: string | null;
    workshop: { name: string; city: string };
    score_overall: number | null;
  };
}

/** d/m/yyyy in Italian time, the form of every date on the report pages. */
export function italianDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/**
 * Whole euros as docs/product.md#constants wants them: a dot between thousands, also for 4-digit amounts
 * (unlike it-IT's Intl.NumberFormat, which writes 1275). The page puts a no-break space before the euro sign.
 */
export function euros(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0€`;
}

/**
 * The product rules (docs/product.md#report-page): the points of attention are the items with both repair
 * costs; their totals.
 */
export function attentionTotals(items: Record<string, ReportItemBody[]>) {
  const all = Object.values(items).flat();
  const points = all.filter((item) => item.minRepairCost !== null && item.maxRepairCost !== null);
  const findings = all.filter((item) => item.severity !== null);
  return {
    count: points.length,
    /** The table's rows: the heading, each severity's heading and findings, the totals. */
    rows: 1 + new Set(findings.map((item) => item.severity)).size + findings.length + 1,
    min: points.reduce((sum, item) => sum + (item.minRepairCost ?? 0), 0),
    max: points.reduce((sum, item) => sum + (item.maxRepairCost ?? 0), 0),
  };
}

/** Waits for the page's own GET /api/report/{uuid}; start it before the navigation. */
export function reportResponse(page: Page, uuid: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/report/${uuid}`,
  );
}

/**
 * Holds the page's GET /api/report/{uuid} until `release` is called, so that the loading state can be
 * seen for sure, whatever the speed of the server.
 */
export async function holdReportRequest(page: Page, uuid: string): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/report/${uuid}`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

export function loadingText(page: Page): Locator {
  return page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' });
}

/** The liability declaration modal (docs/product.md#liability-declaration). */
export function liabilityModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Dichiarazione di responsabilità' });
}

export function reportTitle(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** A section of the full report, by the name of its landmark (the h2). */
export function reportSection(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Opens a report the signed-in reader may see, accepts the declaration and waits for the report. */
export async function openAcceptedReport(page: Page, path = APPROVED_REPORT_PATH) {
  await page.goto(path);
  const modal = liabilityModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Accetto', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await expect(reportSection(page, 'Limitazioni di responsabilità')).toBeVisible();
}

/** The full-screen photo gallery (docs/product.md#report-page), named after the group it shows. */
export function gallery(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Galleria foto: / });
}

/** The "n / total" counter of the open gallery. */
export function galleryCounter(page: Page): Locator {
  return gallery(page).locator('.photo-gallery-count');
}

/** True when every element comes after the one before it in the document. */
export async function expectInDocumentOrder(locators: Locator[]) {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  const page = locators[0]?.page();
  if (!page) throw new Error('Nessun elemento da confrontare');
  const inOrder = await page.evaluate(
    (elements) =>
      elements.map((element, index) => {
        const previous = elements[index - 1];
        if (!previous || !element) return true;
        return Boolean(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    handles,
  );
  const outOfOrder = inOrder.flatMap((ok, index) => (ok ? [] : [String(locators[index])]));
  expect(outOfOrder, `fuori ordine: ${outOfOrder.join(', ')}`).toEqual([]);
}

/** Resolves once an <img> has been decoded (so that its box is the photo's, not an empty one). */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/**
 * A test whose page is signed in as the demo buyer, who has paid for the approved report. The session is
 * opened once per worker (through the API) and shared by that worker's tests, to stay well inside the
 * server's sign-in limits (10 per account from new browsers in 15 minutes, counted for the whole suite).
 */
export const buyerTest = base.extend<object, { buyerStorageState: string }>({
  buyerStorageState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInThroughApi(page, BUYER_EMAIL);
      const file = path.join(workerInfo.project.outputDir, `.buyer-session-${workerInfo.parallelIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ buyerStorageState }, use) => use(buyerStorageState),
});
