import { expect, type Page, test } from '@playwright/test';
import { isItalianNationalHoliday } from '@verificauto/shared/domain/italian-holidays';
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
/** The demo's lowest fee (tools/demo/src/seed/demo-workshops.ts) and the Bologna workshop's own. */
const PRICE_FROM = 'Ispezione da 79 €, IVA inclusa';
const BOLOGNA_FEE = '99,00 €';
const PAY_PAGE = /\/booking\/pay\/[0-9a-f-]{36}$/;

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

/** Rome's calendar date `days` after today, yyyy-mm-dd. */
function romeDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
}

/**
 * The demo's Bologna workshop is closed one working day a week after the first start
 * (tools/demo/src/seed/demo-closures.ts): the e2e server seeds when the run starts.
 */
function bolognaClosedDay(): string {
  const weekday = new Date(`${romeDay(7)}T12:00:00Z`).getUTCDay();
  return romeDay(7 + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0));
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('prenotazione di un’ispezione', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a ${viewport.width}px: il prezzo → Bologna → lista e mappa → Prenota ora (#calendly) → indietro → giorni offerti → orario → pagamento → indietro e di nuovo → "Prenotazione confermata" → calendario → email → "Sto vendendo" → annulla`, async ({
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

      await test.step('il prezzo prima di tutto: "da 79 €" in home e in \'Come vendere\'', async () => {
        await page.goto('/');
        await expect(main(page).getByText(PRICE_FROM, { exact: true })).toBeVisible();
        await page.goto('/how-to-sell');
        await expect(main(page).getByText(PRICE_FROM, { exact: true })).toBeVisible();
      });

      let workshopName = '';
      await test.step('la ricerca "Bologna": officine dalla più vicina, distanze in km con due decimali, la mappa', async () => {
        await page.goto('/booking');
        await expect(main(page).getByRole('heading', { level: 1, name: BOOKING_TITLE })).toBeVisible();
        await search(page, 'Bologna');
        await expect(workshops(page).first()).toContainText(BOLOGNA_WORKSHOP);
        workshopName = (await workshops(page).first().getByRole('heading', { level: 3 }).innerText()).trim();
        // Each workshop says what its inspection costs before it is chosen.
        await expect(workshops(page).first()).toContainText(
          `Costo dell’ispezione: ${BOLOGNA_FEE}, IVA inclusa`,
        );
        for (const workshop of await workshops(page).all()) {
          await expect(workshop).toContainText(/Costo dell’ispezione: \d+,\d{2} €, IVA inclusa/);
        }
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

      const form = main(page).getByRole('form', { name: /^Prenotazione presso / });
      await test.step('i giorni offerti: mai una festività nazionale né il giorno di chiusura dell’officina', async () => {
        const dayOptions = form.getByLabel('Giorno', { exact: true }).locator('option');
        // The days arrive with the workshop's slots: wait for them before reading the list once.
        await expect.poll(() => dayOptions.count()).toBeGreaterThan(15);
        const offered = await dayOptions.evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value),
        );
        expect(offered.filter(isItalianNationalHoliday)).toEqual([]);
        expect(offered).not.toContain(bolognaClosedDay());
        // The days around it are offered: the closure takes that day only.
        expect(offered.some((day) => day > bolognaClosedDay())).toBe(true);
      });

      let slotLabel = '';
      let payPage = '';
      await test.step('orario e dati: "Prenota e paga" porta al pagamento della prenotazione', async () => {
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
        await expect(page).toHaveURL(PAY_PAGE);
        await expect(main(page).getByRole('heading', { level: 1, name: PAY_TITLE })).toBeVisible();
        await expect(main(page)).toContainText(plate);
        await expect(main(page)).toContainText(slotLabel);
        payPage = page.url();
      });

      await test.step('Indietro dal pagamento: il modulo com’era, l’orario tenuto; di nuovo "Prenota e paga" → lo stesso ordine', async () => {
        const expectFormAsLeft = async () => {
          await expect(page).toHaveURL(/\/booking#calendly$/);
          await expect(form.getByRole('radio', { name: slotLabel, exact: true })).toBeChecked();
          await expect(form.getByLabel('Nome e cognome', { exact: true })).toHaveValue(name);
          await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
          await expect(form.getByLabel('Telefono', { exact: true })).toHaveValue('333 123 4567');
          await expect(
            form.getByRole('checkbox', { name: /^Ho letto e accetto il Regolamento/ }),
          ).toBeChecked();
        };
        await page.goBack();
        await expectFormAsLeft();
        await page.reload();
        await expectFormAsLeft();
        // A double click sends one booking: the same order and the same hold come back.
        await form.getByRole('button', { name: /^Prenota e paga / }).dblclick();
        await expect(page).toHaveURL(payPage);
        await expect(main(page).getByRole('heading', { level: 1, name: PAY_TITLE })).toBeVisible();
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
        await expect(main(page).getByText('Importo pagato', { exact: true })).toBeVisible();
        await expect(main(page)).toContainText(`${BOLOGNA_FEE} (IVA inclusa)`);
        await expect(main(page)).toContainText(slotLabel);
        const map = main(page).getByRole('link', { name: /^Apri in OpenStreetMap/ });
        await expect(map).toHaveAttribute('target', '_blank');
        await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
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

      let calendarFile = '';
      await test.step('"Aggiungi al calendario" scarica l’evento dell’appuntamento', async () => {
        const link = main(page).getByRole('link', { name: 'Aggiungi al calendario' });
        const download = await page.request.get((await link.getAttribute('href')) ?? '');
        expect(download.status()).toBe(200);
        expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
        calendarFile = await download.text();
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
        const event = readCalendarEvent(await ics.text());
        expect(event).toMatchObject({
          method: 'PUBLISH',
          uid: expect.stringMatching(/^[0-9a-f-]{36}@verificauto$/),
          summary: `Ispezione Verificauto – ${plate}`,
          location: expect.stringContaining('Bologna'),
        });
        // "Aggiungi al calendario" gave the same event: a calendar that has one does not get a second.
        const added = readCalendarEvent(calendarFile);
        expect(added).toMatchObject({
          uid: event.uid,
          start: event.start,
          end: event.end,
          summary: event.summary,
          location: event.location,
        });
        expect(
          new Date(event.start).toLocaleTimeString('it-IT', {
            timeZone: 'Europe/Rome',
            hour: '2-digit',
            minute: '2-digit',
          }),
        ).toBe(slotLabel);
        const receipt = mails.booking_fee_receipt;
        expect(receipt.attachments.map((a) => a.filename)).toEqual([
          expect.stringMatching(/^fattura-\d{4}-\d+\.pdf$/),
        ]);
        await expectPdf(page.request, receipt.attachments[0]?.url ?? '');
        setupSubject = mails.password_setup.subject;
      });

      const selling = page.getByRole('tabpanel', { name: 'Sto vendendo', exact: true });
      await test.step('la password dal link dell’email, l’accesso e "Sto vendendo": giorno e ora, officina, importo, "Sposta o annulla"', async () => {
        await setFirstPasswordAndSignIn(page, email, setupSubject);
        await expect(selling).toContainText(plate);
        await expect(
          selling.getByText(new RegExp(`^Prenotata per il \\d{1,2}/\\d{1,2}/\\d{4} alle ${slotLabel}$`)),
        ).toBeVisible();
        await expect(selling).toContainText(workshopName);
        await expect(selling.getByText(`Importo pagato: ${BOLOGNA_FEE}`, { exact: true })).toBeVisible();
        await expect(selling.getByRole('link', { name: `Sposta o annulla (${plate})` })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-profile-card-${viewport.width}`);
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

      await test.step('"Sposta o annulla" dalla scheda: il passo di annullamento dice il rimborso; nota di credito', async () => {
        // The moved booking's confirmation, with a new link, is queued by a job a moment after the move.
        await expect
          .poll(async () => {
            const mails = await waitForMails(page.request, email, ['booking_confirmation']);
            return manageLinkOf(mails.booking_confirmation.text);
          })
          .not.toBe(manageLink);
        await page.goto('/profile');
        await selling.getByRole('link', { name: `Sposta o annulla (${plate})` }).click();
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'La tua prenotazione' }),
        ).toBeVisible();
        await main(page).getByRole('button', { name: 'Annulla la prenotazione' }).click();
        await expect(
          main(page).getByRole('region', { name: 'Vuoi annullare la prenotazione?' }),
        ).toContainText(`Ti rimborsiamo ${BOLOGNA_FEE} sulla carta entro 14 giorni.`);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `booking-cancel-step-${viewport.width}`);
        await main(page).getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
        await expect(
          main(page).getByRole('heading', { level: 1, name: 'Prenotazione annullata' }),
        ).toBeFocused();
        await expect(main(page)).toContainText(`Abbiamo avviato il rimborso di ${BOLOGNA_FEE} sulla carta`);
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
