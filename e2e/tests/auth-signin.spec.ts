import { expect, test } from '@playwright/test';
import {
  BUYER_EMAIL,
  DEMO_PASSWORD,
  expectFreshExpiry,
  goToPasswordStep,
  SELLER_EMAIL,
  SERVER_MESSAGES,
  sessionStatus,
  signInForm,
  signInThroughForm,
  signOutButton,
  storedExpiry,
} from '../support/auth';
import { pageHeading } from '../support/site';

test.describe('accesso: passo 1 (email)', () => {
  test('titolo, campo e suggerimento; "Avanti" resta disabilitato finché l\'email non è valida', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = signInForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Accedi \| Verificauto$/);
    await expect(form.email).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(/Inserisci la tua email per accedere\./);
    await expect(page.getByText('Inserisci la tua email per accedere.', { exact: true })).toBeVisible();
    // Step 1 has no password yet.
    await expect(form.password).toHaveCount(0);
    await expect(form.next).toBeDisabled();

    for (const invalid of ['venditore', 'venditore@', 'venditore@verificauto', 'ven ditore@example.it']) {
      await form.email.fill(invalid);
      await expect(form.next, invalid).toBeDisabled();
    }
    // A pause in typing (or leaving the field) says why 'Avanti' waits, under the field and tied to it;
    // the hint stays.
    await expect(
      page.getByText('Inserisci un indirizzo email valido. Esempio: nome@esempio.it'),
    ).toBeVisible();
    await expect(form.email).toHaveClass(/is-invalid/);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(
      'Inserisci un indirizzo email valido. Esempio: nome@esempio.it Inserisci la tua email per accedere.',
    );
    await form.email.blur();
    await expect(form.email).toHaveClass(/is-invalid/);

    await form.email.fill(SELLER_EMAIL);
    await expect(form.next).toBeEnabled();
    await form.email.fill('');
    await expect(form.next).toBeDisabled();
  });
});

test.describe('accesso: passo 2 (password)', () => {
  test('mostra l\'email, "Modifica email" torna al passo 1, il pulsante mostra/nascondi compare solo dopo aver scritto', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = signInForm(page);
    await goToPasswordStep(page, BUYER_EMAIL);

    await expect(page.getByRole('heading', { level: 1, name: 'Accedi', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(BUYER_EMAIL)).toBeVisible();
    await expect(form.email).toHaveCount(0);
    await expect(form.password).toBeFocused();
    await expect(form.password).toHaveAttribute('type', 'password');

    // 'Accedi' is disabled while the password is empty; the toggle is not there yet.
    await expect(form.submit).toBeDisabled();
    await expect(form.showPassword).toHaveCount(0);
    await expect(form.hidePassword).toHaveCount(0);

    await form.password.fill('segreta');
    await expect(form.submit).toBeEnabled();
    await expect(form.showPassword).toBeVisible();
    await expect(form.showPassword).toHaveAttribute('aria-pressed', 'false');
    await form.showPassword.click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.hidePassword).toHaveAttribute('aria-pressed', 'true');
    await form.hidePassword.click();
    await expect(form.password).toHaveAttribute('type', 'password');

    // Emptying the field removes the toggle and disables 'Accedi' again.
    await form.password.fill('');
    await expect(form.showPassword).toHaveCount(0);
    await expect(form.submit).toBeDisabled();

    // 'Password dimenticata?' carries the e-mail.
    const forgotHref = await form.forgotPassword.getAttribute('href');
    expect(forgotHref).not.toBeNull();
    const forgotUrl = new URL(forgotHref ?? '', page.url());
    expect(forgotUrl.pathname).toBe('/forgot-password');
    expect(forgotUrl.searchParams.get('email')).toBe(BUYER_EMAIL);

    // 'Modifica email' goes back to step 1, with the e-mail ready to be corrected.
    await form.editEmail.click();
    await expect(form.email).toBeVisible();
    await expect(form.email).toHaveValue(BUYER_EMAIL);
    await expect(form.password).toHaveCount(0);
    await expect(form.next).toBeEnabled();
    await expect(page.getByRole('main').getByText(BUYER_EMAIL)).toHaveCount(0);

    // …and on to step 2 again, then to the forgotten-password page with the e-mail preset.
    await form.next.click();
    await expect(form.password).toBeVisible();
    await form.forgotPassword.click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hai dimenticato la password?', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(BUYER_EMAIL)).toBeVisible();
  });
});

test.describe('accesso e uscita', () => {
  test('con la password giusta apre il profilo, salva la scadenza e mostra "Esci"; "Esci" chiude la sessione', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = signInForm(page);
    await expect(signOutButton(page)).toHaveCount(0);
    expect(await storedExpiry(page)).toBeNull();

    await goToPasswordStep(page, SELLER_EMAIL);
    await form.password.fill(DEMO_PASSWORD);
    const before = Date.now();
    await form.submit.click();

    await expect(page).toHaveURL('/profile');
    const after = Date.now();
    await expect(page.getByRole('heading', { level: 1, name: 'Area riservata' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sto vendendo' })).toBeVisible();
    await expectFreshExpiry(page, before, after);
    await expect(signOutButton(page)).toBeVisible();
    expect(await sessionStatus(page)).toBe(200);

    // The session survives a reload (cookie-based, docs/product.md#sign-in).
    await page.reload();
    await expect(signOutButton(page)).toBeVisible();

    // Sign-out: back home, no 'Esci', no stored expiry, and the server has closed the session.
    const signOut = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth/signout',
    );
    await signOutButton(page).click();
    expect((await signOut).status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(pageHeading(page)).toBeVisible();
    await expect(signOutButton(page)).toHaveCount(0);
    expect(await storedExpiry(page)).toBeNull();
    expect(await sessionStatus(page)).toBe(401);

    // Still signed out after a reload, and the reserved area asks to sign in again.
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await expect(signOutButton(page)).toHaveCount(0);
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
  });

  test('con la password sbagliata mostra il messaggio del server in un avviso rosso e non apre la sessione', async ({
    page,
  }) => {
    await page.goto('/signin');
    const form = signInForm(page);
    await goToPasswordStep(page, BUYER_EMAIL);
    await form.password.fill('Sbagliata123!');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/signin');
    await form.submit.click();
    expect((await answer).status()).toBe(401);

    await expect(form.alert).toHaveText(SERVER_MESSAGES.wrongCredentials);
    await expect(form.alert).toHaveClass(/alert-danger/);
    // Still on step 2 of the sign-in page, signed out, and the form can be sent again.
    await expect(page).toHaveURL('/signin');
    await expect(form.password).toBeVisible();
    await expect(form.submit).toBeEnabled();
    await expect(signOutButton(page)).toHaveCount(0);
    expect(await storedExpiry(page)).toBeNull();
    expect(await sessionStatus(page)).toBe(401);
  });
});

test.describe("destinazione dopo l'accesso (?redirect=)", () => {
  test("una pagina del sito indicata in ?redirect= si apre dopo l'accesso", async ({ page }) => {
    await page.goto('/signin?redirect=/how-to-buy');
    await signInThroughForm(page, BUYER_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/how-to-buy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Come comprare un’auto usata con Verificauto' }),
    ).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();
  });

  test('un indirizzo esterno in ?redirect= viene ignorato: si apre il profilo', async ({ page }) => {
    await page.goto('/signin?redirect=//evil.example');
    await signInThroughForm(page, SELLER_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Area riservata' })).toBeVisible();

    // Already signed in, /signin goes straight on: to a path of the site, never to another origin.
    for (const target of ['https://evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      await page.goto(`/signin?${new URLSearchParams({ redirect: target })}`);
      await expect(page, target).toHaveURL('/profile');
    }
    await page.goto(`/signin?${new URLSearchParams({ redirect: '/about' })}`);
    await expect(page).toHaveURL('/about');
  });
});
