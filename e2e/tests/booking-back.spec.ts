import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/auth';

// docs/decisions/061-one-booking-per-browser.md: Back from the fee's pay page keeps the form and the held time,
// and submitting again continues the same booking and order.
const main = (page: Page) => page.getByRole('main');
const form = (page: Page) => main(page).getByRole('form', { name: /^Prenotazione presso / });
const PAY_PAGE = /\/booking\/pay\/[0-9a-f-]{36}$/;

test('Back from the pay page: the form still filled with the held time chosen, submitted again → the same pay page', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('indietro');
  await page.goto('/booking');
  const query = main(page).getByLabel('Indirizzo, comune o CAP', { exact: true });
  await query.fill('Bologna');
  await query.press('Enter');
  // Every demo workshop asks a fee (decision 035).
  await main(page)
    .locator('.booking-workshops > li')
    .first()
    .getByRole('button', { name: 'Prenota ora' })
    .click();
  await expect(page).toHaveURL(/\/booking#calendly$/);

  const day = form(page).getByLabel('Giorno', { exact: true });
  // Neither the first day (its first hours near the 24-hour notice) nor the booking journey's second.
  await day.selectOption({ index: 2 });
  const chosenDay = await day.inputValue();
  const time = form(page).getByRole('radiogroup').getByRole('radio').nth(2);
  const timeLabel = (await form(page).getByRole('radiogroup').locator('label').nth(2).innerText()).trim();
  await form(page).getByRole('radiogroup').locator('label').nth(2).click();
  await form(page).getByLabel('Nome e cognome', { exact: true }).fill('Giulia Bianchi');
  await form(page).getByLabel('Email', { exact: true }).fill(email);
  await form(page).getByLabel('Telefono', { exact: true }).fill('333 123 4567');
  await form(page).getByLabel('Targa', { exact: true }).fill('GB123XY');
  await form(page)
    .getByRole('checkbox', { name: /^Ho letto e accetto il Regolamento/ })
    .check();
  await form(page)
    .getByRole('button', { name: /^Prenota e paga / })
    .click();
  await expect(page).toHaveURL(PAY_PAGE);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Paga la prenotazione' })).toBeVisible();
  const payPage = page.url();

  const expectFormAsLeft = async () => {
    await expect(page).toHaveURL(/\/booking#calendly$/);
    await expect(day).toHaveValue(chosenDay);
    await expect(form(page).getByRole('radio', { name: timeLabel, exact: true })).toBeChecked();
    await expect(time).toBeChecked();
    await expect(form(page).getByLabel('Nome e cognome', { exact: true })).toHaveValue('Giulia Bianchi');
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form(page).getByLabel('Telefono', { exact: true })).toHaveValue('333 123 4567');
    await expect(form(page).getByLabel('Targa', { exact: true })).toHaveValue('GB123XY');
    await expect(
      form(page).getByRole('checkbox', { name: /^Ho letto e accetto il Regolamento/ }),
    ).toBeChecked();
  };

  await page.goBack();
  await expectFormAsLeft();
  await page.reload();
  await expectFormAsLeft();

  await form(page)
    .getByRole('button', { name: /^Prenota e paga / })
    .click();
  await expect(page).toHaveURL(payPage);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Paga la prenotazione' })).toBeVisible();
});
