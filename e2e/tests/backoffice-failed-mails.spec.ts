import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { checkBothWidths } from '../support/axe';
import { MOBILE } from '../support/site';
import { BACKOFFICE_EMAIL } from '../support/workshop';

// The demo's e-mail refused by the recipient's server (tools/demo/src/seed/demo-failed-mail.ts).
const SUBJECT = 'Promemoria: domani l’ispezione della tua auto';
const RECIPIENT = 'mario.rossi@gmial.test';

// Decision 048: the back office sees an e-mail that could not be sent, with the reason,
// and sends it again from the keyboard; the action is in the audit log.
test('email non inviate: il back office vede il motivo e la invia di nuovo', async ({ page }) => {
  await page.goto('/');
  await signInThroughApi(page, BACKOFFICE_EMAIL);
  await page.goto('/backoffice');
  const main = page.getByRole('main');
  const sections = main.getByRole('navigation', { name: 'Sezioni del back office' });
  await sections.getByRole('link', { name: 'Email non inviate' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Email non inviate' })).toBeVisible();

  const row = main.getByRole('row').filter({ hasText: SUBJECT });
  await expect(row.getByText(`a ${RECIPIENT}`)).toBeVisible();
  await expect(row.getByText('Indirizzo rifiutato dal server del destinatario')).toBeVisible();
  await expect(row.getByText(/550 5\.1\.1/)).toBeVisible();
  await checkBothWidths(page, 'email-non-inviate');

  await page.setViewportSize(MOBILE);
  const resend = row.getByRole('button', { name: `Invia di nuovo «${SUBJECT}» a ${RECIPIENT}` });
  await resend.focus();
  await page.keyboard.press('Enter');
  const notice = main.getByRole('status').filter({ hasText: 'è di nuovo in coda' });
  await expect(notice).toHaveText(
    `L’email «${SUBJECT}» a ${RECIPIENT} è di nuovo in coda e partirà a breve.`,
  );
  await expect(notice).toBeFocused();
  await expect(row).toHaveCount(0);
  await expect(main.getByText(/Nessuna email da inviare di nuovo/)).toBeVisible();
  await checkBothWidths(page, 'email-rimessa-in-coda');

  await sections.getByRole('link', { name: 'Registro' }).click();
  await expect(main.getByText('Email inviata di nuovo').first()).toBeVisible();
});
