import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { ActivatePage } from './activate-page';

const USER_ID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';
const TOKEN = 'b'.repeat(32);

function renderActivate(reply: { status: number; body: unknown }) {
  const fetchMock = stubApi({ 'POST /api/user/activate': () => reply });
  renderAppPage(<ActivatePage />, {
    path: `/activate/${USER_ID}/${TOKEN}`,
    route: '/activate/:userId/:token',
  });
  return fetchMock;
}

const activations = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/user/activate');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account activation', () => {
  it('posts the link once (even under StrictMode) and confirms', async () => {
    const fetchMock = renderActivate({ status: 200, body: { message: 'Il tuo account è attivo.' } });
    expect((await screen.findByRole('heading', { level: 1, name: 'Account attivato' })).textContent).toBe(
      'Account attivato',
    );
    expect(screen.getByRole('status').textContent).toBe('Il tuo account è attivo.');
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/signin');
    expect(activations(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(activations(fetchMock)[0]?.[1]?.body))).toEqual({
      userId: USER_ID,
      token: TOKEN,
    });
  });

  it("shows the server's message when the link is not valid", async () => {
    renderActivate({ status: 400, body: { message: 'Il link di attivazione non è valido.' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Il link di attivazione non è valido.');
    expect(screen.getByRole('link', { name: 'Vai all’accesso' }).getAttribute('href')).toBe('/signin');
  });
});
