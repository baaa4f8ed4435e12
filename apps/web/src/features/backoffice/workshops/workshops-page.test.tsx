import { cleanup, screen } from '@testing-library/react';
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
});
