import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PendingReports } from '@verificauto/shared/contracts/backoffice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { makePendingReport, PENDING_UUID } from '../backoffice.fixture';
import { BackofficePage } from './backoffice-page';

function renderQueue(reply: { status: number; body?: unknown }) {
  stubApi({ 'GET /api/backoffice/reports': () => reply });
  renderAppPage(<BackofficePage />, { path: '/backoffice', route: '/backoffice' });
}

/** A page of the queue: one report per number, and the cursor of the page after. */
const queuePage = (numbers: number[], next: string | null, waiting = 57): PendingReports => ({
  reports: numbers.map((n) =>
    makePendingReport({ uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, report_number: n }),
  ),
  next,
  waiting: { count: waiting, at_least: false },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: the approval queue', () => {
  it('shows each report awaiting approval with the way in to review it', async () => {
    renderQueue({
      status: 200,
      body: {
        next: null,
        waiting: { count: 2, at_least: false },
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
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Report in attesa di approvazione (2)',
    );
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

  it("loads the next page with 'Carica altri' from the cursor of the page before, and says how many wait", async () => {
    const fetchMock = stubApi({
      'GET /api/backoffice/reports': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('cursor') === 'pagina-2'
            ? queuePage([1025, 1026], null)
            : queuePage([1001, 1002, 1003], 'pagina-2'),
      }),
    });
    renderAppPage(<BackofficePage />, { path: '/backoffice', route: '/backoffice' });
    expect(await screen.findByText('Report n. 1003')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Report in attesa di approvazione (57)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    expect(await screen.findByText('Report n. 1026')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/backoffice/reports?cursor=pagina-2');
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
  });

  it('says "oltre 200" when the queue is longer than the server counts', async () => {
    renderQueue({
      status: 200,
      body: { ...queuePage([201], 'pagina-2'), waiting: { count: 200, at_least: true } },
    });
    expect(
      (await screen.findByText('Report n. 201')) && screen.getByRole('heading', { level: 2 }).textContent,
    ).toBe('Report in attesa di approvazione (oltre 200)');
  });

  it('says so when nothing awaits approval', async () => {
    renderQueue({ status: 200, body: queuePage([], null, 0) });
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
