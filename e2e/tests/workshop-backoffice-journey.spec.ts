import { expect, type Page, test } from '@playwright/test';
import { PhotoUploadedSchema, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/checklist';
import { CHECKS_COUNT } from '@verificauto/shared/domain/checks-count';
import { REQUIRED_KEY_PHOTO_SLOTS } from '@verificauto/shared/domain/report-completeness';
import {
  DEMO_PASSWORD,
  SELLER_EMAIL,
  signInForm,
  signInThroughApi,
  signInThroughForm,
  TECHNICIAN_EMAIL,
  uniqueEmail,
  xsrfToken,
} from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { roleContext } from '../support/browser';
import { PAID_TITLE } from '../support/checkout';
import { openNewestMail } from '../support/mailbox';
import {
  captureTime,
  INSPECTION_BUDGET_BYTES,
  INSPECTION_PHOTOS,
  twelveMegapixelPhoto,
} from '../support/phone-photo';
import { liabilityModal, reportTitle } from '../support/report';
import { DESKTOP, MOBILE } from '../support/site';
import {
  BACKOFFICE_EMAIL,
  bookDemoWorkshop,
  CAR,
  CHECKED_IN_CAR,
  cameraPhoto,
  fillDraftThroughApi,
  ITALIAN_BILLING,
  regulationVersion,
  TEST_CARD,
} from '../support/workshop';

const APPROVED_SUBJECT = 'Il report della tua auto è pronto';
const SLOT_LABELS = new Map(
  [...KEY_PHOTO_SLOTS.exterior, ...KEY_PHOTO_SLOTS.interior].map((slot) => [slot.key, slot.label]),
);
const COLOURS = ['#224385', '#2cbbe2', '#bcf0fd', '#8a6d3b', '#5c5c5c', '#a94442'];

function saveStatus(page: Page) {
  return page.locator('.save-status').getByRole('status');
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Sezioni del report' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function takeKeyPhoto(page: Page, slot: string, index: number) {
  await page
    .getByLabel(`Scatta la foto: ${SLOT_LABELS.get(slot)}`, { exact: true })
    .setInputFiles(await cameraPhoto(`${slot}.jpg`, COLOURS[index % COLOURS.length] ?? '#224385'));
}

/** axe at both widths on the page as it is; the page ends at the width it had. */
async function expectAccessibleAtBothWidths(page: Page) {
  const width = page.viewportSize()?.width;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
  }
  if (width === MOBILE.width) await page.setViewportSize(MOBILE);
}

// One journey across the roles of the workshop app and the back office. A booking made for this run by a new
// seller (API) is at least 24 hours ahead, so its car cannot be checked in yet: the technician sees its
// appointment and the reason the check-in waits. The report is then written for the demo seller's car that
// the seed checked in this hour (decision 051).
// Three sign-ins a run (technician, the demo seller, back office): the suite shares 30 sign-ins per IP in
// 15 minutes, and the demo accounts 10 each.
test('dalla prenotazione al report in vendita: officina (telefono) → back office → venditore → acquirente', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const booking = await bookDemoWorkshop(page, uniqueEmail('venditore-officina'));

  await test.step('il tecnico accede e arriva in /officina; prima dell’arrivo dell’auto il report non si compila', async () => {
    await page.goto('/signin');
    await signInThroughForm(page, TECHNICIAN_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/officina');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Officina');
    await expectAccessibleAtBothWidths(page);
    // The workshop's own closures (decision 062): the demo's patron saint, Sant'Ambrogio.
    await page.getByRole('link', { name: 'Giorni di chiusura' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giorni di chiusura' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Chiusure in programma' })).toContainText(
      'Ogni anno il 7 dicembre',
    );
    await expectAccessibleAtBothWidths(page);
    await page.goBack();
    await expect(page).toHaveURL('/officina');
    // The booking is on the last day offered, weeks ahead: the list goes a week at a time (decision 074).
    const card = page.getByRole('article').filter({ hasText: booking.plate });
    const range = page.locator('.booking-week-range');
    for (let week = 0; week < 6 && !(await card.isVisible()); week += 1) {
      const shown = (await range.textContent()) ?? '';
      await page.getByRole('link', { name: 'Settimana successiva →' }).click();
      await expect(range).not.toHaveText(shown);
    }
    await expect(card.getByText('Da iniziare')).toBeVisible();
    await card.getByRole('link', { name: 'Inizia il report' }).click();
    await expect(page).toHaveURL(`/officina/ispezioni/${booking.uuid}`);
    const checkIn = page.getByRole('button', { name: 'Auto in officina' });
    await expect(checkIn).toBeDisabled();
    await expect(checkIn).toHaveAccessibleDescription(
      /^Potrai registrare l’arrivo dal \d{1,2}\/\d{1,2}\/\d{4} alle \d{1,2}:\d{2}, 30 minuti prima dell’appuntamento\.$/,
    );
    await expect(page.getByRole('navigation', { name: 'Sezioni del report' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });

  await test.step('l’auto arrivata in officina: il report si apre', async () => {
    await page.goto('/officina');
    const card = page.getByRole('article').filter({ hasText: CHECKED_IN_CAR.plate });
    await card.getByRole('link', { name: 'Inizia il report' }).click();
    await expect(page).toHaveURL(`/officina/ispezioni/${CHECKED_IN_CAR.uuid}`);
    await expect(page.getByText(/auto in officina dalle \d{1,2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dati del veicolo' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });

  await test.step('quasi tutto il report dall’API, le foto obbligatorie dalla fotocamera', async () => {
    await fillDraftThroughApi(page, CHECKED_IN_CAR.uuid, CHECKED_IN_CAR.plate);
    await page.reload();
    await openSection(page, 'Esterni');
    await expectAccessibleAtBothWidths(page);
    await openSection(page, 'Foto principali');
    const [offlineSlot, ...slots] = REQUIRED_KEY_PHOTO_SLOTS;
    for (const [index, slot] of slots.entries()) await takeKeyPhoto(page, slot, index);
    await expect(saveStatus(page)).toHaveText('Tutte le modifiche sono salvate', { timeout: 20_000 });

    // The network drops in the workshop: the photo waits on the device and goes when the network is back.
    await page.context().setOffline(true);
    await takeKeyPhoto(page, offlineSlot, 5);
    await expect(saveStatus(page)).toContainText('1 foto in attesa di rete');
    await page.context().setOffline(false);
    await expect(saveStatus(page)).toHaveText('Tutte le modifiche sono salvate', { timeout: 30_000 });
    await expect(page.locator(`#slot-${offlineSlot} img`)).toBeVisible();
  });

  await test.step('una foto da 12 megapixel dalla galleria parte ridotta a 2560 px, con l’ora di scatto del telefono', async () => {
    const taken = captureTime();
    const original = await twelveMegapixelPhoto(taken.exif);
    expect(original.length).toBeGreaterThan(3_000_000);
    await openSection(page, 'Imperfezioni');
    const uploadRequest = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes(`/${CHECKED_IN_CAR.uuid}/photos?`),
    );
    await page
      .getByLabel('Scegli dalla galleria: Imperfezioni', { exact: true })
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original });
    const request = await uploadRequest;
    const response = await request.response();
    expect(response?.status()).toBe(200);
    const { photo } = PhotoUploadedSchema.parse(await response?.json());
    // Chromium does not hand a Blob body to Playwright; the header says its length.
    const sent = Number((await request.allHeaders())['content-length'] ?? 0);
    testInfo.annotations.push({
      type: 'bytes',
      description: `originale ${original.length} B, inviata ${sent} B`,
    });
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(original.length / 3);
    expect(sent * INSPECTION_PHOTOS).toBeLessThanOrEqual(INSPECTION_BUDGET_BYTES);
    expect(request.headers()['content-type']).toBe('image/webp');
    expect(photo).toMatchObject({ width: 2560, height: 1920 });
    expect(photo.fullScreenSrcSet).toContain(' 2560w');
    // Decoded and encoded off the main thread, so that the editor stays responsive meanwhile.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/assets\/photo-encoding\.worker-[\w-]+\.js$/),
    );
    const read = await page.request.get(`/api/workshop/inspections/${CHECKED_IN_CAR.uuid}/draft`);
    const draft = ReportDraftSchema.parse(await read.json());
    expect(draft.photos[photo.id]?.taken_at).toBe(taken.instant);
    expect(draft.imperfections).toContain(photo.id);
    const strip = page.getByRole('list', { name: 'Foto: Imperfezioni' });
    await expect(strip.getByRole('img').last()).toHaveJSProperty('complete', true);
    await strip.screenshot({ path: testInfo.outputPath('photo-strip-390.png') });
  });

  await test.step('il giudizio e l’invio per approvazione', async () => {
    await openSection(page, 'Giudizio complessivo');
    await page
      .getByRole('textbox', { name: /^Giudizio complessivo/ })
      .fill('Auto in buone condizioni generali.\nParaurti da ritoccare.');
    await expect(saveStatus(page)).toHaveText('Tutte le modifiche sono salvate', { timeout: 10_000 });
    await openSection(page, 'Riepilogo e invio');
    await expect(
      page.getByText('Tutte le voci sono compilate e le foto obbligatorie ci sono.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Invia per approvazione' }).click();
    const confirm = page.getByRole('dialog', { name: 'Inviare il report per approvazione?' });
    await expect(confirm.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Invia il report' }).click();
    await expect(page.getByText('Report inviato per l’approvazione.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Report inviato' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Torna alle prenotazioni' })).toBeVisible();
  });

  const seller = await roleContext(browser, testInfo, DESKTOP);
  await test.step('il venditore vede "Report in fase di approvazione." e non entra nelle aree riservate', async () => {
    await seller.goto('/');
    await signInThroughApi(seller, SELLER_EMAIL);
    await seller.goto('/profile');
    const card = seller
      .getByRole('main')
      .locator('article, li, .card')
      .filter({ hasText: CHECKED_IN_CAR.plate })
      .first();
    await expect(card.getByText('Report in fase di approvazione.', { exact: true })).toBeVisible();
    await seller.goto('/backoffice');
    await expect(seller.getByRole('heading', { level: 1, name: 'Accesso non consentito' })).toBeVisible();
    await expect(seller.getByText('Questa area è riservata al back office di Verificauto.')).toBeVisible();
    await seller.goto('/officina');
    await expect(
      seller.getByText('Questa area è riservata ai tecnici delle officine partner.'),
    ).toBeVisible();
  });

  const backoffice = await roleContext(browser, testInfo, DESKTOP);
  await test.step('il back office approva il report dalla coda', async () => {
    await backoffice.goto('/');
    await signInThroughApi(backoffice, BACKOFFICE_EMAIL);
    await backoffice.goto('/backoffice');
    await expect(backoffice.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
    const pending = backoffice.getByRole('article').filter({ hasText: CHECKED_IN_CAR.plate });
    await pending.getByRole('link', { name: 'Esamina' }).click();
    await expect(backoffice).toHaveURL(`/backoffice/report/${CHECKED_IN_CAR.uuid}`);
    await expect(reportTitle(backoffice)).toContainText(`${CAR.brand} ${CAR.model}`);
    await expectAccessibleAtBothWidths(backoffice);
    await backoffice.getByRole('button', { name: 'Approva e pubblica' }).click();
    await backoffice.getByRole('dialog').getByRole('button', { name: 'Conferma e pubblica' }).click();
    await expect(backoffice.getByText(/impronta/i).first()).toBeVisible();
    await backoffice.goto('/backoffice/registro');
    await expect(backoffice.getByText(CHECKED_IN_CAR.uuid).first()).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
  });

  await test.step('le pagine di gestione del back office, a 375 e 1280 px', async () => {
    const sections = backoffice.getByRole('navigation', { name: 'Sezioni del back office' });
    const main = backoffice.getByRole('main');
    await sections.getByRole('link', { name: 'Prenotazioni da spostare' }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Prenotazioni in giorni di chiusura' }),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
    // A closure of a workshop no journey books (decision 062): added, listed, taken away again.
    await sections.getByRole('link', { name: 'Officine' }).click();
    await main
      .getByRole('link', { name: /Officina Meccanica Dallapiccola/ })
      .first()
      .click();
    await main.getByRole('link', { name: 'Giorni di chiusura dell’officina' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Giorni di chiusura' })).toBeVisible();
    const day = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Rome',
    });
    await main.getByLabel('Primo giorno', { exact: true }).fill(day);
    await main.getByLabel(/^Descrizione/).fill('Inventario');
    await main.getByRole('button', { name: 'Aggiungi la chiusura' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Chiusura aggiunta' })).toHaveText(
      'Chiusura aggiunta: nessuna prenotazione cade in questi giorni.',
    );
    const added = main.getByRole('list', { name: 'Chiusure in programma' }).getByRole('listitem');
    await expect(added.filter({ hasText: 'Inventario' })).toHaveCount(1);
    await expectAccessibleAtBothWidths(backoffice);
    await added
      .filter({ hasText: 'Inventario' })
      .getByRole('button', { name: /^Elimina la chiusura: / })
      .click();
    await expect(added.filter({ hasText: 'Inventario' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Officine' }).click();
    await main
      .getByRole('link', { name: /Autofficina Rossi & Figli/ })
      .first()
      .click();
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Autofficina Rossi & Figli');
    await expectAccessibleAtBothWidths(backoffice);
    await sections.getByRole('link', { name: 'Codici sconto' }).click();
    await expect(main.getByText('BENVENUTO50').first()).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
    await sections.getByRole('link', { name: 'Utenti' }).click();
    await main.getByLabel('Email o nome').fill('acquirente@verificauto.test');
    await main.getByLabel('Email o nome').press('Enter');
    await main
      .getByRole('list', { name: 'Utenti trovati' })
      .getByRole('listitem')
      .filter({ hasText: 'acquirente@verificauto.test' })
      .getByRole('link')
      .first()
      .click();
    await expect(main.getByRole('button', { name: 'Blocca utente' })).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
    await sections.getByRole('link', { name: 'Fatture' }).click();
    await expect(main.getByRole('link', { name: /^PDF/ }).first()).toBeVisible();
    await expectAccessibleAtBothWidths(backoffice);
  });

  await test.step('il venditore riceve l’email e apre il report sigillato', async () => {
    await openNewestMail(seller, SELLER_EMAIL, APPROVED_SUBJECT);
    // The link is in the text twice (the button and the address written out): either opens the report.
    await seller
      .locator('pre.mailbox-text')
      .getByRole('link', { name: `/report/${CHECKED_IN_CAR.uuid}` })
      .first()
      .click();
    await expect(seller).toHaveURL(`/report/${CHECKED_IN_CAR.uuid}`);
    await liabilityModal(seller).getByRole('button', { name: 'Accetto' }).click();
    await expect(reportTitle(seller)).toContainText(`${CAR.brand} ${CAR.model}`);
    await expect(seller.getByText(/Report sigillato il/)).toBeVisible();
    // The findings by severity, in words (decision 053): the draft rated two exterior items 2.
    await expect(seller.getByText('Problemi rilevati:')).toBeVisible();
    // The inspection that happened: from the check-in to the submission (decision 051).
    await expect(
      seller.getByText(/Ispezione del \d{1,2}\/\d{1,2}\/\d{4}, dalle \d{1,2}:\d{2} alle \d{1,2}:\d{2}/),
    ).toBeVisible();
  });

  const buyer = await roleContext(browser, testInfo, MOBILE);
  await test.step('un acquirente ne legge l’anteprima e lo compra', async () => {
    await buyer.goto(`/report/${CHECKED_IN_CAR.uuid}`);
    await expect(buyer.getByRole('link', { name: 'Acquista il report' }).first()).toBeVisible();
    // The preview informs without giving the report away: the inspection, the workshop, the findings by
    // severity and how many checks (decisions 053 and 054).
    const preview = buyer.getByRole('main');
    await expect(preview.getByRole('term').filter({ hasText: 'Ispezione del' })).toBeVisible();
    await expect(preview.getByRole('term').filter({ hasText: 'Officina' }).locator('+ dd')).toContainText(
      'Autofficina Rossi',
    );
    await expect(preview.getByRole('heading', { name: 'Problemi rilevati' })).toBeVisible();
    await expect(
      preview.getByRole('list', { name: 'Problemi per gravità' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(preview.getByText(`${CHECKS_COUNT} voci`)).toBeVisible();
    const paid = await buyer.request.post(`/api/checkout/${CHECKED_IN_CAR.uuid}/pay`, {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(buyer) },
      data: {
        buyer: {
          email: uniqueEmail('acquirente-officina'),
          ...ITALIAN_BILLING,
          accept_regulation: true,
          regulation_version: await regulationVersion(buyer.request),
          declare_age: true,
          immediate_access: true,
          marketing_consent: false,
        },
        card: TEST_CARD,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const { redirect_url: confirmation } = (await paid.json()) as { redirect_url: string };
    await buyer.goto(confirmation);
    await expect(buyer.getByRole('heading', { level: 1, name: PAID_TITLE })).toBeVisible();
  });

  for (const other of [seller, backoffice, buyer]) await other.context().close();
});

test('un ospite che apre /officina va all’accesso, con il ritorno lì', async ({ page }) => {
  await page.goto('/officina');
  await expect(page).toHaveURL('/signin?redirect=%2Fofficina');
  await expect(signInForm(page).heading).toBeVisible();
  await page.goto('/backoffice');
  await expect(page).toHaveURL('/signin?redirect=%2Fbackoffice');
});
