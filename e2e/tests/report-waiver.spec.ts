import { expect, type Page, test } from '@playwright/test';
import { setFirstPasswordAndSignIn, uniqueEmail, xsrfToken } from '../support/auth';
import { checkBothWidths } from '../support/axe';
import { CARDS, waitForMails } from '../support/checkout';
import {
  APPROVED_REPORT_PATH,
  GOLF,
  liabilityModal,
  REPORT_IDS,
  reportSection,
  reportTitle,
} from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';
import { ITALIAN_BILLING } from '../support/workshop';

/** The checkout's words (packages/shared/src/legal/checkout-statements.ts), asked again at the first opening. */
const STATEMENT =
  'Chiedo di accedere subito al report e prendo atto che, una volta aperto, perdo il diritto di recesso.';

/**
 * A guest pays through the checkout's API without ticking the express request (the checkout page has its own
 * journey); the purchase's account then gets its password from the e-mail.
 */
async function payWithoutWaiver(page: Page, email: string) {
  const offer = await page.request.get(`/api/checkout/${REPORT_IDS.approved}`);
  expect(offer.status()).toBe(200);
  const { regulation } = (await offer.json()) as { regulation: { version: string } };
  const paid = await page.request.post(`/api/checkout/${REPORT_IDS.approved}/pay`, {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    data: {
      buyer: {
        email,
        ...ITALIAN_BILLING,
        accept_regulation: true,
        regulation_version: regulation.version,
        declare_age: true,
        immediate_access: false,
        marketing_consent: false,
      },
      card: { number: CARDS.pays, expiry: '12/30', cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const mails = await waitForMails(page.request, email, ['password_setup']);
  await setFirstPasswordAndSignIn(page, email, mails.password_setup.subject);
}

async function acceptDeclaration(page: Page) {
  await page.goto(APPROVED_REPORT_PATH);
  const modal = liabilityModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Accetto', exact: true }).click();
  await expect(modal).toHaveCount(0);
}

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

// One payment attempt and one sign-in (through the form, of the account the purchase created) per run.
test.describe('la richiesta di accesso immediato alla prima apertura del report', () => {
  test('chi non l’ha spuntata al checkout: "Non ora" non apre il report; poi la spunta e legge (375 e 1280 px, axe)', async ({
    page,
  }) => {
    // A purchase, its e-mails, the password hashing and three openings of the report.
    test.slow();
    const email = uniqueEmail('rinuncia');
    const disclaimer = reportSection(page, 'Limitazioni di responsabilità');

    await test.step('paga senza la richiesta e accede con la password dell’email', async () => {
      await payWithoutWaiver(page, email);
    });

    await test.step('a 375 px: dopo "Accetto", la richiesta con le parole del checkout e il termine del recesso', async () => {
      await page.setViewportSize(MOBILE);
      await acceptDeclaration(page);
      const title = heading(page, 'Prima di aprire il report');
      await expect(title).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        /hai 30 giorni dall’acquisto, fino al \d+\/\d+\/\d{4}/,
      );
      const box = page.getByRole('checkbox', { name: STATEMENT, exact: true });
      await expect(box).not.toBeChecked();
      await expect(disclaimer).toHaveCount(0);

      await page.getByRole('button', { name: 'Apri il report', exact: true }).click();
      await expect(
        page.getByText('Per aprire il report spunta la richiesta di accesso immediato.'),
      ).toBeVisible();
      await expect(box).toBeFocused();
      await expect(disclaimer).toHaveCount(0);
      await checkBothWidths(page, 'richiesta-accesso-immediato');
    });

    await test.step('"Non ora": il report resta chiuso, il recesso resta, con la funzione di recesso', async () => {
      await page.setViewportSize(MOBILE);
      await page.getByRole('button', { name: 'Non ora', exact: true }).click();
      await expect(heading(page, 'Il report non è stato aperto')).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        /conservi il diritto di recesso fino al \d+\/\d+\/\d{4}/,
      );
      await expect(page.getByRole('link', { name: 'Recedi dal contratto qui', exact: true })).toHaveAttribute(
        'href',
        /^\/recesso\/p\.[0-9a-f-]{36}\.[\w-]+$/,
      );
      await expect(disclaimer).toHaveCount(0);
      await checkBothWidths(page, 'report-non-aperto');
      // Nothing of the report reached the browser: the server withholds it until the request.
      const api = await page.request.get(`/api/report/${REPORT_IDS.approved}`);
      expect(api.status()).toBe(403);
      expect(((await api.json()) as { code: string }).code).toBe('waiver_required');
    });

    await test.step('a 1280 px, con la tastiera: la spunta e "Apri il report" aprono il report', async () => {
      await page.setViewportSize(DESKTOP);
      await acceptDeclaration(page);
      await expect(heading(page, 'Prima di aprire il report')).toBeFocused();
      const box = page.getByRole('checkbox', { name: STATEMENT, exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Apri il report', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(disclaimer).toBeVisible();
      await expect(reportTitle(page)).toContainText(GOLF.name);
      await expect(reportTitle(page)).toBeFocused();
      // The request confirmed on a durable medium.
      const { purchase_waiver: mail } = await waitForMails(page.request, email, ['purchase_waiver']);
      expect(mail.text).toContain(`«${STATEMENT}»`);
    });

    await test.step('riaprendolo: solo la dichiarazione, poi il report', async () => {
      await acceptDeclaration(page);
      await expect(disclaimer).toBeVisible();
      await expect(page.getByRole('checkbox', { name: STATEMENT, exact: true })).toHaveCount(0);
    });
  });
});
