import { expect, type Page, test } from '@playwright/test';
import { BUYER_EMAIL, signInThroughApi, uniqueEmail } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  CARDS,
  checkoutForm,
  fillBuyerAndStatements,
  fillCard,
  ITALIAN_BUYER,
  PROMO_CODE,
  summaryTotal,
} from '../support/checkout';
import { REPORT_IDS } from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

const CHECKOUT_PATH = `/checkout/${REPORT_IDS.approved}`;
const RETYPE = 'Per sicurezza non conserviamo il numero della carta e il CVC: inseriscili di nuovo.';

/** Every field as the buyer left it; card number and CVC are the only ones typed again. */
async function expectKept(page: Page, email: string) {
  const form = checkoutForm(page);
  await expect(form.heading).toBeVisible();
  await expect(form.email).toHaveValue(email);
  await expect(form.firstName).toHaveValue(ITALIAN_BUYER.firstName);
  await expect(form.lastName).toHaveValue(ITALIAN_BUYER.lastName);
  await expect(form.country).toHaveValue('IT');
  await expect(form.taxCode).toHaveValue(ITALIAN_BUYER.taxCode);
  await expect(form.street).toHaveValue(ITALIAN_BUYER.street);
  await expect(form.postalCode).toHaveValue(ITALIAN_BUYER.postalCode);
  await expect(form.city).toHaveValue(ITALIAN_BUYER.city);
  await expect(form.province).toHaveValue(ITALIAN_BUYER.province);
  for (const box of [form.acceptRegulation, form.immediateAccess, form.declareAge])
    await expect(box).toBeChecked();
  await expect(form.marketing).not.toBeChecked();
  await expect(form.cardExpiry).toHaveValue('12/30');
  await expect(form.cardNumber).toHaveValue('');
  await expect(form.cardCvc).toHaveValue('');
  await expect(form.cardNumber).toHaveAccessibleDescription(RETYPE);
}

// No payment, two discount checks (the code applied, then priced again after the reload), no sign-in; the
// second test signs in once as the demo buyer, through the API.
test.describe('il checkout conserva ciò che è stato scritto', () => {
  test(`a ${MOBILE.width}px: Regolamento, indietro/avanti e ricarica conservano campi, spunte e codice; mai carta e CVC`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const email = uniqueEmail('conserva');
    const form = checkoutForm(page);

    await test.step('dati, consensi e carta', async () => {
      await page.goto(CHECKOUT_PATH);
      // The pay button waits for the page's scripts (decision 038): from then on the form keeps what it gets.
      await expect(form.payButton).toBeEnabled();
      await fillBuyerAndStatements(page, email);
      await fillCard(page, CARDS.pays);
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      expect(stored).toContain(ITALIAN_BUYER.taxCode);
      expect(stored).not.toContain('4242');
    });

    await test.step('"Leggi il Regolamento" si apre in un’altra scheda: il modulo resta com’è', async () => {
      const [regulation] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: /^Leggi il Regolamento/ }).click(),
      ]);
      await expect(regulation).toHaveURL(/\/policies#service-regulation$/);
      await regulation.close();
      await expect(form.cardNumber).toHaveValue(CARDS.pays);
      await expect(form.taxCode).toHaveValue(ITALIAN_BUYER.taxCode);
    });

    await test.step('il Regolamento nella stessa scheda, poi indietro: tutto torna, tranne numero e CVC', async () => {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Regolamento del servizio', exact: true })
        .click();
      await expect(page).toHaveURL(/\/policies#service-regulation$/);
      await page.goBack();
      await expect(page).toHaveURL(CHECKOUT_PATH);
      await expectKept(page, email);
    });

    await test.step('un’altra pagina caricata da capo, poi indietro e avanti', async () => {
      await page.goto('/how-to-buy');
      await page.goBack();
      await expect(page).toHaveURL(CHECKOUT_PATH);
      await expectKept(page, email);
      await page.goForward();
      await expect(page).toHaveURL('/how-to-buy');
      await page.goBack();
      await expectKept(page, email);
    });

    await test.step('BENVENUTO50, poi ricarica: il codice è chiesto di nuovo al server e resta applicato', async () => {
      await form.discountCode.fill(PROMO_CODE.toLowerCase());
      await form.applyCode.click();
      await expect(summaryTotal(page)).toHaveText(/^9,50\s€$/);
      await page.reload();
      await expectKept(page, email);
      await expect(summaryTotal(page)).toHaveText(/^9,50\s€$/);
      await expect(
        page.getByRole('button', { name: `Rimuovi il codice sconto ${PROMO_CODE}` }),
      ).toBeVisible();
      await expect(form.payButton).toHaveText(/^Paga 9,50\s€$/);
    });
  });

  test(`a ${DESKTOP.width}px: chi ha già acquistato il report lo sa prima di ogni modulo e lo apre`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInThroughApi(page, BUYER_EMAIL);
    await page.goto(CHECKOUT_PATH);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Hai già acquistato questo report', exact: true }),
    ).toBeVisible();
    await expect(checkoutForm(page).cardNumber).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Apri il report', exact: true }).click();
    await expect(page).toHaveURL(`/report/${REPORT_IDS.approved}`);
  });
});
