import { expect, test } from '@playwright/test';
import {
  expectFreshExpiry,
  goToPasswordStep,
  newPassword,
  PASSWORD_HINT,
  PASSWORDS_DIFFER,
  SERVER_MESSAGES,
  signInForm,
  signOutButton,
  uniqueEmail,
} from '../support/auth';
import { followNewestMailLink, MAIL_SUBJECTS } from '../support/mailbox';

// One registration per run here (the server allows 5 per IP per hour).
test('registrazione: email sconosciuta → "Crea un account" → email di attivazione → account attivato → accesso', async ({
  page,
}) => {
  // A whole journey through several pages and the server's password hashing: more time than a page check.
  test.slow();
  const email = uniqueEmail('registrazione');
  const password = newPassword();
  const form = signInForm(page);

  // Step 1 with an address that has no account: the page offers to create one.
  await page.goto('/signin');
  await form.email.fill(email);
  await form.next.click();
  await expect(form.alert).toContainText(SERVER_MESSAGES.accountNotFound);
  await form.alert.getByRole('button', { name: 'Crea un account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Crea un account', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  const passwordField = page.getByLabel('Password', { exact: true });
  const confirmField = page.getByLabel('Conferma password', { exact: true });
  const create = page.getByRole('button', { name: 'Crea account', exact: true });
  await expect(passwordField).toHaveAccessibleDescription(PASSWORD_HINT);
  await expect(create).toBeDisabled();

  // A password that breaks the rules, then two that differ: still disabled.
  await passwordField.fill('corta');
  await confirmField.fill('corta');
  await expect(create).toBeDisabled();
  await passwordField.fill(password);
  await confirmField.fill(`${password}x`);
  await confirmField.blur();
  await expect(page.getByText(PASSWORDS_DIFFER)).toBeVisible();
  await expect(create).toBeDisabled();
  await confirmField.fill(password);
  await expect(page.getByText(PASSWORDS_DIFFER)).toHaveCount(0);
  await expect(create).toBeEnabled();

  const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/register');
  await create.click();
  expect((await registered).status()).toBe(201);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Controlla la posta.', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'attivare' })).toContainText(
    SERVER_MESSAGES.registered,
  );

  // Before the activation the account cannot sign in, and the server says why.
  await page.getByRole('button', { name: 'Torna all’accesso' }).click();
  await expect(form.email).toHaveValue(email);
  await form.next.click();
  await form.password.fill(password);
  await form.submit.click();
  await expect(form.alert).toContainText(SERVER_MESSAGES.notActivated);
  await expect(signOutButton(page)).toHaveCount(0);

  // The activation e-mail, opened in the dev mailbox, activates the account.
  const activationLink = await followNewestMailLink(page, email, MAIL_SUBJECTS.activation, '/activate/');
  expect(new URL(activationLink).pathname).toMatch(/^\/activate\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account attivato', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SERVER_MESSAGES.activated);

  // The link works once: opened again it says that the account is already active.
  await page.goto(activationLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attivazione non riuscita', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(SERVER_MESSAGES.alreadyActive);

  // Now the new account signs in and finds an empty reserved area.
  await page.getByRole('link', { name: 'Vai all’accesso' }).click();
  await expect(page).toHaveURL('/signin');
  await goToPasswordStep(page, email);
  await form.password.fill(password);
  const before = Date.now();
  await form.submit.click();
  await expect(page).toHaveURL('/profile');
  await expectFreshExpiry(page, before);
  await expect(signOutButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Non hai ancora richiesto ispezioni' })).toBeVisible();
});
