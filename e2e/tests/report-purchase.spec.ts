import { expect, type Page, test } from '@playwright/test';
import {
  BUYER_EMAIL,
  DEMO_PASSWORD,
  newPassword,
  registerActivatedAccountThroughApi,
  signInForm,
  signInThroughApi,
  signInThroughForm,
  uniqueEmail,
} from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  APPROVED_REPORT_PATH,
  expectImageLoaded,
  GOLF,
  holdReportRequest,
  italianDate,
  liabilityModal,
  loadingText,
  REPORT_IDS,
  type ReportAccessErrorBody,
  reportResponse,
  reportTitle,
} from '../support/report';
import { DESKTOP, MOBILE, pageHeading } from '../support/site';

/** React has taken over the page the server rendered: its links navigate inside the app. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}

function purchaseCard(page: Page) {
  return page.getByRole('main').getByRole('region', { name: 'Report completo', exact: true });
}

function buyLink(page: Page) {
  return purchaseCard(page).getByRole('link', { name: 'Acquista il report', exact: true });
}

/**
 * The preview card is named after the car (docs/product.md#report-page: prepared date, brand and model,
 * image, year, km).
 */
function previewCard(page: Page) {
  return page.getByRole('main').getByRole('region', { name: GOLF.name, exact: true });
}

function declarationBlock(page: Page) {
  return page.getByRole('main').getByRole('region', { name: 'Dichiarazione di responsabilità' });
}

/** The preview's facts, by their terms. */
async function expectPreview(page: Page, body: ReportAccessErrorBody) {
  const preview = previewCard(page);
  await expect(preview.getByRole('heading', { level: 2, name: GOLF.name, exact: true })).toBeVisible();
  await expectImageLoaded(preview.getByRole('img', { name: GOLF.name, exact: true }));
  const fact = (term: string) => preview.getByRole('term').filter({ hasText: term }).locator('+ dd');
  await expect(fact('Anno')).toHaveText(GOLF.year);
  await expect(fact('Chilometraggio')).toHaveText(GOLF.km);
  const prepared = body.reportPreview.verdict_datecompleted;
  expect(prepared, 'anteprima senza data di redazione').not.toBeNull();
  await expect(fact('Report redatto il')).toHaveText(italianDate(prepared ?? ''));
  // What informs the purchase without giving the report away (decision 054).
  const { inspected_at: inspected, workshop, score_overall: score } = body.reportPreview;
  expect(inspected, 'anteprima senza data di ispezione').not.toBeNull();
  await expect(fact('Ispezione del')).toHaveText(italianDate(inspected ?? ''));
  await expect(fact('Officina')).toHaveText(`${workshop.name}, ${workshop.city}`);
  await expect(fact('Punteggio complessivo')).toHaveText(`${(score ?? 0).toFixed(2).replace('.', ',')} su 5`);
  await expect(preview.getByRole('link', { name: 'Guarda un report di esempio' })).toHaveAttribute(
    'href',
    '/report/example/good',
  );
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`report da ospite a ${viewport.width}px`, () => {
    test.use({ viewport });

    test('la scheda di acquisto arriva con la pagina, "Loading..." tornandoci dall\'app: link di pagamento, accesso, anteprima, promo, "oppure", dichiarazione; axe', async ({
      page,
    }) => {
      // The link opened: the page comes with the guest's answer (decision 038), nothing to wait for.
      await page.goto(APPROVED_REPORT_PATH);
      await expect(pageHeading(page)).toHaveText('Report di ispezione');
      await expect(buyLink(page)).toBeVisible();
      await expect(loadingText(page)).toHaveCount(0);
      // Back to it from another page of the app: 'Loading...' while the browser asks for it.
      await waitForHydration(page);
      await purchaseCard(page).getByRole('link', { name: 'Accedi', exact: true }).click();
      await expect(signInForm(page).heading).toHaveText('Accedi');
      const held = await holdReportRequest(page, REPORT_IDS.approved);
      const answer = reportResponse(page, REPORT_IDS.approved);
      await page.goBack();
      await expect(loadingText(page)).toBeVisible();
      await expect(buyLink(page)).toHaveCount(0);
      held.release();

      const response = await answer;
      expect(response.status()).toBe(401);
      const body = (await response.json()) as ReportAccessErrorBody;
      expect(new URL(body.paymentURL).pathname).toBe(`/checkout/${REPORT_IDS.approved}`);

      await expect(pageHeading(page)).toHaveText('Report di ispezione');
      await expect(loadingText(page)).toHaveCount(0);
      // The buy button is a link to the payment URL that the server returned.
      await expect(buyLink(page)).toHaveAttribute('href', body.paymentURL);
      // The sign-in button passes the report's route as the redirect target.
      const signIn = purchaseCard(page).getByRole('link', { name: 'Accedi', exact: true });
      const signInHref = new URL((await signIn.getAttribute('href')) ?? '', page.url());
      expect(signInHref.pathname).toBe('/signin');
      expect(signInHref.searchParams.get('redirect')).toBe(APPROVED_REPORT_PATH);

      await expectPreview(page, body);
      const promo = purchaseCard(page).getByText(/^Il prezzo pieno del report è/);
      await expect(promo).toContainText('19,00 €');
      await expect(promo).toContainText('BENVENUTO50');
      await expect(promo).toContainText('50%');
      await expect(purchaseCard(page).getByText('oppure', { exact: true })).toBeVisible();
      // 'oppure' sits between the two ways in.
      const [buyBox, orBox, signInBox] = await Promise.all([
        buyLink(page).boundingBox(),
        purchaseCard(page).getByText('oppure', { exact: true }).boundingBox(),
        signIn.boundingBox(),
      ]);
      expect(buyBox && orBox && signInBox).toBeTruthy();
      if (buyBox && orBox && signInBox) {
        expect(orBox.y).toBeGreaterThanOrEqual(buyBox.y + buyBox.height);
        expect(signInBox.y).toBeGreaterThanOrEqual(orBox.y + orBox.height);
      }
      const declaration = declarationBlock(page);
      await expect(
        declaration.getByRole('heading', { level: 2, name: 'Dichiarazione di responsabilità' }),
      ).toBeVisible();
      await expect(declaration).toContainText('non puoi rivenderlo');
      // A guest gets neither the report nor the modal.
      await expect(liabilityModal(page)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('region', { name: 'Punti di attenzione' })).toHaveCount(
        0,
      );

      await expectNoSeriousA11yViolations(page);
    });
  });
}

// The only sign-in through the form in the report tests (the server allows 10 per account in 15 minutes).
test("da ospite, \"Accedi\" porta all'accesso e, dopo l'accesso dell'acquirente, di nuovo al report", async ({
  page,
}) => {
  await page.goto(APPROVED_REPORT_PATH);
  await purchaseCard(page).getByRole('link', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/signin' && url.searchParams.get('redirect') === APPROVED_REPORT_PATH,
  );
  await expect(signInForm(page).heading).toHaveText('Accedi');

  const granted = reportResponse(page, REPORT_IDS.approved);
  await signInThroughForm(page, BUYER_EMAIL, DEMO_PASSWORD);
  expect((await granted).status()).toBe(200);
  await expect(page).toHaveURL(APPROVED_REPORT_PATH);
  // The buyer has paid: the declaration comes first.
  await expect(liabilityModal(page)).toBeVisible();
  await expect(reportTitle(page)).toContainText(GOLF.name);
});

test("da ospite, il report di un'ispezione in attesa di approvazione non è disponibile (niente anteprima né acquisto)", async ({
  page,
}) => {
  const answer = reportResponse(page, REPORT_IDS.awaitingApproval);
  await page.goto(`/report/${REPORT_IDS.awaitingApproval}`);
  const response = await answer;
  expect(response.status()).toBe(404);
  expect(((await response.json()) as { code: string }).code).toBe('report_unavailable');

  await expect(pageHeading(page)).toHaveText('Report non disponibile');
  await expect(page.getByRole('main')).toContainText(
    'Il report che cerchi non è disponibile. Se il link ti è stato condiviso da poco, il report potrebbe non essere ancora pronto',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Acquista il report' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
  await expect(liabilityModal(page)).toHaveCount(0);
});

// One registration per run here (the server allows 5 per IP per hour); one sign-in of the new account.
test('con un account senza acquisto: "Acquista il report", "Accedi per visualizzare il report." e il pulsante di acquisto; axe a 375 e 1280px', async ({
  page,
}) => {
  const email = uniqueEmail('senza-report');
  const password = newPassword();
  await registerActivatedAccountThroughApi(page, email, password);
  await signInThroughApi(page, email, password);

  await page.setViewportSize(DESKTOP);
  const answer = reportResponse(page, REPORT_IDS.approved);
  await page.goto(APPROVED_REPORT_PATH);
  const response = await answer;
  expect(response.status()).toBe(403);
  const body = (await response.json()) as ReportAccessErrorBody;

  await expect(pageHeading(page)).toHaveText('Acquista il report');
  await expect(
    page.getByRole('main').getByText('Accedi per visualizzare il report.', { exact: true }),
  ).toBeVisible();
  await expect(buyLink(page)).toHaveAttribute('href', body.paymentURL);
  expect(new URL(body.paymentURL).pathname).toBe(`/checkout/${REPORT_IDS.approved}`);
  // Already signed in: no sign-in button and no 'oppure'.
  await expect(purchaseCard(page).getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
  await expect(purchaseCard(page).getByText('oppure', { exact: true })).toHaveCount(0);
  await expect(liabilityModal(page)).toHaveCount(0);
  await expectPreview(page, body);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(MOBILE);
  await expect(buyLink(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
