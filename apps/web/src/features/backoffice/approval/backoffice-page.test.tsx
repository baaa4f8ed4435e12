import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { makePendingReport, PENDING_UUID } from '../backoffice.fixture';
import { BackofficePage } from './backoffice-page';

function renderQueue(reply: { status: number; body?: unknown }) {
  stubApi({ 'GET /api/backoffice/reports': () => reply });
  renderAppPage(<BackofficePage />, { path: '/backoffice', route: '/backoffice' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: the approval queue', () => {
  it('shows each report awaiting approval with the way in to review it', async () => {
    renderQueue({
      status: 200,
      body: {
        reports: [
          makePendingReport(),
          makePendingReport({
            uuid: '11111111-2222-4333-8444-555555555555',
            report_number: 1043,
            brand: null,
            model: null,
            year: null,
            technician_name: null,
            previously_returned_note: 'Mancano le foto del vano motore.',
          }),
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Back office');
    const card = (await screen.findByRole('article', { name: 'Fiat Panda (2019)' })) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText('Report n. 1042')).toBeTruthy();
    expect(inCard.getByText('GH123JK')).toBeTruthy();
    expect(inCard.getByText('Officina Rossi, Milano')).toBeTruthy();
    expect(inCard.getByText('Luca Bianchi')).toBeTruthy();
    // 14:07 UTC is 15:07 in Rome in March.
    expect(inCard.getByText('5/3/2026 alle 15:07')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Esamina il report n. 1042' }).getAttribute('href')).toBe(
      `/backoffice/report/${PENDING_UUID}`,
    );
    expect(inCard.queryByText(/Già rimandato/)).toBeNull();

    const returned = screen.getByRole('article', { name: 'Veicolo senza marca e modello' });
    expect(within(returned).getByText('Mancano le foto del vano motore.')).toBeTruthy();
    expect(within(returned).getByText('Non indicato')).toBeTruthy();
    const sections = within(screen.getByRole('navigation', { name: 'Sezioni del back office' }));
    expect(sections.getByRole('link', { name: 'Registro' }).getAttribute('href')).toBe(
      '/backoffice/registro',
    );
    expect(sections.getByRole('link', { name: 'Officine' }).getAttribute('href')).toBe(
      '/backoffice/officine',
    );
  });

  it('says so when nothing awaits approval', async () => {
    renderQueue({ status: 200, body: { reports: [] } });
    expect(await screen.findByText('Nessun report in attesa di approvazione.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('refuses another role with the server’s message', async () => {
    renderQueue({
      status: 403,
      body: { code: 'forbidden_role', message: 'Questa area è riservata al back office.' },
    });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
    expect(screen.getByText('Questa area è riservata al back office.')).toBeTruthy();
  });

  it('sends a guest to sign in and back here', async () => {
    renderQueue({ status: 401, body: { message: 'Accedi per continuare.' } });
    expect((await screen.findByTestId('location')).textContent).toBe('/signin?redirect=%2Fbackoffice');
  });
});
