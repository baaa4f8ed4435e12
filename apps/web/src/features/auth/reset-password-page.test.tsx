import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { ResetPasswordPage, SIGN_IN_DELAY_MS } from './reset-password-page';

const USER_ID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';
const TOKEN = 'a'.repeat(32);

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Imposta password' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function renderReset(reply: { status: number; body: unknown }) {
  let sent: unknown;
  stubApi({
    'POST /api/user/reset-password': ({ body }) => {
      sent = body;
      return reply;
    },
  });
  renderAppPage(<ResetPasswordPage />, {
    path: `/reset-password/${USER_ID}/${TOKEN}`,
    route: '/reset-password/:userId/:resetToken',
  });
  return () => sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reset password', () => {
  it("enables 'Imposta password' only for a valid password repeated in 'Conferma password'", () => {
    renderReset({ status: 200, body: { message: 'ok' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Configura nuova password');
    expect(button().disabled).toBe(true);
    type('Nuova password', 'Verifica2026');
    type('Conferma password', 'Verifica2026');
    expect(button().disabled).toBe(true);
    type('Nuova password', 'Verifica2026!');
    expect(button().disabled).toBe(true);
    type('Conferma password', 'Verifica2026!');
    expect(button().disabled).toBe(false);
  });

  it('tells when the confirmation cannot match any more', () => {
    renderReset({ status: 200, body: { message: 'ok' } });
    type('Nuova password', 'Verifica2026!');
    type('Conferma password', 'Verifica');
    expect(screen.queryByText('Le due password non coincidono.')).toBeNull();
    type('Conferma password', 'Verifico');
    expect(screen.getByText('Le due password non coincidono.')).toBeTruthy();
  });

  it('sends the link data, confirms and then opens /signin', async () => {
    const sent = renderReset({ status: 200, body: { message: 'La password è stata aggiornata.' } });
    type('Nuova password', 'Verifica2026!');
    type('Conferma password', 'Verifica2026!');
    fireEvent.click(button());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Password modificata');
    await screen.findByText(/La password è stata aggiornata\./);
    expect(sent()).toEqual({
      userId: USER_ID,
      resetToken: TOKEN,
      password: 'Verifica2026!',
      passwordConfirm: 'Verifica2026!',
    });
    expect(
      (await screen.findByTestId('location', {}, { timeout: SIGN_IN_DELAY_MS + 1000 })).textContent,
    ).toBe('/signin');
  });

  it("shows the server's message when the link is no longer valid", async () => {
    renderReset({ status: 400, body: { message: 'Il link non è più valido.' } });
    type('Nuova password', 'Verifica2026!');
    type('Conferma password', 'Verifica2026!');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Il link non è più valido.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Configura nuova password');
  });
});
