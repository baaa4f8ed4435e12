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
        return { status: 200, body: { users: q ? [ROSSI, TECNICO] : [], next: null } };
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
    stubApi({ 'GET /api/backoffice/users': () => ({ status: 200, body: { users: [], next: null } }) });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti?q=nessuno', route: '/backoffice/utenti' });
    expect(await screen.findByText('Nessun utente trovato per «nessuno».')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('nessuno');
  });

  it("loads the next page with 'Carica altri' from the cursor of the page before", async () => {
    const fetchMock = stubApi({
      'GET /api/backoffice/users': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('cursor') === 'pagina-2'
            ? { users: [TECNICO], next: null }
            : { users: [ROSSI], next: 'pagina-2' },
      }),
    });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti?q=example', route: '/backoffice/utenti' });
    expect(await screen.findByText('1 utente trovato per «example», altri da caricare.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    expect(await screen.findByText('2 utenti trovati per «example».')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/backoffice/users?q=example&cursor=pagina-2');
    const list = within(screen.getByRole('list', { name: 'Utenti trovati' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
  });

  it('asks for 3 characters before searching, and sends nothing until then', async () => {
    const queries: string[] = [];
    stubApi({
      'GET /api/backoffice/users': ({ url }) => {
        queries.push(url.searchParams.get('q') ?? '');
        return { status: 200, body: { users: [], next: null } };
      },
    });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti', route: '/backoffice/utenti' });
    await screen.findByText('Nessun account registrato.');
    const field = screen.getByRole('searchbox', { name: 'Email o nome' });
    fireEvent.change(field, { target: { value: ' ro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Scrivi almeno 3 caratteri dell’email o del nome.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(queries).toEqual(['']);
  });

  it('sends a guest to sign in and back here', async () => {
    stubApi({ 'GET /api/backoffice/users': () => ({ status: 401, body: { message: 'Accedi.' } }) });
    renderAppPage(<UsersPage />, { path: '/backoffice/utenti', route: '/backoffice/utenti' });
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/signin?redirect=%2Fbackoffice%2Futenti',
    );
  });
});
