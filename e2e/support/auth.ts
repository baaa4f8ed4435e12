import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { clickMailLink, openNewestMail } from './mailbox';

/**
 * The demo accounts seeded on a fresh database before the server starts (tools/demo/src/seed). Their
 * passwords are never changed by a test: other tests sign in with them at the same time.
 *
 * Rate limits of the server (apps/server/src/features/auth/auth-rate-limits.ts), counted per run since every
 * run starts a fresh database, and all tests share one IP: sign-in 30 failures per IP and 10 per account (from new browsers) in 15 min,
 * lookup 30 per IP in 10 min, forgot password 5 per IP in 15 min, registration 5 per IP in an hour. The
 * tests keep well below them; sign in through the API where the sign-in form is not what is under test.
 */
export const DEMO_PASSWORD = 'Verifica2026!';
export const SELLER_EMAIL = 'venditore@verificauto.test';
export const BUYER_EMAIL = 'acquirente@verificauto.test';
/** Only used to put a message in the dev mailbox: no test signs in with it. */
export const TECHNICIAN_EMAIL = 'officina@verificauto.test';

/** The server's answers (apps/server/src/features/auth/account-messages.ts), as the pages show them. */
export const SERVER_MESSAGES = {
  wrongCredentials: 'Email o password non corretti.',
  accountNotFound: 'Non esiste un account con questa email.',
  notActivated: 'Il tuo account non è ancora attivo',
  registered: 'Ti abbiamo inviato un’email con il link per attivare l’account',
  activated: 'Il tuo account è attivo. Ora puoi accedere.',
  alreadyActive: 'Il tuo account è già attivo',
  forgotPasswordSent:
    'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password.',
  passwordChanged: 'La password è stata impostata. Ora puoi accedere con la nuova password.',
  resetLinkUnknown: 'Il link per reimpostare la password non è valido',
  resetLinkUsed: 'Questo link è già stato usato.',
} as const;

export const PASSWORD_HINT =
  'La password deve essere lunga almeno 8 caratteri e deve contenere almeno una lettera maiuscola, una minuscola, un numero e un carattere speciale.';
export const PASSWORDS_DIFFER = 'Le due password non coincidono.';

/** The session lifetime the server grants (`expires_in` of /auth/signin and /auth/refresh), in seconds. */
export const SESSION_SECONDS = 7200;
export const EXPIRES_KEY = 'expires_time';

/**
 * An address no other test (or earlier run) uses; it matches the sign-in e-mail pattern of
 * docs/product.md#validation.
 */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A new password that follows the rules of docs/product.md#validation, different on every call. */
export function newPassword(): string {
  return `Nuova${randomBytes(3).toString('hex')}7!`;
}

/** The visible controls of the sign-in page (both steps). */
export function signInForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1 }),
    email: page.getByPlaceholder('Indirizzo email'),
    next: page.getByRole('button', { name: 'Avanti', exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Accedi', exact: true }),
    editEmail: page.getByRole('button', { name: 'Modifica email' }),
    showPassword: page.getByRole('button', { name: 'Mostra password' }),
    hidePassword: page.getByRole('button', { name: 'Nascondi password' }),
    forgotPassword: page.getByRole('link', { name: 'Password dimenticata?' }),
    alert: page.getByRole('main').getByRole('alert'),
  };
}

/** The fields and button of the new-password page (/reset-password/{userId}/{token}). */
export function resetForm(page: Page) {
  return {
    password: page.getByLabel('Nuova password', { exact: true }),
    confirm: page.getByLabel('Conferma password', { exact: true }),
    submit: page.getByRole('button', { name: 'Imposta password', exact: true }),
    alert: page.getByRole('main').getByRole('alert'),
  };
}

/** A reset link of the right shape that the server never issued: the page shows its form until it is sent. */
export function madeUpResetPath(): string {
  return `/reset-password/${randomUUID()}/${randomBytes(32).toString('base64url')}`;
}

/** Step 1 of the sign-in form on the page already open: types the e-mail and waits for the password step. */
export async function goToPasswordStep(page: Page, email: string) {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.next.click();
  await expect(form.password).toBeVisible();
}

/** Both steps of the sign-in form on the page already open (/signin, with or without ?redirect=). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await goToPasswordStep(page, email);
  const form = signInForm(page);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Path B (docs/product.md#accounts): follows the set-password e-mail (by its subject) of an account created
 * by a purchase or a booking and chooses a new password; the page ends on /signin. Returns the password.
 */
export async function setFirstPassword(page: Page, email: string, setupSubject: string): Promise<string> {
  const password = newPassword();
  await openNewestMail(page, email, setupSubject);
  await clickMailLink(page, '/reset-password/');
  const reset = resetForm(page);
  await reset.password.fill(password);
  await reset.confirm.fill(password);
  await reset.submit.click();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(
    SERVER_MESSAGES.passwordChanged,
  );
  await expect(page).toHaveURL('/signin');
  return password;
}

/** As setFirstPassword, then signs in with it through the form; the page ends on /profile. */
export async function setFirstPasswordAndSignIn(page: Page, email: string, setupSubject: string) {
  const password = await setFirstPassword(page, email, setupSubject);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL('/profile');
}

/** The value of the anti-forgery cookie; the server sets it on any page (docs/product.md#api). */
export async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  let token = await find();
  if (!token) {
    await page.request.get('/');
    token = await find();
  }
  if (!token) throw new Error('Il server non ha impostato il cookie XSRF-TOKEN');
  return token;
}

/**
 * Signs in with the API (faster than the form, and the form has tests of its own). page.request shares the
 * cookie jar of the page, so the page is signed in too; `expires_time` is NOT stored, as no page code ran.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/auth/signin', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Creates an account with the API (path A, docs/product.md#accounts) and opens its activation link with the
 * API.
 */
export async function registerActivatedAccountThroughApi(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(page) };
  const registered = await page.request.post('/api/user/register', {
    data: { email, name: '', password, passwordConfirm: password },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await newestMailLink(page.request, email, '/activate/');
  const [userId, token] = new URL(link).pathname.split('/').slice(2);
  const activated = await page.request.post('/api/user/activate', { data: { userId, token }, headers });
  expect(activated.status(), await activated.text()).toBe(200);
}

interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  created_at: string;
}

/** Through the dev mailbox API: the first link containing `pathPart` in the newest e-mail sent to `to`. */
export async function newestMailLink(
  request: APIRequestContext,
  to: string,
  pathPart: string,
): Promise<string> {
  const list = await request.get('/dev/api/mailbox');
  expect(list.status()).toBe(200);
  const { messages } = (await list.json()) as { messages: MailboxItem[] };
  const newest = messages.find((m) => m.to.toLowerCase() === to.toLowerCase());
  if (!newest) throw new Error(`Nessuna email per ${to} nella casella di sviluppo`);
  const message = await request.get(`/dev/api/mailbox/${newest.id}`);
  const { text } = (await message.json()) as { text: string };
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`Nessun link ${pathPart} nell'email "${newest.subject}" per ${to}`);
  return link;
}

/** The session expiry stored by the page (ms since the epoch), or null when there is none. */
export async function storedExpiry(page: Page): Promise<number | null> {
  const value = await page.evaluate((key) => localStorage.getItem(key), EXPIRES_KEY);
  return value === null ? null : Number(value);
}

/** Asserts that the stored expiry is "now + expires_in" for a sign-in or refresh made between the two times. */
export async function expectFreshExpiry(page: Page, before: number, after = Date.now()) {
  const expiry = await storedExpiry(page);
  expect(expiry, `${EXPIRES_KEY} assente`).not.toBeNull();
  // A little slack for rounding between the clocks of the test and of the page (same machine).
  expect(expiry).toBeGreaterThanOrEqual(before + SESSION_SECONDS * 1000 - 1000);
  expect(expiry).toBeLessThanOrEqual(after + SESSION_SECONDS * 1000 + 1000);
}

/** 'Esci' in the top bar: present only when signed in (docs/product.md#shell). */
export function signOutButton(page: Page): Locator {
  return page.locator('header.site-header').getByRole('button', { name: 'Esci', exact: true });
}

/** GET /auth/me with the page's cookies: 200 when the session is open, 401 when it is not. */
export async function sessionStatus(page: Page): Promise<number> {
  return (await page.request.get('/auth/me')).status();
}

/** True for the POST that refreshes the session (docs/product.md#sign-in). */
export function isRefreshRequest(request: { method(): string; url(): string }): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/auth/refresh';
}
