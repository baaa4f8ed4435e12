import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  signInThroughApi,
  signInThroughForm,
  TECHNICIAN_EMAIL,
  xsrfToken,
} from '../support/auth';
import { checkBothWidths } from '../support/axe';
import { roleContext } from '../support/browser';
import { GOLF, REPORT_IDS } from '../support/report';
import { DESKTOP } from '../support/site';
import { BACKOFFICE_EMAIL, CHECKED_IN_CAR, cameraPhoto } from '../support/workshop';
import { hasServiceWorker, keptKeys } from '../support/workshop-device';

/** The phone of the journey. */
const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 1024, height: 768 } as const;

// The demo's approved Golf, reopened by the back office for a correction: a report being written that no
// other journey changes (the car checked in this hour is the workshop journey's, which submits it). Its
// editor needs no check-in (decision 051), and the device keeps every report being written (decision 068).
const CAR = { uuid: REPORT_IDS.approved, plate: GOLF.plate } as const;
const ITEMS = [
  { key: 'ext_body_paint', label: 'Vernice della carrozzeria' },
  { key: 'ext_bumpers', label: 'Paraurti anteriore e posteriore' },
] as const;
const draftPath = (uuid: string) => `/api/workshop/inspections/${uuid}/draft`;

interface Draft {
  items: Record<string, { value: number | string | null }>;
  imperfections: string[];
}

/** Back to the list through the history, loading nothing: the editor may keep its sections in it. */
async function backToList(page: Page) {
  for (let step = 0; step < 5 && new URL(page.url()).pathname !== '/officina'; step += 1) await page.goBack();
  await expect(page).toHaveURL('/officina');
}

// The Done-when journey (decision 068). One sign-in of the demo technician (the suite shares its 10
// per 15 minutes) and one of the back office, through the API.
test('officina senza rete: lista e report dal dispositivo, modifiche e foto in coda, inviate al ritorno della rete', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);

  await test.step('il back office riapre il report approvato per una correzione', async () => {
    const backoffice = await roleContext(browser, testInfo, DESKTOP);
    await backoffice.goto('/');
    await signInThroughApi(backoffice, BACKOFFICE_EMAIL);
    const asked = await backoffice.request.post(`/api/backoffice/reports/${CAR.uuid}/correct`, {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(backoffice) },
      data: { reason: 'Controllare di nuovo vernice e paraurti.' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await backoffice.context().close();
  });

  await page.setViewportSize(PHONE);
  await test.step('il tecnico accede con la rete e la lista tiene sul dispositivo i report dei prossimi giorni', async () => {
    await page.goto('/signin');
    await signInThroughForm(page, TECHNICIAN_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/officina');
    await expect(page.getByRole('article').filter({ hasText: CAR.plate })).toBeVisible();
    await expect
      .poll(() => keptKeys(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['bookings', `draft:${CHECKED_IN_CAR.uuid}`, `draft:${CAR.uuid}`]));
  });

  const before = (await (await page.request.get(draftPath(CAR.uuid))).json()) as Draft;
  const ratings = ITEMS.map((item) => ({ ...item, value: before.items[item.key]?.value === 5 ? 4 : 5 }));

  // The installable app's service worker (decision 067) serves the reload with the network off.
  expect(await hasServiceWorker(page)).toBe(true);

  await test.step('senza rete, /officina e i report si aprono dal dispositivo', async () => {
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Officina' })).toBeVisible();
    const today = page.getByRole('article').filter({ hasText: CHECKED_IN_CAR.plate });
    await today.getByRole('link', { name: /il report$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CHECKED_IN_CAR.plate);
    await backToList(page);
    await page
      .getByRole('article')
      .filter({ hasText: CAR.plate })
      .getByRole('link', { name: 'Continua il report' })
      .click();
    await expect(page).toHaveURL(`/officina/ispezioni/${CAR.uuid}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CAR.plate);
  });

  const status = page.locator('.save-status').getByRole('status');
  await test.step('valuta due voci e aggiunge due foto senza rete: il banner dice cosa aspetta', async () => {
    const sections = page.getByRole('navigation', { name: 'Sezioni del report' });
    await sections.getByRole('button', { name: 'Esterni' }).click();
    for (const { key, label, value } of ratings) {
      // The radio is hidden behind its button-like label, which takes the tap.
      await page
        .getByRole('group', { name: `Valutazione: ${label}` })
        .locator(`label[for="rating-${key}-${value}"]`)
        .click();
      await expect(
        page.getByRole('group', { name: `Valutazione: ${label}` }).getByLabel(`${value} su 5`),
      ).toBeChecked();
    }
    await sections.getByRole('button', { name: 'Imperfezioni' }).click();
    await page
      .getByLabel('Scegli dalla galleria: Imperfezioni', { exact: true })
      .setInputFiles([
        await cameraPhoto('graffio.jpg', '#8a6d3b'),
        await cameraPhoto('bolla.jpg', '#5c5c5c'),
      ]);
    await expect(status).toContainText('2 modifiche e 2 foto in attesa di rete');
    await expect(status).toContainText('Restano su questo dispositivo e partono appena torna la rete.');
    await page.screenshot({ path: testInfo.outputPath('banner-editor-390.png') });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: testInfo.outputPath('banner-editor-1024.png') });
    await checkBothWidths(page, 'banner-editor');
    await page.setViewportSize(PHONE);
  });

  await test.step('la lista dice quale prenotazione ha lavoro in attesa', async () => {
    await backToList(page);
    const card = page.getByRole('article').filter({ hasText: CAR.plate });
    await expect(card.getByText('2 modifiche e 2 foto in attesa di rete')).toBeVisible();
    await expect(
      page.getByText('Le prenotazioni e i report dei prossimi giorni sono quelli salvati'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('banner-list-390.png') });
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: testInfo.outputPath('banner-list-1024.png') });
    await checkBothWidths(page, 'banner-list');
    await page.setViewportSize(PHONE);
  });

  await test.step('tornata la rete, tutto parte da solo e il server ha ogni modifica e foto', async () => {
    await page.context().setOffline(false);
    await expect(page.getByText('Tutto salvato sul server: modifiche e foto inviate.')).toBeVisible({
      timeout: 30_000,
    });
    const after = (await (await page.request.get(draftPath(CAR.uuid))).json()) as Draft;
    for (const { key, value } of ratings) expect(after.items[key]?.value).toBe(value);
    expect(after.imperfections).toHaveLength(before.imperfections.length + 2);
    // Reloaded online, the editor shows the server's copy with both.
    await page.goto(`/officina/ispezioni/${CAR.uuid}`);
    await expect(status).toHaveText('Tutte le modifiche sono salvate');
  });
});
