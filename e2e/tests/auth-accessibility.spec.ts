import { expect, test } from '@playwright/test';
import {
  BUYER_EMAIL,
  goToPasswordStep,
  madeUpResetPath,
  PASSWORDS_DIFFER,
  resetForm,
  signInForm,
  TECHNICIAN_EMAIL,
} from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MAIL_SUBJECTS, MAILBOX_PATH, MAILBOX_TITLE, openNewestMail } from '../support/mailbox';
import { DESKTOP, MOBILE } from '../support/site';

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`axe sulle pagine dell'account a ${viewport.width}px`, () => {
    test.use({ viewport });

    test('accesso, passo 1 e passo 2', async ({ page }) => {
      await page.goto('/signin');
      const form = signInForm(page);
      await expect(form.email).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // With the error state of an invalid address.
      await form.email.fill('mario@');
      await form.email.blur();
      await expect(page.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await goToPasswordStep(page, BUYER_EMAIL);
      await form.password.fill('segreta');
      await expect(form.showPassword).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('password dimenticata, con e senza email', async ({ page }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Reimposta password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/forgot-password?${new URLSearchParams({ email: BUYER_EMAIL })}`);
      await expect(page.getByRole('link', { name: 'Modifica email' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('nuova password, anche con gli errori dei campi', async ({ page }) => {
      await page.goto(madeUpResetPath());
      const form = resetForm(page);
      await expect(form.password).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await form.password.fill('abc');
      await form.password.blur();
      await form.confirm.fill('abcd');
      await form.confirm.blur();
      await expect(page.getByText(PASSWORDS_DIFFER)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('casella email di sviluppo: elenco e messaggio', async ({ page }) => {
      // A reset e-mail to an account that no test signs in with: it only puts a message in the mailbox.
      const sent = await page.request.get(`/api/user/forgot-password?email=${TECHNICIAN_EMAIL}`);
      expect(sent.status(), await sent.text()).toBe(200);
      await page.goto(MAILBOX_PATH);
      await expect(page.getByRole('heading', { level: 1, name: MAILBOX_TITLE })).toBeVisible();
      await expect(page.locator('.mailbox-list').getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await openNewestMail(page, TECHNICIAN_EMAIL, MAIL_SUBJECTS.passwordReset);
      await expect(page.locator('pre.mailbox-text').getByRole('link')).not.toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
