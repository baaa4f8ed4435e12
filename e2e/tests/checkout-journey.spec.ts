import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { sessionStatus, setFirstPasswordAndSignIn, uniqueEmail } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  CARD_DECLINED_MESSAGE,
  CARDS,
  CHECKOUT_TITLE,
  checkoutForm,
  expectPdf,
  fillBuyerAndStatements,
  fillCard,
  ITALIAN_BUYER,
  mailTemplatesFor,
  orderSummary,
  PAID_TITLE,
  PROMO_CODE,
  summaryTotal,
  waitForMails,
} from '../support/checkout';
import { openNewestMail } from '../support/mailbox';
import {
  APPROVED_REPORT_PATH,
  GOLF,
  liabilityModal,
  openAcceptedReport,
  REPORT_IDS,
  reportSection,
  reportTitle,
} from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

const CHECKOUT_PATH = `/checkout/${REPORT_IDS.approved}`;
const CONFIRM_URL = /\/payment\/confirm\/[0-9a-f-]{36}$/;

/** The amounts as the pages write them (formatEuroCents: "9,50 €"). */
const FULL_PRICE = /^19,00\s€$/;
const PROMO_PRICE = /^9,50\s€$/;

function confirmFact(page: Page, term: string) {
  return page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('+ dd');
}

/** 'Acquista il report' on the guest view of a report leads to its checkout. */
async function openCheckoutFromReport(page: Page) {
  await page.goto(APPROVED_REPORT_PATH);
  const buy = page
    .getByRole('main')
    .getByRole('region', { name: 'Report completo', exact: true })
    .getByRole('link', { name: 'Acquista il report', exact: true });
  await buy.click();
  await expect(page).toHaveURL(CHECKOUT_PATH);
  await expect(checkoutForm(page).heading).toBeVisible();
}

// Four payment attempts, two discount checks and one sign-in (through the form, of the account the purchase
// created) per run: the server allows 30 checkouts per IP per hour, 20 discount checks per IP in 10 minutes
// and 10 sign-ins per account, 30 per IP in 15 minutes.
test.describe('acquisto di un report dal checkout di prova', () => {
  test(`a ${MOBILE.width}px: da ospite → BENVENUTO50 → carta rifiutata → carta di prova → "Apri il report" → email → password → report → "Sto comprando"`, async ({
    page,
  }) => {
    // The whole purchase, three e-mails, the password hashing and the report: more than one page check.
    test.slow();
    await page.setViewportSize(MOBILE);
    const email = uniqueEmail('checkout');
    const form = checkoutForm(page);

    await test.step('il link del report porta al checkout, a prezzo pieno e con i consensi non spuntati', async () => {
      await openCheckoutFromReport(page);
      await expect(orderSummary(page)).toContainText(GOLF.name);
      await expect(summaryTotal(page)).toHaveText(FULL_PRICE);
      await expect(form.payButton).toHaveText(/^Paga 19,00\s€$/);
      await expect(form.alert).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('dati, consensi e BENVENUTO50: il totale e il pulsante dicono 9,50 €', async () => {
      await fillBuyerAndStatements(page, email);
      // A code that does not exist gets an Italian message and changes nothing.
      await form.discountCode.fill('NONESISTE');
      await form.applyCode.click();
      await expect(form.discountCode).toHaveAttribute('aria-invalid', 'true');
      await expect(form.discountCode).toHaveAccessibleDescription(
        'Il codice sconto non esiste: controlla di averlo scritto correttamente.',
      );
      await expect(summaryTotal(page)).toHaveText(FULL_PRICE);

      await form.discountCode.fill(PROMO_CODE.toLowerCase());
      await form.applyCode.click();
      await expect(page.getByRole('main').getByText(`Codice ${PROMO_CODE} applicato`)).toBeVisible();
      await expect(summaryTotal(page)).toHaveText(PROMO_PRICE);
      await expect(
        orderSummary(page)
          .getByRole('term')
          .filter({ hasText: `Sconto (${PROMO_CODE})` })
          .locator('+ dd'),
      ).toHaveText(/^-9,50\s€$/);
      await expect(form.payButton).toHaveText(/^Paga 9,50\s€$/);
    });

    await test.step('la carta rifiutata: errore in italiano, dati intatti, resta il checkout', async () => {
      await fillCard(page, CARDS.declined);
      await form.payButton.click();
      await expect(form.alert).toHaveText(CARD_DECLINED_MESSAGE);
      await expect(form.alert).toBeFocused();
      await expect(page).toHaveURL(CHECKOUT_PATH);
      await expect(form.email).toHaveValue(email);
      await expect(form.firstName).toHaveValue(ITALIAN_BUYER.firstName);
      await expect(form.lastName).toHaveValue(ITALIAN_BUYER.lastName);
      await expect(form.taxCode).toHaveValue(ITALIAN_BUYER.taxCode);
      await expect(form.street).toHaveValue(ITALIAN_BUYER.street);
      await expect(form.postalCode).toHaveValue(ITALIAN_BUYER.postalCode);
      await expect(form.city).toHaveValue(ITALIAN_BUYER.city);
      await expect(form.province).toHaveValue(ITALIAN_BUYER.province);
      await expect(form.acceptRegulation).toBeChecked();
      await expect(form.immediateAccess).toBeChecked();
      await expect(form.declareAge).toBeChecked();
      await expect(form.cardNumber).toHaveValue(CARDS.declined);
      await expect(summaryTotal(page)).toHaveText(PROMO_PRICE);
      await expect(form.payButton).toHaveText(/^Paga 9,50\s€$/);
      await expectNoSeriousA11yViolations(page);
    });

    let orderNumber = '';
    await test.step('la carta di prova paga: "Report acquistato" e la password arriva per email', async () => {
      await form.cardNumber.fill(CARDS.pays);
      await form.payButton.click();
      await expect(page).toHaveURL(CONFIRM_URL);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: PAID_TITLE, exact: true }),
      ).toBeVisible();
      await expect(confirmFact(page, 'Importo pagato')).toHaveText(PROMO_PRICE);
      orderNumber = (await confirmFact(page, 'Numero d’ordine').innerText()).trim();
      expect(orderNumber).not.toBe('');
      await expect(page.getByRole('main')).toContainText(
        `Ti abbiamo inviato un’email all’indirizzo ${email} per impostare la password del primo accesso.`,
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('"Apri il report" nello stesso browser, senza account: la dichiarazione, poi il report', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Apri il report', exact: true }).click();
      await expect(page).toHaveURL(APPROVED_REPORT_PATH);
      const modal = liabilityModal(page);
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: 'Accetto', exact: true }).click();
      await expect(modal).toHaveCount(0);
      await expect(reportTitle(page)).toContainText(GOLF.name);
      await expect(reportSection(page, 'Limitazioni di responsabilità')).toBeVisible();
      expect(await sessionStatus(page)).toBe(401);
    });

    await test.step('il link del report, aperto di nuovo come dall’email, mostra il report e non il riquadro d’acquisto', async () => {
      await openAcceptedReport(page);
      await expect(reportTitle(page)).toContainText(GOLF.name);
      await expect(page.getByRole('link', { name: 'Acquista il report', exact: true })).toHaveCount(0);
    });

    let setupSubject = '';
    await test.step('la casella di sviluppo: link al report con i due PDF, password, fattura con il PDF', async () => {
      const mails = await waitForMails(page.request, email, [
        'purchase_confirmation',
        'password_setup',
        'invoice',
      ]);
      const confirmation = mails.purchase_confirmation;
      expect(confirmation.subject).toContain(orderNumber);
      expect(confirmation.text).toContain(`/report/${REPORT_IDS.approved}`);
      expect(confirmation.attachments.map((a) => a.filename)).toEqual([
        expect.stringMatching(/^regolamento-verificauto-.+\.pdf$/),
        'modulo-di-recesso.pdf',
      ]);
      for (const attachment of confirmation.attachments) await expectPdf(page.request, attachment.url);

      expect(mails.password_setup.text).toMatch(/\/reset-password\/[^/\s]+\/[^/\s]+/);
      setupSubject = mails.password_setup.subject;

      const invoice = mails.invoice;
      expect(invoice.text).toContain(orderNumber);
      expect(invoice.attachments.map((a) => a.filename)).toEqual([
        expect.stringMatching(/^fattura-\d{4}-\d+\.pdf$/),
      ]);
      // As a person would: the message in the mailbox page and its "Scarica …" link.
      await openNewestMail(page, email, invoice.subject);
      const download = page.getByRole('link', { name: `Scarica ${invoice.attachments[0]?.filename}` });
      const href = await download.getAttribute('href');
      expect(href).toBeTruthy();
      await expectPdf(page.request, href ?? '');

      // One of each: the declined card queued nothing.
      const templates = await mailTemplatesFor(page.request, email);
      expect(templates.sort()).toEqual(['invoice', 'password_setup', 'purchase_confirmation']);
    });

    await test.step('il link dell’email imposta la password; l’accesso con quella porta all’area riservata', async () => {
      await setFirstPasswordAndSignIn(page, email, setupSubject);
      // At 375px 'Esci' sits in the closed mobile menu: the session itself is what counts.
      expect(await sessionStatus(page)).toBe(200);
      // Signed in, the browser reads as the account: the read receipts are gone (decision 057).
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('va_reads');
    });

    await test.step('il report: la dichiarazione, "Accetto" e il report completo', async () => {
      await openAcceptedReport(page);
      await expect(reportTitle(page)).toContainText(GOLF.name);
    });

    await test.step('"Sto comprando": la scheda con l’ordine e la fattura in PDF', async () => {
      await page.goto('/profile');
      const buying = page.getByRole('tabpanel', { name: 'Sto comprando', exact: true });
      await expect(page.getByRole('tab', { name: 'Sto comprando', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const card = buying.getByRole('listitem').filter({ hasText: GOLF.name });
      await expect(card).toHaveCount(1);
      const fact = (term: string) => card.getByRole('term').filter({ hasText: term }).locator('+ dd');
      await expect(fact('Ordine n.')).toHaveText(orderNumber);
      await expect(fact('Importo pagato')).toHaveText(PROMO_PRICE);
      const invoiceLink = card.getByRole('link', { name: `Scarica la fattura (PDF) (${GOLF.name})` });
      const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const file = await download.path();
      expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  test(`a ${DESKTOP.width}px: il riepilogo accanto al modulo, prezzo pieno, carta rifiutata e conferma; axe`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const email = uniqueEmail('checkout-desktop');
    const form = checkoutForm(page);

    await page.goto(CHECKOUT_PATH);
    await expect(form.heading).toHaveText(CHECKOUT_TITLE);
    await expect(summaryTotal(page)).toHaveText(FULL_PRICE);
    // From 992px the summary sits to the right of the form, top-aligned.
    const [formBox, summaryBox] = await Promise.all([
      page.getByRole('form', { name: 'Dati per l’acquisto' }).boundingBox(),
      orderSummary(page).boundingBox(),
    ]);
    expect(formBox && summaryBox).toBeTruthy();
    if (formBox && summaryBox) {
      expect(summaryBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(Math.abs(summaryBox.y - formBox.y)).toBeLessThan(40);
    }
    await expectNoSeriousA11yViolations(page);

    await fillBuyerAndStatements(page, email);
    await fillCard(page, CARDS.declined);
    await form.payButton.click();
    await expect(form.alert).toHaveText(CARD_DECLINED_MESSAGE);
    await expect(page).toHaveURL(CHECKOUT_PATH);
    await expectNoSeriousA11yViolations(page);

    await form.cardNumber.fill(CARDS.pays);
    await expect(form.payButton).toHaveText(/^Paga 19,00\s€$/);
    await form.payButton.click();
    await expect(page).toHaveURL(CONFIRM_URL);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: PAID_TITLE, exact: true }),
    ).toBeVisible();
    await expect(confirmFact(page, 'Importo pagato')).toHaveText(FULL_PRICE);
    await expect(page.getByRole('main')).toContainText(email);
    await expectNoSeriousA11yViolations(page);
  });
});
