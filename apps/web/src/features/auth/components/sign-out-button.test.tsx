import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth-context';
import { EXPIRES_KEY } from '../../../lib/session-expiry';
import { pending, renderAppPage, stubApi } from '../../../testing/fake-api';
import { SignOutButton } from './sign-out-button';

const SIGNED_IN = { 'GET /auth/me': () => ({ status: 200, body: {} }) };

function Harness() {
  const { signedIn } = useAuth();
  return signedIn ? <SignOutButton /> : <p>Non autenticato</p>;
}

async function renderSignedIn(signOutReply: Parameters<typeof stubApi>[0][string]) {
  stubApi({ ...SIGNED_IN, 'POST /auth/signout': signOutReply });
  localStorage.setItem(EXPIRES_KEY, String(Date.now() + 60_000));
  renderAppPage(<Harness />, { path: '/profile', route: '/profile' });
  return screen.findByRole<HTMLButtonElement>('button', { name: 'Esci' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("'Esci'", () => {
  it('on 200 clears the flag and the stored expiry, then opens /', async () => {
    fireEvent.click(
      await renderSignedIn(() => ({ status: 200, body: { message: 'Disconnessione eseguita.' } })),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
  });

  it('is disabled while the request is under way', async () => {
    const button = await renderSignedIn(pending);
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.disabled).toBe(true));
  });

  it("keeps the session on any other answer and tells the server's message", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const button = await renderSignedIn(() => ({
      status: 503,
      body: { message: 'Servizio non disponibile.' },
    }));
    fireEvent.click(button);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Servizio non disponibile.'));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByText('Non autenticato')).toBeNull();
    expect(localStorage.getItem(EXPIRES_KEY)).not.toBeNull();
  });
});
