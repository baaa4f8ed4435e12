import { expect, type Page, test } from '@playwright/test';
import { setFirstPasswordAndSignIn, uniqueEmail } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  CARDS,
  checkoutForm,
  fillBuyerAndStatements,
  fillCard,
  ITALIAN_BUYER,
  waitForMails,
} from '../support/checkout';
import { clickMailLink, openNewestMail } from '../support/mailbox';
import { REPORT_IDS } from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';

const WITHDRAWAL_URL = /\/recesso\/p\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/;
const CONFIRM_URL = /\/payment\/confirm\/[0-9a-f-]{36}$/;
const TITLE = 'Recedi dal contratto';

function fact(page: Page, term: string) {
  return page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('+ dd');
}

// One payment (the test checkout) and one sign-in, of the account the purchase created, per run.
test.describe('il recesso dal link dell’email di conferma, senza accedere', () => {
  test(`da ospite senza richiesta di accesso immediato → "Recedi dal contratto qui" → Continua → Conferma il recesso; a ${MOBILE.width} e ${DESKTOP.width}px`, async ({
    page,
  }) => {
    // A purchase, its e-mails, the refund job and a password set-up.
    test.slow();
    const email = uniqueEmail('recesso');
    let orderNumber = '';

    await test.step('un ospite compra il report con la carta di prova senza chiedere l’accesso immediato', async () => {
      await page.setViewportSize(MOBILE);
      await page.goto(`/checkout/${REPORT_IDS.approved}`);
      const form = checkoutForm(page);
      await expect(form.heading).toBeVisible();
      await fillBuyerAndStatements(page, email);
      await form.immediateAccess.uncheck();
      await fillCard(page, CARDS.pays);
      await form.payButton.click();
      await expect(page).toHaveURL(CONFIRM_URL);
      orderNumber = (await fact(page, 'Numero d’ordine').innerText()).trim();
      expect(orderNumber).not.toBe('');
    });

    await test.step('l’email di conferma porta alla funzione di recesso, che apre senza accedere', async () => {
      const { purchase_confirmation: confirmation } = await waitForMails(page.request, email, [
        'purchase_confirmation',
      ]);
      expect(confirmation.text).toMatch(/Recedi dal contratto qui: \S+\/recesso\//);
      await openNewestMail(page, email, confirmation.subject);
      await clickMailLink(page, '/recesso/');
      await expect(page).toHaveURL(WITHDRAWAL_URL);
      await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(TITLE));
      await expect(fact(page, 'Ordine')).toHaveText(orderNumber);
      await expect(fact(page, 'Importo pagato')).toHaveText(/^19,00\s€$/);
      await expect(page.getByLabel('Nome e cognome')).toHaveValue(
        `${ITALIAN_BUYER.firstName} ${ITALIAN_BUYER.lastName}`,
      );
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(DESKTOP);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(MOBILE);
    });

    await test.step('Continua → il riepilogo; il tasto indietro del browser torna al modulo, avanti di nuovo', async () => {
      await page.getByRole('button', { name: 'Continua', exact: true }).click();
      const confirmHeading = page.getByRole('heading', { name: 'Conferma il recesso', exact: true });
      await expect(confirmHeading).toBeFocused();
      await expect(page).toHaveURL(/\?passo=conferma$/);
      await page.goBack();
      await expect(page.getByLabel('Nome e cognome')).toBeVisible();
      await page.getByRole('button', { name: 'Continua', exact: true }).click();
      await expect(confirmHeading).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Conferma il recesso: "Recesso registrato" con data e ora', async () => {
      await page.getByRole('button', { name: 'Conferma il recesso', exact: true }).click();
      const done = page.getByRole('heading', { level: 1, name: 'Recesso registrato', exact: true });
      await expect(done).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        /Abbiamo registrato il tuo recesso il \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2}\./,
      );
      await expect(page.getByRole('main')).toContainText(
        `Ti abbiamo inviato la conferma per email a ${email}.`,
      );
      await expect(page.getByRole('main')).toContainText('entro 14 giorni');
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(DESKTOP);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('la conferma del recesso con data e ora, poi il rimborso con la nota di credito', async () => {
      const mails = await waitForMails(page.request, email, [
        'withdrawal_received',
        'purchase_withdrawal_refund',
      ]);
      expect(mails.withdrawal_received.subject).toBe('Abbiamo ricevuto il tuo recesso – Verificauto');
      expect(mails.withdrawal_received.text).toMatch(
        /abbiamo ricevuto il tuo recesso il \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2}/,
      );
      expect(mails.withdrawal_received.text).toContain(orderNumber);
      expect(mails.purchase_withdrawal_refund.attachments.map((a) => a.filename)).toEqual([
        expect.stringMatching(/^nota-di-credito-\d{4}-\d+\.pdf$/),
      ]);
    });

    await test.step('il link porta ora a "già esercitato"; il report non si apre più per l’acquirente', async () => {
      await page.reload();
      await expect(page.getByRole('main')).toContainText(
        'Hai già esercitato il recesso da questo contratto il',
      );
      await expect(page.getByRole('button', { name: 'Continua' })).toHaveCount(0);
      const { password_setup: setup } = await waitForMails(page.request, email, ['password_setup']);
      await setFirstPasswordAndSignIn(page, email, setup.subject);
      const report = await page.request.get(`/api/report/${REPORT_IDS.approved}`);
      expect(report.status()).toBe(403);
    });
  });
});
