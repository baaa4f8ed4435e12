import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm, TECHNICIAN_EMAIL } from '../support/auth';
import { checkBothWidths } from '../support/axe';
import { ARRIVING_CAR } from '../support/workshop';

/** The phone of the journey; axe and the screenshots at 375 and 1280 px. */
const PHONE = { width: 390, height: 844 } as const;
const ITEM = { key: 'ext_body_paint', label: 'Vernice della carrozzeria', value: 4 } as const;
/** Where the app keeps an arrival recorded without network (features/workshop/check-in/pending-check-in.ts). */
const KEPT_ARRIVAL = `verificauto.workshop.check-in.${ARRIVING_CAR.uuid}`;

interface Draft {
  checked_in_at: string | null;
  awaiting_check_in: boolean;
  items: Record<string, { value: number | string | null }>;
}

// The car arrives in a basement without signal (decision 084): 'Auto in officina' keeps the arrival on the
// device with its time, the editor opens at once, and when the network returns the arrival goes first, then
// the rating. The seed's next car, due within the half hour, is one no other journey checks in.
test('auto in officina senza rete: l’editor si apre subito, l’arrivo parte per primo con l’ora del dispositivo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);

  await test.step('il tecnico apre con la rete il report dell’auto in arrivo: non è ancora in officina', async () => {
    await page.goto('/signin');
    await signInThroughForm(page, TECHNICIAN_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/officina');
    await page
      .getByRole('article')
      .filter({ hasText: ARRIVING_CAR.plate })
      .getByRole('link', { name: 'Inizia il report' })
      .click();
    await expect(page).toHaveURL(`/officina/ispezioni/${ARRIVING_CAR.uuid}`);
    await expect(page.getByText('Auto non ancora arrivata in officina')).toBeVisible();
  });

  const checkIn = page.getByRole('button', { name: 'Auto in officina' });
  await test.step('senza rete il pulsante resta attivo e dice che l’arrivo resta sul dispositivo', async () => {
    await page.context().setOffline(true);
    await expect(checkIn).toBeEnabled();
    await expect(page.getByText(/Nessuna connessione: l’arrivo resta su questo dispositivo/)).toBeVisible();
    await checkBothWidths(page, 'check-in-offline');
    await page.setViewportSize(PHONE);
  });

  const status = page.locator('.save-status').getByRole('status');
  let arrivedAt = '';
  await test.step('"Auto in officina" apre l’editor; una valutazione resta in coda con l’arrivo', async () => {
    await checkIn.click();
    const sections = page.getByRole('navigation', { name: 'Sezioni del report' });
    await expect(sections).toBeVisible();
    await expect(status).toHaveText(/^L’arrivo dell’auto in attesa di rete/);
    const kept = await page.evaluate((key) => localStorage.getItem(key), KEPT_ARRIVAL);
    arrivedAt = (JSON.parse(kept ?? '{}') as { arrivedAt?: string }).arrivedAt ?? '';
    expect(Math.abs(Date.parse(arrivedAt) - Date.now())).toBeLessThan(10_000);
    await expect(page.getByText(/auto in officina dalle \d{1,2}:\d{2}/)).toBeVisible();

    await sections.getByRole('button', { name: 'Esterni' }).click();
    const rating = page.getByRole('group', { name: `Valutazione: ${ITEM.label}` });
    // The radio is hidden behind its button-like label, which takes the tap.
    await rating.locator(`label[for="rating-${ITEM.key}-${ITEM.value}"]`).click();
    await expect(rating.getByLabel(`${ITEM.value} su 5`)).toBeChecked();
    await expect(status).toContainText('L’arrivo dell’auto e 1 modifica in attesa di rete');
    await expect(status).toContainText('Restano su questo dispositivo e partono appena torna la rete.');
    await checkBothWidths(page, 'editor-after-check-in');
    await page.setViewportSize(PHONE);
  });

  await test.step('tornata la rete, il server ha l’arrivo all’ora del dispositivo e la valutazione', async () => {
    // Long enough offline that the server's now, when the network returns, is not the arrival.
    await page.waitForTimeout(Math.max(0, Date.parse(arrivedAt) + 5_000 - Date.now()));
    const backOnline = Date.now();
    await page.context().setOffline(false);
    await expect(status).toHaveText('Tutte le modifiche sono salvate', { timeout: 30_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_ARRIVAL)).toBeNull();

    const draft = (await (
      await page.request.get(`/api/workshop/inspections/${ARRIVING_CAR.uuid}/draft`)
    ).json()) as Draft;
    expect(draft.awaiting_check_in).toBe(false);
    expect(draft.checked_in_at).toBe(new Date(arrivedAt).toISOString());
    expect(backOnline - Date.parse(draft.checked_in_at ?? '')).toBeGreaterThanOrEqual(5_000);
    expect(draft.items[ITEM.key]?.value).toBe(ITEM.value);
  });
});
