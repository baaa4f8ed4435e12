import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  newPassword,
  registerActivatedAccountThroughApi,
  SERVER_MESSAGES,
  signInForm,
  signInThroughForm,
  signOutButton,
  uniqueEmail,
} from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, MOBILE } from '../support/site';

// One registration per run here too (the server allows 5 per IP per hour).
test('I miei dati: un nuovo account scarica i dati, corregge il telefono, chiude l’account e non accede più', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail('miei-dati');
  const password = newPassword();
  await page.goto('/signin');
  await registerActivatedAccountThroughApi(page, email, password);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/profile');

  const section = page.getByRole('region', { name: 'I miei dati' });
  await expect(section.getByLabel('Nome e cognome')).toBeVisible();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: testInfo.outputPath(`miei-dati-${viewport.width}.png`) });
    await expectNoSeriousA11yViolations(page);
  }

  // The archive: a JSON attachment with the account in it and no password hash.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Scarica i miei dati' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^verificauto-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = readFileSync(await download.path(), 'utf8');
  const parsed = JSON.parse(archive) as { data: { users: { email: string }[] } };
  expect(parsed.data.users[0]?.email).toBe(email);
  expect(archive).not.toContain('password_hash');

  // The phone: refused in Italian when wrong, saved when right.
  await section.getByLabel('Nome e cognome').fill('Giulia Verdi');
  await section.getByLabel(/Telefono/).fill('333-abc');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(
    section.getByText('Il numero di telefono può contenere solo cifre, spazi e il prefisso +.'),
  ).toBeVisible();
  await section.getByLabel(/Telefono/).fill('+39 333 1234567');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(section.getByText('Dati aggiornati.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'I miei dati' }).getByLabel(/Telefono/)).toHaveValue(
    '+39 333 1234567',
  );

  // Closing: the password is asked, a wrong one refused, the right one closes and leads home signed out.
  await page.getByRole('button', { name: 'Chiudi account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chiudere l’account?' });
  await expect(dialog.getByLabel('Password attuale')).toBeFocused();
  await dialog.getByLabel('Password attuale').fill(`${password}x`);
  await dialog.getByRole('button', { name: 'Chiudi definitivamente' }).click();
  await expect(dialog.getByText('La password non è corretta.')).toBeVisible();
  await dialog.getByLabel('Password attuale').fill(password);
  await dialog.getByRole('button', { name: 'Chiudi definitivamente' }).click();
  const closed = page.getByRole('dialog', { name: 'Account chiuso' });
  await expect(closed).toContainText('Il tuo account è stato chiuso.');
  await closed.getByRole('button', { name: 'Vai alla home' }).click();
  await expect(page).toHaveURL('/');
  await expect(signOutButton(page)).toHaveCount(0);

  // The address has no account any more.
  await page.goto('/signin');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.next.click();
  await expect(form.alert).toContainText(SERVER_MESSAGES.accountNotFound);
});
