import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_HINT } from '@verificauto/shared/validation/password';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRES_KEY } from '../../lib/session-expiry';
import { type FakeApi, pending, renderAppPage, stubApi } from '../../testing/fake-api';
import { EMAIL_NOT_VALID } from './components/email-field';
import { SignInPage } from './sign-in-page';

const USER = { email: 'mario.rossi@example.it' };
const FOUND: FakeApi = { 'GET /api/user/lookup': () => ({ status: 200, body: USER }) };

function renderSignIn(api: FakeApi, path = '/signin') {
  const fetchMock = stubApi(api);
  renderAppPage(<SignInPage />, { path, route: '/signin' });
  return fetchMock;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

/** The texts an input's aria-describedby points to. */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function goToPasswordStep() {
  type('Email', USER.email);
  fireEvent.click(button('Avanti'));
  await screen.findByLabelText('Password', { selector: 'input' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-in, step 1 (e-mail)', () => {
  it('shows the title, the placeholder and the hint of the spec', async () => {
    renderSignIn(FOUND);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Accedi');
    expect(screen.getByPlaceholderText('Indirizzo email')).toBeTruthy();
    expect(screen.getByText('Inserisci la tua email per accedere.')).toBeTruthy();
  });

  it("keeps 'Avanti' disabled until the e-mail matches the pattern", async () => {
    renderSignIn(FOUND);
    await screen.findByLabelText('Email');
    expect(button('Avanti').disabled).toBe(true);
    type('Email', 'mario.rossi@');
    expect(button('Avanti').disabled).toBe(true);
    type('Email', 'mario.rossi@example');
    expect(button('Avanti').disabled).toBe(true);
    type('Email', USER.email);
    expect(button('Avanti').disabled).toBe(false);
  });

  it("says under the field why 'Avanti' waits, after a pause in typing or on leaving it, keeping the hint", async () => {
    renderSignIn(FOUND);
    const input = await screen.findByLabelText('Email', { selector: 'input' });
    type('Email', 'mario.rossi@example');
    // Not while the address is being typed.
    expect(screen.queryByText(EMAIL_NOT_VALID)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    await screen.findByText(EMAIL_NOT_VALID, undefined, { timeout: 3_000 });
    expect(EMAIL_NOT_VALID).toBe('Inserisci un indirizzo email valido. Esempio: nome@esempio.it');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe(`${EMAIL_NOT_VALID} Inserisci la tua email per accedere.`);
    expect(button('Avanti').disabled).toBe(true);

    type('Email', USER.email);
    expect(screen.queryByText(EMAIL_NOT_VALID)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toBe('Inserisci la tua email per accedere.');
    type('Email', 'mario');
    fireEvent.blur(input);
    expect(screen.getByText(EMAIL_NOT_VALID)).toBeTruthy();
  });

  it("disables 'Avanti' while the lookup is under way", async () => {
    renderSignIn({ 'GET /api/user/lookup': pending });
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    await vi.waitFor(() => expect(button('Avanti').disabled).toBe(true));
  });

  it('looks the e-mail up and then asks for the password of that account', async () => {
    const fetchMock = renderSignIn(FOUND);
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/user/lookup?email=${encodeURIComponent(USER.email)}`,
    );
    expect(screen.getByText(USER.email)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      `/forgot-password?email=${encodeURIComponent(USER.email)}`,
    );
  });

  it("shows the server's message in a red alert when the lookup fails", async () => {
    renderSignIn({ 'GET /api/user/lookup': () => ({ status: 429, body: { message: 'Troppe richieste.' } }) });
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Troppe richieste.');
    expect(alert.className).toContain('alert-danger');
    expect(screen.queryByRole('button', { name: 'Crea un account' })).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s message about the e-mail on the e-mail input and focuses it', async () => {
    const message = 'L’indirizzo email è troppo lungo.';
    renderSignIn({
      'GET /api/user/lookup': () => ({
        status: 400,
        body: { code: 'invalid_input', message, fields: { email: message } },
      }),
    });
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    await screen.findByRole('alert');
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain(message);
    expect(document.activeElement).toBe(input);
  });
});

describe('sign-in, step 2 (password)', () => {
  it("keeps 'Accedi' disabled while the password is empty", async () => {
    renderSignIn(FOUND);
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    expect(button('Accedi').disabled).toBe(true);
    type('Password', 'x');
    expect(button('Accedi').disabled).toBe(false);
    type('Password', '');
    expect(button('Accedi').disabled).toBe(true);
  });

  it('shows the visibility toggle only once something is typed', async () => {
    renderSignIn(FOUND);
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    const input = screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    expect(screen.queryByRole('button', { name: 'Mostra password' })).toBeNull();
    type('Password', 'segreta');
    fireEvent.click(button('Mostra password'));
    expect(input.type).toBe('text');
    expect(button('Nascondi password').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Nascondi password'));
    expect(input.type).toBe('password');
    expect(button('Mostra password').getAttribute('aria-pressed')).toBe('false');
  });

  it("disables 'Accedi' while signing in", async () => {
    renderSignIn({ ...FOUND, 'POST /auth/signin': pending });
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'Verifica2026!');
    fireEvent.click(button('Accedi'));
    await vi.waitFor(() => expect(button('Accedi').disabled).toBe(true));
  });

  it('stores the expiry and opens the same-site redirect target', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    let sent: unknown;
    renderSignIn(
      {
        ...FOUND,
        'POST /auth/signin': ({ body }) => {
          sent = body;
          return { status: 200, body: { expires_in: 3600, role: 'user' } };
        },
      },
      '/signin?redirect=%2Freport%2Fabc',
    );
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'Verifica2026!');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByTestId('location')).textContent).toBe('/report/abc');
    expect(sent).toEqual({ email: USER.email, password: 'Verifica2026!' });
    expect(localStorage.getItem(EXPIRES_KEY)).toBe(String(1_000_000 + 3_600_000));
  });

  it('ignores a redirect target on another site and opens /profile', async () => {
    renderSignIn(
      { ...FOUND, 'POST /auth/signin': () => ({ status: 200, body: { expires_in: 60, role: 'user' } }) },
      '/signin?redirect=%2F%2Fevil.example',
    );
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'Verifica2026!');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
  });

  it("shows the server's message when the password is wrong", async () => {
    renderSignIn({
      ...FOUND,
      'POST /auth/signin': () => ({ status: 401, body: { message: 'Email o password non corretti.' } }),
    });
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'sbagliata');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByRole('alert')).textContent).toBe('Email o password non corretti.');
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Email o password non corretti.');
    expect(document.activeElement).toBe(input);
  });

  it('keeps a state of the account that the password does not fix in the alert only', async () => {
    const message = 'Il tuo account è stato sospeso e non è possibile accedere.';
    renderSignIn({
      ...FOUND,
      'POST /auth/signin': () => ({ status: 403, body: { code: 'account_blocked', message } }),
    });
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'giusta-ma-sospesa');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it("goes back to step 1 with 'Modifica email', keeping the e-mail to edit", async () => {
    renderSignIn(FOUND);
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'segreta');
    fireEvent.click(button('Modifica email'));
    expect(screen.getByLabelText<HTMLInputElement>('Email', { selector: 'input' }).value).toBe(USER.email);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });
});

describe('sign-in, account creation (path A)', () => {
  const NOT_FOUND: FakeApi = {
    'GET /api/user/lookup': () => ({ status: 404, body: { message: 'Nessun account con questa email.' } }),
  };

  it('offers to create the account when the e-mail is unknown', async () => {
    let sent: unknown;
    renderSignIn({
      ...NOT_FOUND,
      'POST /api/user/register': ({ body }) => {
        sent = body;
        return { status: 201, body: { message: 'Controlla l’email per attivare l’account.' } };
      },
    });
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nessun account con questa email.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Crea un account' }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crea un account');
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    expect(button('Crea account').disabled).toBe(true);
    type(/^Nome/, ' Mario ');
    type(/^Password$/, 'Verifica2026!');
    expect(button('Crea account').disabled).toBe(true);
    type('Conferma password', 'Verifica2026?');
    expect(button('Crea account').disabled).toBe(true);
    type('Conferma password', 'Verifica2026!');
    expect(button('Crea account').disabled).toBe(false);

    fireEvent.click(button('Crea account'));
    expect((await screen.findByRole('status')).textContent).toBe('Controlla l’email per attivare l’account.');
    expect(sent).toEqual({
      email: USER.email,
      name: 'Mario',
      password: 'Verifica2026!',
      passwordConfirm: 'Verifica2026!',
    });
  });

  it('shows the server’s field messages of a refused registration on the name and the password', async () => {
    renderSignIn({
      ...NOT_FOUND,
      'POST /api/user/register': () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: 'Il nome è troppo lungo.',
          fields: {
            name: 'Il nome è troppo lungo.',
            password: 'La password è troppo lunga (massimo 128 caratteri).',
          },
        },
      }),
    });
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    fireEvent.click(await screen.findByRole('button', { name: 'Crea un account' }));
    type(/^Nome/, 'Mario');
    type(/^Password$/, 'Verifica2026!');
    type('Conferma password', 'Verifica2026!');
    fireEvent.click(button('Crea account'));

    const name = screen.getByLabelText(/^Nome/, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Il nome è troppo lungo.',
    );
    const password = screen.getByLabelText(/^Password$/, { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(described[0] ?? '')?.textContent).toBe(
      'La password è troppo lunga (massimo 128 caratteri).',
    );
    expect(
      screen.getByLabelText('Conferma password', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('keeps the creation disabled while the password breaks the rules', async () => {
    renderSignIn(NOT_FOUND);
    await screen.findByLabelText('Email');
    type('Email', USER.email);
    fireEvent.click(button('Avanti'));
    fireEvent.click(await screen.findByRole('button', { name: 'Crea un account' }));
    type(/^Password$/, 'verifica2026');
    type('Conferma password', 'verifica2026');
    expect(button('Crea account').disabled).toBe(true);
  });
});

describe('sign-in when already signed in', () => {
  it('opens /profile', async () => {
    renderSignIn({ 'GET /auth/me': () => ({ status: 200, body: {} }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
  });

  it.each([
    ['technician', '/officina'],
    ['backoffice', '/backoffice'],
    ['user', '/profile'],
  ])('opens the area of a signed-in %s', async (role, expected) => {
    renderSignIn({
      'GET /auth/me': () => ({ status: 200, body: { ...USER, name: '', confirmed: true, role } }),
    });
    expect((await screen.findByTestId('location')).textContent).toBe(expected);
  });
});

describe('sign-in landing by role', () => {
  it.each([
    ['technician', '/officina'],
    ['backoffice', '/backoffice'],
  ])('without a redirect target, a %s lands in their area instead of /profile', async (role, expected) => {
    renderSignIn({ ...FOUND, 'POST /auth/signin': () => ({ status: 200, body: { expires_in: 60, role } }) });
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'Verifica2026!');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByTestId('location')).textContent).toBe(expected);
  });

  it('with a redirect target, the back office still goes there', async () => {
    renderSignIn(
      {
        ...FOUND,
        'POST /auth/signin': () => ({ status: 200, body: { expires_in: 60, role: 'backoffice' } }),
      },
      '/signin?redirect=%2Fbackoffice%2Fregistro',
    );
    await screen.findByLabelText('Email');
    await goToPasswordStep();
    type('Password', 'Verifica2026!');
    fireEvent.click(button('Accedi'));
    expect((await screen.findByTestId('location')).textContent).toBe('/backoffice/registro');
  });
});
