import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { ForgotPasswordPage } from './forgot-password-page';

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reimposta password' });

function renderForgot(path: string) {
  const fetchMock = stubApi({
    'GET /api/user/forgot-password': () => ({ status: 200, body: { message: 'Ti abbiamo scritto.' } }),
  });
  renderAppPage(<ForgotPasswordPage />, { path, route: '/forgot-password' });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it("keeps 'Reimposta password' disabled until the typed e-mail is valid", () => {
    renderForgot('/forgot-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hai dimenticato la password?');
    expect(button().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example' } });
    expect(button().disabled).toBe(true);
    // The reason is shown under the disabled button, which it describes (WCAG 3.3.1).
    const reason = screen.getByText('Inserisci un indirizzo email valido per continuare.');
    expect(button().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@example.it' } });
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('Inserisci un indirizzo email valido per continuare.')).toBeNull();
  });

  it("shows a preset e-mail as text with 'Modifica email', then the server's message", async () => {
    const fetchMock = renderForgot('/forgot-password?email=mario%40example.it');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('mario@example.it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifica email' }).getAttribute('href')).toBe('/signin');
    fireEvent.click(button());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Controlla la posta.' });
    expect(heading.textContent).toBe('Controlla la posta.');
    expect(screen.getByRole('status').textContent).toBe('Ti abbiamo scritto.');
    // The focus moves to the result, whose title reads out the server's message.
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/user/forgot-password?email=mario%40example.it',
    );
  });
});
