import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ADMIN_LIST_PAGE_SIZE } from '@verificauto/shared/contracts/backoffice-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { WorkshopsPage } from './workshops-page';

const ID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';

function renderList(reply: { status: number; body?: unknown }) {
  stubApi({ 'GET /api/backoffice/workshops': () => reply });
  renderAppPage(<WorkshopsPage />, { path: '/backoffice/officine', route: '/backoffice/officine' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: workshops', () => {
  it('lists every workshop with its technicians, booking and state, and links to each', async () => {
    renderList({
      status: 200,
      body: {
        workshops: [
          {
            id: ID,
            name: 'Officina Estense',
            city: 'Ferrara',
            province: 'FE',
            active: false,
            technicians: 1,
            inspection_fee_cents: 2500,
            booking: 'native',
          },
        ],
      },
    });
    const link = await screen.findByRole('link', { name: 'Officina Estense' });
    expect(link.getAttribute('href')).toBe(`/backoffice/officine/${ID}`);
    expect(screen.getByText(/Ferrara \(FE\) · 1 tecnico · Calendario Verificauto · 25,00/)).toBeTruthy();
    expect(screen.getByText('Disattivata')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nuova officina' }).getAttribute('href')).toBe(
      '/backoffice/officine/nuova',
    );
    expect(screen.getByRole('navigation', { name: 'Sezioni del back office' })).toBeTruthy();
  });

  it('sends a guest to sign in and back here', async () => {
    renderList({ status: 401, body: { message: 'Accedi per continuare.' } });
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/signin?redirect=%2Fbackoffice%2Fofficine',
    );
  });

  it("loads the next workshops with 'Carica altre', asking for those after the last one shown", async () => {
    const idOf = (n: number) => `0b6e1c8a-4a3e-4f7e-9f52-${String(n).padStart(12, '0')}`;
    const workshops = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: idOf(from + i),
        name: `Officina ${from + i}`,
        city: 'Ferrara',
        province: 'FE',
        active: true,
        technicians: 0,
        inspection_fee_cents: 0,
        booking: 'native',
      }));
    const fetchMock = stubApi({
      'GET /api/backoffice/workshops': ({ url }) => ({
        status: 200,
        body: {
          workshops:
            url.searchParams.get('before') === idOf(ADMIN_LIST_PAGE_SIZE)
              ? workshops(ADMIN_LIST_PAGE_SIZE + 1, 1)
              : workshops(1, ADMIN_LIST_PAGE_SIZE),
        },
      }),
    });
    renderAppPage(<WorkshopsPage />, { path: '/backoffice/officine', route: '/backoffice/officine' });
    expect(await screen.findByRole('link', { name: 'Officina 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica altre' }));
    expect(await screen.findByRole('link', { name: 'Officina 51' })).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/backoffice/workshops?before=${idOf(ADMIN_LIST_PAGE_SIZE)}`,
    );
    expect(screen.getByRole('link', { name: 'Officina 50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull();
  });

  it("asks the server for the workshops whose name or town has what is typed, when 'Cerca' is pressed", async () => {
    const estense = {
      id: ID,
      name: 'Officina Estense',
      city: 'Ferrara',
      province: 'FE',
      active: true,
      technicians: 0,
      inspection_fee_cents: 0,
      booking: 'native',
    };
    const fetchMock = stubApi({
      'GET /api/backoffice/workshops': ({ url }) => ({
        status: 200,
        body: { workshops: url.searchParams.get('q') === 'nessuna' ? [] : [estense] },
      }),
    });
    renderAppPage(<WorkshopsPage />, { path: '/backoffice/officine', route: '/backoffice/officine' });
    expect(await screen.findByRole('link', { name: 'Officina Estense' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Nome o città' });
    fireEvent.change(search, { target: { value: ' ferrara ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await vi.waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/backoffice/workshops?q=ferrara'),
    );
    fireEvent.change(search, { target: { value: 'nessuna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Nessuna officina corrisponde alla ricerca.')).toBeTruthy();
  });
});
