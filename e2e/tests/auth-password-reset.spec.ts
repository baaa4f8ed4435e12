import { expect, test } from '@playwright/test';
import {
  expectFreshExpiry,
  goToPasswordStep,
  madeUpResetPath,
  newPassword,
  PASSWORD_HINT,
  PASSWORDS_DIFFER,
  registerActivatedAccountThroughApi,
  resetForm,
  SERVER_MESSAGES,
  signInForm,
  signOutButton,
  uniqueEmail,
} from '../support/auth';
import { followNewestMailLink, MAIL_SUBJECTS } from '../support/mailbox';

test.describe('password dimenticata', () => {
  test('senza email: "Reimposta password" resta disabilitato finché l\'email non è valida', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hai dimenticato la password?', exact: true }),
    ).toBeVisible();
    const email = page.getByPlaceholder('Indirizzo email');
    const submit = page.getByRole('button', { name: 'Reimposta password', exact: true });
    await expect(email).toHaveValue('');
    await expect(submit).toBeDisabled();
    await email.fill('mario@dominio');
    await expect(submit).toBeDisabled();
    await email.fill('mario.rossi@example.it');
    await expect(submit).toBeEnabled();
  });

  test('con ?email= mostra l\'indirizzo e "Modifica email" riporta all\'accesso', async ({ page }) => {
    await page.goto('/forgot-password?email=mario.rossi%40example.it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hai dimenticato la password?', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('mario.rossi@example.it')).toBeVisible();
    await expect(page.getByPlaceholder('Indirizzo email')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reimposta password', exact: true })).toBeEnabled();
    await page.getByRole('link', { name: 'Modifica email' }).click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
  });

  test('un ?email= non valido viene proposto nel campo da correggere', async ({ page }) => {
    await page.goto('/forgot-password?email=mario%40dominio');
    const email = page.getByPlaceholder('Indirizzo email');
    await expect(email).toHaveValue('mario@dominio');
    await expect(page.getByRole('button', { name: 'Reimposta password', exact: true })).toBeDisabled();
  });
});

test.describe('nuova password', () => {
  test('i due campi seguono le regole: "Imposta password" si abilita solo con una password valida e uguale alla conferma', async ({
    page,
  }) => {
    // The form does not check the link until it is sent: a made-up one shows it, and the server refuses it.
    await page.goto(madeUpResetPath());
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configura nuova password', exact: true }),
    ).toBeVisible();
    const form = resetForm(page);
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.confirm).toHaveAttribute('type', 'password');
    await expect(form.password).toHaveAccessibleDescription(PASSWORD_HINT);
    await expect(form.submit).toBeDisabled();

    // Each field has its own show/hide toggle once something is typed.
    await expect(page.getByRole('button', { name: 'Mostra password' })).toHaveCount(0);
    await form.password.fill('abc');
    await form.password.blur();
    await expect(form.password).toHaveClass(/is-invalid/);
    await expect(page.getByText(PASSWORD_HINT)).toHaveClass(/text-danger/);
    await expect(form.submit).toBeDisabled();

    const password = newPassword();
    // Characters outside the allowed set are refused too.
    await form.password.fill(`${password}#`);
    await form.confirm.fill(`${password}#`);
    await expect(form.submit).toBeDisabled();

    await form.password.fill(password);
    await form.confirm.fill(`${password}9`);
    await form.confirm.blur();
    await expect(page.getByText(PASSWORDS_DIFFER)).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mostra password' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Mostra password' }).last().click();
    await expect(form.confirm).toHaveAttribute('type', 'text');
    await expect(form.password).toHaveAttribute('type', 'password');

    await form.confirm.fill(password);
    await expect(page.getByText(PASSWORDS_DIFFER)).toHaveCount(0);
    await expect(form.password).not.toHaveClass(/is-invalid/);
    await expect(form.submit).toBeEnabled();

    await form.submit.click();
    await expect(form.alert).toContainText(SERVER_MESSAGES.resetLinkUnknown);
    await expect(form.alert).toHaveClass(/alert-danger/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configura nuova password', exact: true }),
    ).toBeVisible();
  });
});

// One registration per run here (the server allows 5 per IP per hour). The demo accounts keep their password.
test('password dimenticata → email nella casella di sviluppo → nuova password → accesso con la nuova, non con la vecchia', async ({
  page,
}) => {
  // A whole journey through several pages and the server's password hashing: more time than a page check.
  test.slow();
  const email = uniqueEmail('reset');
  const oldPassword = newPassword();
  const password = newPassword();
  await registerActivatedAccountThroughApi(page, email, oldPassword);
  const signIn = signInForm(page);

  // From step 2 of the sign-in form, 'Password dimenticata?' with the e-mail preset.
  await page.goto('/signin');
  await goToPasswordStep(page, email);
  await signIn.forgotPassword.click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hai dimenticato la password?', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Reimposta password', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Controlla la posta.', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    SERVER_MESSAGES.forgotPasswordSent,
  );

  // The reset e-mail in the dev mailbox opens /reset-password/{userId}/{token}.
  const resetLink = await followNewestMailLink(page, email, MAIL_SUBJECTS.passwordReset, '/reset-password/');
  expect(new URL(resetLink).pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configura nuova password', exact: true }),
  ).toBeVisible();
  const form = resetForm(page);
  await expect(form.submit).toBeDisabled();
  await form.password.fill(password);
  await expect(form.submit).toBeDisabled();
  await form.confirm.fill(password);
  await expect(form.submit).toBeEnabled();
  await form.submit.click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Password modificata', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(
    SERVER_MESSAGES.passwordChanged,
  );
  // …and the sign-in page opens by itself.
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();

  // The old password no longer works…
  await goToPasswordStep(page, email);
  await signIn.password.fill(oldPassword);
  await signIn.submit.click();
  await expect(signIn.alert).toHaveText(SERVER_MESSAGES.wrongCredentials);
  await expect(signOutButton(page)).toHaveCount(0);

  // …the new one does.
  await signIn.password.fill(password);
  const before = Date.now();
  await signIn.submit.click();
  await expect(page).toHaveURL('/profile');
  await expectFreshExpiry(page, before);
  await expect(signOutButton(page)).toBeVisible();

  // The reset link works once.
  await page.goto(resetLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configura nuova password', exact: true }),
  ).toBeVisible();
  const again = newPassword();
  await form.password.fill(again);
  await form.confirm.fill(again);
  await form.submit.click();
  await expect(form.alert).toContainText(SERVER_MESSAGES.resetLinkUsed);
  await expect(page.getByRole('heading', { level: 1, name: 'Password modificata' })).toHaveCount(0);
});
