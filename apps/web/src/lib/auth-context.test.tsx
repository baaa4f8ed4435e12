import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { renderAppPage, stubApi } from '../testing/fake-api';
import { AuthProvider, useAuth } from './auth-context';
import { formDraftKeys, writeFormDraft } from './form-drafts';
import { keepIdentity, readKeptIdentity } from './kept-identity';
import { EXPIRES_KEY } from './session-expiry';

function AuthState() {
  const { checked, signedIn, role } = useAuth();
  return <p data-testid="auth">{checked ? `${signedIn ? 'dentro' : 'fuori'} ${role ?? '-'}` : 'attesa'}</p>;
}

function renderAuthState(reply: { status: number; body?: unknown }) {
  stubApi({ 'GET /auth/me': () => reply });
  renderAppPage(<AuthState />, { path: '/', route: '/' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth state at start-up (GET /auth/me)', () => {
  it.each(['user', 'technician', 'backoffice'])('carries the role %s of a signed-in user', async (role) => {
    renderAuthState({ status: 200, body: { email: 'a@example.it', name: '', confirmed: true, role } });
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe(`dentro ${role}`));
  });

  it("counts a missing or unknown role as 'user'", async () => {
    renderAuthState({ status: 200, body: { role: 'admin' } });
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('dentro user'));
  });

  it('has no role for a guest', async () => {
    renderAuthState({ status: 401 });
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('fuori -'));
  });
});

describe('the kept identity of the workshop area (decision 068)', () => {
  afterEach(() => localStorage.clear());
  const me = (role: string) => ({
    status: 200,
    body: { email: 'Tecnico@Officina.test', name: 'Luca', confirmed: true, role },
  });

  it("keeps a technician's identity, and no one else's", async () => {
    renderAuthState(me('technician'));
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('dentro technician'));
    expect(readKeptIdentity()).toEqual({ email: 'tecnico@officina.test', role: 'technician' });
    cleanup();
    renderAuthState(me('user'));
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('dentro user'));
    expect(readKeptIdentity()).toBeNull();
  });

  it('forgets it when the server says there is no session', async () => {
    keepIdentity('tecnico@officina.test', 'technician');
    renderAuthState({ status: 401 });
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('fuori -'));
    expect(readKeptIdentity()).toBeNull();
  });

  it('keeps it without an answer (offline), and asks again when the network is back', async () => {
    keepIdentity('tecnico@officina.test', 'technician');
    let online = false;
    stubApi({
      'GET /auth/me': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return me('technician');
      },
    });
    renderAppPage(<AuthState />, { path: '/', route: '/' });
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('fuori -'));
    expect(readKeptIdentity()).toEqual({ email: 'tecnico@officina.test', role: 'technician' });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('dentro technician'));
  });
});

describe('leaving signed out (Esci, a closed account)', () => {
  // What /profile would act on: rendered signed out after having been signed in, it would take that for an
  // ended session and send the user to sign in.
  const profileSaw: boolean[] = [];
  function Profile() {
    const { signedIn, leaveSignedOut } = useAuth();
    profileSaw.push(signedIn);
    return (
      <button type="button" disabled={!signedIn} onClick={() => leaveSignedOut(paths.home.href())}>
        Esci
      </button>
    );
  }
  let showHome: () => void = () => undefined;
  const Home = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        showHome = () => resolve({ default: AuthState });
      }),
  );

  it('ends the session only once the next page has replaced the one left', async () => {
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 60_000));
    writeFormDraft(formDraftKeys.checkout('de000000-0000-4000-8000-00000000a003'), {
      values: { city: 'Milano' },
    });
    stubApi({ 'GET /auth/me': () => ({ status: 200, body: { role: 'user' } }) });
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <AuthProvider>
          <Routes>
            <Route path="/profile" element={<Profile />} />
            <Route path="/" element={<Home />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
    const exit = screen.getByRole('button', { name: 'Esci' });
    await vi.waitFor(() => expect(exit).toHaveProperty('disabled', false));
    await act(async () => exit.click());
    // The next page's code is still loading: /profile stays, signed in; the stored expiry is already gone.
    expect(screen.getByRole('button', { name: 'Esci' })).toHaveProperty('disabled', false);
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
    // Nor does the next person at this tab find the details typed in a payment form.
    expect(sessionStorage.length).toBe(0);
    await act(async () => showHome());
    await vi.waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('fuori -'));
    expect(profileSaw.slice(profileSaw.indexOf(true))).not.toContain(false);
  });
});
