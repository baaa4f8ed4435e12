import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../testing/fake-api';
import { useAuth } from './auth-context';

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
