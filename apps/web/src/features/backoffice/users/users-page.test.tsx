import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { UsersPage } from './users-page';

const ROSSI = {
  id: '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10',
  email: 'mario.rossi@example.it',
  name: 'Mario Rossi',
  role: 'user',
  confirmed: true,
  blocked_at: '2026-03-05T14:07:00.000Z',
  blocked_reason: 'Pagamenti contestati ripetutamente',
  created_at: '2026-01-10T09:00:00.000Z',
};
const TECNICO = {
  ...ROSSI,
  id: '1b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b11',
  email: 'tecnico@example.it',
  name: '',
  role: 'technician',
  confirmed: false,
  blocked_at: null,
  blocked_reason: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: users', () => {
  it('searches by e-mail or name and lists each user with role, confirmation and block', async () => {
    const queries: string[] = [];
    stubApi({
      'GET /api/backoffice/users': ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        queries.push(q);
        return { status: 200, body: { users: q ? [ROSSI, TECNICO] : [] } };
      },
    });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti', route: '/backoffice/utenti' });
    expect(await screen.findByText('Nessun account registrato.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Email o nome' }), {
      target: { value: ' rossi ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('2 utenti trovati per «rossi».')).toBeTruthy();
    expect(queries).toEqual(['', 'rossi']);

    const list = within(screen.getByRole('list', { name: 'Utenti trovati' }));
    const link = list.getByRole('link', { name: 'Mario Rossi' });
    expect(link.getAttribute('href')).toBe(`/backoffice/utenti/${ROSSI.id}`);
    expect(list.getByText('mario.rossi@example.it · Utente · email confermata')).toBeTruthy();
    expect(list.getByText('Bloccato')).toBeTruthy();
    expect(list.getByText('Pagamenti contestati ripetutamente')).toBeTruthy();
    // Without a name the e-mail is the link.
    expect(list.getByRole('link', { name: 'tecnico@example.it' })).toBeTruthy();
    expect(list.getByText('tecnico@example.it · Tecnico d’officina · email non confermata')).toBeTruthy();
    expect(list.getByText('Attivo')).toBeTruthy();
    const sections = within(screen.getByRole('navigation', { name: 'Sezioni del back office' }));
    expect(sections.getByRole('link', { name: 'Utenti' }).getAttribute('href')).toBe('/backoffice/utenti');
  });

  it('starts from the search in the address and says when nothing matches', async () => {
    stubApi({ 'GET /api/backoffice/users': () => ({ status: 200, body: { users: [] } }) });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti?q=nessuno', route: '/backoffice/utenti' });
    expect(await screen.findByText('Nessun utente trovato per «nessuno».')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('nessuno');
  });

  it('sends a guest to sign in and back here', async () => {
    stubApi({ 'GET /api/backoffice/users': () => ({ status: 401, body: { message: 'Accedi.' } }) });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti', route: '/backoffice/utenti' });
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/signin?redirect=%2Fbackoffice%2Futenti',
    );
  });
});
