import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  BUYER_EMAIL,
  DEMO_PASSWORD,
  EXPIRES_KEY,
  expectFreshExpiry,
  isRefreshRequest,
  SELLER_EMAIL,
  signInThroughApi,
  signInThroughForm,
  storedExpiry,
} from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
// The demo dates move with the day the database was seeded: expected texts are built from the API's answer.
import { expectImageLoaded, GOLF, italianDate, REPORT_IDS } from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

/** The seeded demo data (tools/demo/src/seed): fixed ids, plates and cars. */
const BOOKED = { uuid: REPORT_IDS.booked, plate: 'GH482KL' };
const AWAITING = { uuid: REPORT_IDS.awaitingApproval, plate: 'FM456CD', reportNumber: 10002 };
const APPROVED = {
  uuid: REPORT_IDS.approved,
  plate: GOLF.plate,
  reportNumber: 10001,
  title: GOLF.name,
  year: `Anno ${GOLF.year}`,
  km: GOLF.km,
};

interface UserReports {
  inspectionsRequested: {
    uuid: string;
    created_at: string;
    booked_at: string;
    workshop_name: string;
    workshop_address: string;
    manage_token: string | null;
    report: { verdict_datecompleted: string | null; score_overall: number | null } | null;
  }[];
  inspectionsPurchased: {
    uuid: string;
    purchased_at: string;
    report: { score_overall: number | null };
  }[];
}

/** The overall score as the gauge shows it: 0-5 with 2 decimals and a decimal comma. */
function gaugeName(score: number): string {
  return `Punteggio complessivo ${score.toFixed(2).replace('.', ',')} su 5`;
}

async function userReports(page: Page): Promise<UserReports> {
  const response = await page.request.get('/api/user/reports');
  expect(response.status()).toBe(200);
  return (await response.json()) as UserReports;
}

function tab(page: Page, name: 'Sto vendendo' | 'Sto comprando') {
  return page.getByRole('tab', { name, exact: true });
}

function tabPanel(page: Page, name: 'Sto vendendo' | 'Sto comprando') {
  return page.getByRole('tabpanel', { name, exact: true });
}

/** The cards of a tab: the list items with a copy-link action (a card also lists the year and the km). */
function cards(panel: Locator) {
  return panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('button', { name: /^Copia link/ }) });
}

/** The card of a tab that mentions `text`. */
function card(panel: Locator, text: string) {
  return cards(panel).filter({ hasText: text });
}

test.describe('area riservata del venditore', () => {
  test('"Sto vendendo" mostra le cinque ispezioni: prenotata, in arrivo, in officina oggi, in approvazione, con report approvato', async ({
    page,
  }) => {
    await signInThroughApi(page, SELLER_EMAIL);
    const data = await userReports(page);
    const requested = (uuid: string) => {
      const inspection = data.inspectionsRequested.find((i) => i.uuid === uuid);
      if (!inspection) throw new Error(`Ispezione demo ${uuid} assente da /api/user/reports`);
      return inspection;
    };

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Area riservata' })).toBeVisible();
    await expect(tab(page, 'Sto vendendo')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Sto comprando')).toHaveAttribute('aria-selected', 'false');
    const selling = tabPanel(page, 'Sto vendendo');
    // The two cars at the workshop today (decision 051) change state as the workshop journeys run.
    await expect(cards(selling)).toHaveCount(5);

    // 1. Booked: placeholder captioned with the plate, the appointment, the workshop, "Sposta o annulla".
    const booked = card(selling, BOOKED.plate);
    const bookedData = requested(BOOKED.uuid);
    await expect(booked.getByRole('heading', { name: `Ispezione per ${BOOKED.plate}` })).toBeVisible();
    await expect(booked.getByTestId('vehicle-placeholder')).toBeVisible();
    await expect(booked).toContainText(`Richiesta il ${italianDate(bookedData.created_at)}`);
    await expect(booked).toContainText(`Prenotata per il ${italianDate(bookedData.booked_at)} alle `);
    await expect(booked).toContainText(`Presso ${bookedData.workshop_name}, ${bookedData.workshop_address}`);
    await expect(booked.getByRole('link', { name: `Sposta o annulla (${BOOKED.plate})` })).toHaveAttribute(
      'href',
      `/booking/manage/${bookedData.manage_token}`,
    );
    await expect(booked).not.toContainText('Report n.');
    await expect(booked).not.toContainText('Report in fase di approvazione.');
    await expect(booked.getByRole('img', { name: /Punteggio complessivo/ })).toHaveCount(0);

    // 2. Inspection done, report awaiting approval.
    const awaiting = card(selling, AWAITING.plate);
    const awaitingData = requested(AWAITING.uuid);
    const completedOn = awaitingData.report?.verdict_datecompleted;
    if (!completedOn) throw new Error('Il report in approvazione non ha la data di ispezione');
    await expect(awaiting.getByRole('heading', { name: `Ispezione per ${AWAITING.plate}` })).toBeVisible();
    await expect(awaiting.getByTestId('vehicle-placeholder')).toBeVisible();
    await expect(awaiting.getByText(`Ispezione effettuata il ${italianDate(completedOn)}`)).toBeVisible();
    await expect(awaiting.getByText('Report in fase di approvazione.', { exact: true })).toBeVisible();
    await expect(awaiting).toContainText(`Report n. ${AWAITING.reportNumber}`);
    await expect(awaiting).not.toContainText('Prenotata per il');
    await expect(awaiting.getByRole('img', { name: /Punteggio complessivo/ })).toHaveCount(0);

    // 3. Approved report: photo, brand and model, year, odometer, score gauge.
    const approved = card(selling, APPROVED.title);
    const approvedData = requested(APPROVED.uuid);
    const score = approvedData.report?.score_overall;
    if (typeof score !== 'number') throw new Error('Il report approvato non ha il punteggio');
    await expect(approved.getByRole('heading', { name: APPROVED.title, exact: true })).toBeVisible();
    await expect(approved.getByText(APPROVED.year, { exact: true })).toBeVisible();
    await expect(approved.getByText(APPROVED.km, { exact: true })).toBeVisible();
    await expect(approved.getByRole('img', { name: gaugeName(score) })).toBeVisible();
    await expect(approved).toContainText(`Report n. ${APPROVED.reportNumber}`);
    await expect(approved).toContainText(`Richiesta il ${italianDate(approvedData.created_at)}`);
    await expect(approved).not.toContainText('Ispezione per');

    // Every card has a copy-link action; those with a report link to it, the booked one has none yet.
    for (const { uuid } of [AWAITING, APPROVED]) {
      await expect(selling.locator(`a[href="/report/${uuid}"]`)).toHaveText(/^Vedi il report/);
    }
    await expect(selling.locator(`a[href="/report/${BOOKED.uuid}"]`)).toHaveCount(0);
    await expect(selling.getByRole('button', { name: /^Copia link/ })).toHaveCount(5);

    // The seller bought nothing: 'Sto comprando' says so.
    await tab(page, 'Sto comprando').click();
    await expect(tab(page, 'Sto comprando')).toHaveAttribute('aria-selected', 'true');
    const buying = tabPanel(page, 'Sto comprando');
    await expect(buying.getByRole('heading', { name: 'Non hai ancora acquistato report' })).toBeVisible();
    await expect(cards(buying)).toHaveCount(0);
    await expect(selling).toBeHidden();
  });

  // Kept apart from the card texts above: it depends on the seeded photo files being served.
  test('la scheda con il report approvato mostra la foto principale del veicolo', async ({ page }) => {
    await signInThroughApi(page, SELLER_EMAIL);
    await page.goto('/profile');
    const approved = card(tabPanel(page, 'Sto vendendo'), APPROVED.title);
    await expect(approved.getByRole('heading', { name: APPROVED.title, exact: true })).toBeVisible();
    const photo = approved.getByRole('img', { name: `Foto: ${APPROVED.title}` });
    await expect(photo).toBeVisible();
    await expectImageLoaded(photo);
    await expect(approved.getByTestId('vehicle-placeholder')).toHaveCount(0);
  });

  test.describe('copia del link', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('"Copia link" copia l\'indirizzo del report e "Vedi il report" lo apre', async ({ page }) => {
      await signInThroughApi(page, SELLER_EMAIL);
      await page.goto('/profile');
      const selling = tabPanel(page, 'Sto vendendo');
      const approved = card(selling, APPROVED.title);
      await approved.getByRole('button', { name: `Copia link (${APPROVED.title})` }).click();
      await expect(approved.getByRole('status')).toHaveText('Link copiato');
      const origin = new URL(page.url()).origin;
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${origin}/report/${APPROVED.uuid}`);

      // A card without a report yet shares its link the same way.
      const booked = card(selling, BOOKED.plate);
      await booked.getByRole('button', { name: `Copia link (${BOOKED.plate})` }).click();
      await expect(booked.getByRole('status')).toHaveText('Link copiato');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${origin}/report/${BOOKED.uuid}`,
      );

      await approved.getByRole('link', { name: `Vedi il report (${APPROVED.title})` }).click();
      await expect(page).toHaveURL(`/report/${APPROVED.uuid}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe("area riservata dell'acquirente", () => {
  test('"Sto comprando" mostra il report acquistato con marca, modello e punteggio', async ({ page }) => {
    await signInThroughApi(page, BUYER_EMAIL);
    const data = await userReports(page);
    expect(data.inspectionsPurchased).toHaveLength(1);
    const [purchase] = data.inspectionsPurchased;
    if (!purchase || purchase.report.score_overall === null) throw new Error('Acquisto demo incompleto');

    await page.goto('/profile');
    // A buyer without inspections of their own lands on the purchases.
    await expect(tab(page, 'Sto comprando')).toHaveAttribute('aria-selected', 'true');
    const buying = tabPanel(page, 'Sto comprando');
    await expect(cards(buying)).toHaveCount(1);
    const bought = card(buying, APPROVED.title);
    await expect(bought.getByRole('heading', { name: APPROVED.title, exact: true })).toBeVisible();
    await expect(bought.getByText(APPROVED.year, { exact: true })).toBeVisible();
    await expect(bought.getByText(APPROVED.km, { exact: true })).toBeVisible();
    await expect(bought.getByRole('img', { name: gaugeName(purchase.report.score_overall) })).toBeVisible();
    await expect(bought).toContainText(`Acquistato il ${italianDate(purchase.purchased_at)}`);
    await expect(bought).toContainText(`Report n. ${APPROVED.reportNumber}`);
    await expect(bought.getByRole('link', { name: /^Vedi il report/ })).toHaveAttribute(
      'href',
      `/report/${purchase.uuid}`,
    );
    await expect(bought.getByRole('button', { name: /^Copia link/ })).toBeVisible();
    await expect(bought.getByRole('link', { name: /^Scarica la fattura \(PDF\)/ })).toHaveAttribute(
      'href',
      /^\/api\/purchases\/[0-9a-f-]{36}\/invoice\.pdf$/,
    );

    await tab(page, 'Sto vendendo').click();
    const selling = tabPanel(page, 'Sto vendendo');
    await expect(selling.getByRole('heading', { name: 'Non hai ancora richiesto ispezioni' })).toBeVisible();
    await expect(selling.getByRole('link', { name: 'Prenota un’ispezione' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });
});

test.describe('sessione e area riservata', () => {
  test("senza sessione /profile porta all'accesso con ?redirect=, e dopo l'accesso torna al profilo", async ({
    page,
  }) => {
    // A stale expiry on this device: entering the profile tries a refresh, which fails without a session.
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 60_000)), EXPIRES_KEY);
    const refresh = page.waitForResponse((r) => isRefreshRequest(r.request()));
    await page.goto('/profile');
    expect((await refresh).status()).toBe(401);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/profile',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
    expect(await storedExpiry(page)).toBeNull();

    await signInThroughForm(page, BUYER_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/profile');
    await expect(card(tabPanel(page, 'Sto comprando'), APPROVED.title)).toBeVisible();
  });

  test('con la scadenza salvata assente o passata il profilo rinnova la sessione e mostra i report', async ({
    page,
  }) => {
    // Signed in through the API: the cookie is there, `expires_time` is not.
    await signInThroughApi(page, BUYER_EMAIL);
    const paths: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/auth/refresh' || pathname === '/api/user/reports') {
        paths.push(`${request.method()} ${pathname}`);
      }
    });
    const bought = card(tabPanel(page, 'Sto comprando'), APPROVED.title);

    // Missing expiry.
    let before = Date.now();
    let refresh = page.waitForRequest(isRefreshRequest);
    await page.goto('/profile');
    await refresh;
    await expect(bought).toBeVisible();
    await expectFreshExpiry(page, before);
    // The refresh comes first, the reports after it.
    expect(paths).toEqual(['POST /auth/refresh', 'GET /api/user/reports']);

    // Expiry in the past.
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 1000)), EXPIRES_KEY);
    paths.length = 0;
    before = Date.now();
    refresh = page.waitForRequest(isRefreshRequest);
    await page.reload();
    await refresh;
    await expect(bought).toBeVisible();
    await expectFreshExpiry(page, before);
    expect(paths).toEqual(['POST /auth/refresh', 'GET /api/user/reports']);

    // A valid expiry needs no refresh.
    paths.length = 0;
    await page.reload();
    await expect(bought).toBeVisible();
    expect(paths).toEqual(['GET /api/user/reports']);
  });
});

// One sign-in for both widths: the demo seller's account is signed in by many tests (10 per account).
test('axe sull’area riservata a 375px e a 1280px: entrambe le schede del venditore', async ({ page }) => {
  await signInThroughApi(page, SELLER_EMAIL);
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/profile');
    await expect(cards(tabPanel(page, 'Sto vendendo'))).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
    await tab(page, 'Sto comprando').click();
    await expect(
      tabPanel(page, 'Sto comprando').getByRole('heading', { name: 'Non hai ancora acquistato report' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
