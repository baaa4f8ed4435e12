import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../../lib/auth-context';
import { registerDeviceData } from '../../../lib/device-data';
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

  it('stays disabled after the answer until the next page has replaced this one', async () => {
    stubApi({ ...SIGNED_IN, 'POST /auth/signout': () => ({ status: 200, body: { message: 'Ok.' } }) });
    const HomeStillLoading = lazy(() => new Promise<never>(() => {}));
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <AuthProvider>
          <Routes>
            <Route path="/profile" element={<Harness />} />
            <Route path="/" element={<HomeStillLoading />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Esci' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(localStorage.getItem(EXPIRES_KEY)).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Esci' })).toBe(button);
    expect(button.disabled).toBe(true);
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

  describe('with work on the device not yet on the server (decision 068)', () => {
    const WARNING =
      '2 foto non sono ancora state inviate al server: uscendo andranno perse. Vuoi uscire comunque?';
    const clear = vi.fn(async () => undefined);
    let unregister: () => void = () => undefined;
    afterEach(() => {
      unregister();
      clear.mockClear();
    });

    it('asks first, and staying keeps the session and the work', async () => {
      unregister = registerDeviceData({ unsentWarning: async () => WARNING, clear });
      const confirm = vi.fn(() => false);
      vi.stubGlobal('confirm', confirm);
      const signOut = vi.fn(() => ({ status: 200, body: { message: 'Ok.' } }));
      const button = await renderSignedIn(signOut);
      fireEvent.click(button);
      await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(WARNING));
      await vi.waitFor(() => expect(button.disabled).toBe(false));
      expect(signOut).not.toHaveBeenCalled();
      expect(clear).not.toHaveBeenCalled();
    });

    it('confirmed, signs out and clears what the device kept', async () => {
      unregister = registerDeviceData({ unsentWarning: async () => WARNING, clear });
      vi.stubGlobal('confirm', () => true);
      fireEvent.click(await renderSignedIn(() => ({ status: 200, body: { message: 'Ok.' } })));
      expect((await screen.findByTestId('location')).textContent).toBe('/');
      await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
    });

    it('with nothing unsent, asks nothing and still clears', async () => {
      unregister = registerDeviceData({ unsentWarning: async () => null, clear });
      const confirm = vi.fn(() => true);
      vi.stubGlobal('confirm', confirm);
      fireEvent.click(await renderSignedIn(() => ({ status: 200, body: { message: 'Ok.' } })));
      expect((await screen.findByTestId('location')).textContent).toBe('/');
      await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1));
      expect(confirm).not.toHaveBeenCalled();
    });
  });
});
