import { expect, type Page, test } from '@playwright/test';
import { setFirstPasswordAndSignIn, uniqueEmail } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { readCalendarEvent } from '../support/calendar';
import { CARDS, checkoutForm, expectPdf, fillBilling, fillCard, waitForMails } from '../support/checkout';
import { DESKTOP, MOBILE } from '../support/site';

const BOOKING_TITLE = 'Prenota l’ispezione';
const CONFIRMED_TITLE = 'Prenotazione confermata';
const PAY_TITLE = 'Paga la prenotazione';
const GEOCODE_FAILED = 'Geocode was not successful for the following reason: ';
/** The demo workshop in Bologna (tools/demo/src/seed/demo-workshops.ts), nearest to the city centre. */
const BOLOGNA_WORKSHOP = /Bologna/;
const KM = /^\d{1,3}(\.\d{3})*,\d{2} km$/;

const main = (page: Page) => page.getByRole('main');
const workshops = (page: Page) => main(page).locator('.booking-workshops > li');
const schedulerHeading = (page: Page) =>
  main(page).getByRole('heading', { level: 2, name: /^Prenota presso / });

/** Every request the page makes must stay on this site: no map tiles, fonts or scripts from elsewhere. */
function recordThirdPartyRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) {
      outside.push(request.url());
    }
  });
  return outside;
}

async function search(page: Page, query: string) {
  const field = main(page).getByLabel('Indirizzo, comune o CAP', { exact: true });
  await field.fill(query);
  await field.press('Enter');
}

function kilometres(text: string): number {
  return Number(text.replace(' km', '').replace(/\./g, '').replace(',', '.'));
}

async function distances(page: Page): Promise<number[]> {
  const texts = await workshops(page).locator('.booking-distance').allInnerTexts();
  return texts.map((text) => {
    const shown = text.replace('Distanza:', '').trim();
    expect(shown).toMatch(KM);
    return kilometres(shown);
  });
}

/** The personal link to move or cancel, as a path, from an e-mail's text. */
function manageLinkOf(text: string): string {
  const path = /\/booking\/manage\/[\w-]{43}/.exec(text)?.[0];
  if (!path) throw new Error('Nessun link per gestire la prenotazione nell’email');
  return path;
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('prenotazione di un’ispezione', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a ${viewport.width}px: Bologna → lista e mappa → Prenota ora (#calendly) → indietro → orario → pagamento → "Prenotazione confermata" → email → "Sto vendendo"`, async ({
      page,
    }) => {
      // Search, booking, payment, four e-mails, the password and the profile: more than one page check.
      test.slow();
      await page.setViewportSize(viewport);
      const outside = recordThirdPartyRequests(page);
      const email = uniqueEmail(`prenota${viewport.width}`);
      const name = 'Giulia Bianchi';
      const plate = `GB${String(viewport.width).slice(0, 3)}XY`;
      // The two widths run side by side on one workshop, and a retry finds its first try's slots taken:
      // each takes its own slot, as two sellers would.
      const slotIndex = (viewport === MOBILE ? 0 : 1) + 2 * test.info().retry;

      let workshopName = '';
      await test.step('la ricerca "Bologna": officine dalla più vicina, distanze in km con due decimali, la mappa', async () => {
        await page.goto('/booking');
        await expect(main(page).getByRole('heading', { level: 1, name: BOOKING_TITLE })).toBeVisible();
        await search(page, 'Bologna');
        await expect(workshops(page).first()).toContainText(BOLOGNA_WORKSHOP);
        workshopName = (await workshops(page).first().getByRole('heading', { level: 3 }).innerText()).trim();
        const km = await distances(page);
        expect(km.length).toBeGreaterThan(3);
        expect(km).toEqual([...km].sort((a, b) => a - b));
        expect(km[0]).toBeLessThan(10);
        // The map, lazily loaded after the list, with its markers and Italian controls.
        const map = main(page).getByRole('region', { name: /mappa/i });
        await expect(map).toBeVisible();
        await expect(map.getByRole('button', { name: 'Ingrandisci' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-list-${viewport.width}`);
      });

      await test.step('"Prenota ora" apre il calendario con #calendly; il tasto Indietro torna alla lista', async () => {
        await workshops(page).first().getByRole('button', { name: 'Prenota ora' }).click();
        await expect(page).toHaveURL(/\/booking#calendly$/);
        await expect(schedulerHeading(page)).toHaveText(`Prenota presso ${workshopName}`);
        await page.goBack();
        await expect(page).toHaveURL(/\/booking$/);
        await expect(schedulerHeading(page)).toHaveCount(0);
        await expect(main(page).getByLabel('Indirizzo, comune o CAP', { exact: true })).toHaveValue(
          'Bologna',
        );
        await expect(workshops(page).first()).toContainText(workshopName);
        await workshops(page).first().getByRole('button', { name: 'Prenota ora' }).click();
        await expect(page).toHaveURL(/\/booking#calendly$/);
      });

      let slotLabel = '';
      await test.step('orario e dati: "Prenota e paga" porta al pagamento della prenotazione', async () => {
        const form = main(page).getByRole('form', { name: /^Prenotazione presso / });
        // Not the first day offered: its first hours may reach the 24-hour change deadline during the test.
        await form.getByLabel('Giorno', { exact: true }).selectOption({ index: 1 });
        const chosenTime = form.getByRole('radiogroup').locator('label').nth(slotIndex);
        await expect(chosenTime).toBeVisible();
        slotLabel = (await chosenTime.innerText()).trim();
        await chosenTime.click();
        await form.getByLabel('Nome e cognome', { exact: true }).fill(name);
        await form.getByLabel('Email', { exact: true }).fill(email);
        await form.getByLabel('Telefono', { exact: true }).fill('333 123 4567');
        // Spaces and lower case are forgiven.
        await form.getByLabel('Targa', { exact: true }).fill(plate.toLowerCase().replace(/^(..)/, '$1 '));
        await form.getByRole('checkbox', { name: /^Ho letto e accetto il Regolamento/ }).check();
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-scheduler-${viewport.width}`);
        await form.getByRole('button', { name: /^Prenota e paga / }).click();
        await expect(page).toHaveURL(/\/booking\/pay\/[0-9a-f-]{36}$/);
        await expect(main(page).getByRole('heading', { level: 1, name: PAY_TITLE })).toBeVisible();
        await expect(main(page)).toContainText(plate);
        await expect(main(page)).toContainText(slotLabel);
      });

      await test.step('la carta di prova paga: "Prenotazione confermata" con il nome e l’avviso della password', async () => {
        await fillBilling(page);
        await fillCard(page, CARDS.pays);
        await expectNoSeriousA11yViolations(page);
        await checkoutForm(page).payButton.click();
        await expect(page).toHaveURL(/\/booking\/confirm\/[0-9a-f-]{36}$/);
        await expect(main(page).getByRole('heading', { level: 1, name: CONFIRMED_TITLE })).toBeVisible();
        await expect(main(page)).toContainText(`Grazie, ${name}!`);
        await expect(main(page)).toContainText(email);
        await expect(main(page)).toContainText('impostare la password');
        // The analytics event of docs/product.md#booking-confirmation, in the page's dataLayer (no
        // third-party script is configured).
        expect(
          await page.evaluate(() =>
            ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
          ),
        ).toContain('booking_confirmed');
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-confirmed-${viewport.width}`);
      });

      let setupSubject = '';
      let manageLink = '';
      await test.step('la casella di sviluppo: conferma con .ics e link per cambiarla, password, ricevuta con fattura', async () => {
        const mails = await waitForMails(page.request, email, [
          'booking_confirmation',
          'password_setup',
          'booking_fee_receipt',
        ]);
        const confirmation = mails.booking_confirmation;
        expect(confirmation.text).toContain(plate);
        manageLink = manageLinkOf(confirmation.text);
        expect(confirmation.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.ics$/)]);
        const ics = await page.request.get(confirmation.attachments[0]?.url ?? '');
        expect(readCalendarEvent(await ics.text())).toMatchObject({
          method: 'PUBLISH',
          uid: expect.stringMatching(/^[0-9a-f-]{36}@verificauto$/),
          summary: `Ispezione Verificauto – ${plate}`,
          location: expect.stringContaining('Bologna'),
        });
        const receipt = mails.booking_fee_receipt;
        expect(receipt.attachments.map((a) => a.filename)).toEqual([
          expect.stringMatching(/^fattura-\d{4}-\d+\.pdf$/),
        ]);
        await expectPdf(page.request, receipt.attachments[0]?.url ?? '');
        setupSubject = mails.password_setup.subject;
      });

      await test.step('la password dal link dell’email, l’accesso e "Sto vendendo" con "Prenotata per il"', async () => {
        await setFirstPasswordAndSignIn(page, email, setupSubject);
        const selling = page.getByRole('tabpanel', { name: 'Sto vendendo', exact: true });
        await expect(selling).toContainText(plate);
        await expect(
          selling.getByText(/^Prenotata per il \d{1,2}\/\d{1,2}\/\d{4} alle \d{2}:\d{2}$/),
        ).toBeVisible();
      });

      await test.step('il link dell’email di conferma: sposta l’appuntamento, il vecchio link non vale più', async () => {
        await page.goto(manageLink);
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'La tua prenotazione' }),
        ).toBeVisible();
        await expect(main(page)).toContainText(plate);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-manage-${viewport.width}`);
        await main(page).getByRole('button', { name: 'Cambia data e ora' }).click();
        await expect(
          main(page).getByRole('heading', { level: 2, name: 'Sposta l’appuntamento' }),
        ).toBeFocused();
        const move = main(page).getByRole('form', { name: 'Sposta l’appuntamento' });
        await move.getByLabel('Giorno', { exact: true }).selectOption({ index: 2 });
        await move.getByRole('radiogroup').locator('label').nth(slotIndex).click();
        await expectNoSeriousA11yViolations(page);
        await move.getByRole('button', { name: 'Conferma il nuovo orario' }).click();
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'Appuntamento spostato' }),
        ).toBeFocused();
        await page.goto(manageLink);
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'Link non più valido' }),
        ).toBeVisible();
      });

      await test.step('il link della nuova conferma annulla la prenotazione: rimborso con nota di credito', async () => {
        // The moved booking's confirmation is queued by a job a moment after the move.
        let newLink = manageLink;
        await expect
          .poll(async () => {
            const mails = await waitForMails(page.request, email, ['booking_confirmation']);
            newLink = manageLinkOf(mails.booking_confirmation.text);
            return newLink;
          })
          .not.toBe(manageLink);
        await page.goto(newLink);
        await main(page).getByRole('button', { name: 'Annulla la prenotazione' }).click();
        await expectNoSeriousA11yViolations(page);
        await main(page).getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'Prenotazione annullata' }),
        ).toBeFocused();
        const refund = await waitForMails(page.request, email, [
          'booking_fee_cancel_refund',
          'booking_cancellation',
        ]);
        expect(refund.booking_fee_cancel_refund.attachments.map((a) => a.filename)).toEqual([
          expect.stringMatching(/^nota-di-credito-\d{4}-\d+\.pdf$/),
        ]);
      });

      expect(outside).toEqual([]);
    });
  }

  test('un luogo che non esiste: l’avviso del geocoder, e la lista resta vuota', async ({ page }) => {
    await page.goto('/booking');
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await search(page, 'Paperopoli sul Mare');
    await expect.poll(() => messages).toEqual([`${GEOCODE_FAILED}ZERO_RESULTS`]);
    await expect(workshops(page)).toHaveCount(0);
  });
});
