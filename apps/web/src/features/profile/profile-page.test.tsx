import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth-context';
import { EXPIRES_KEY } from '../../lib/session-expiry';
import { ProfilePage } from './profile-page';
import { purchase, userReports } from './user-reports.fixture';

type Answer = { status: number; body?: unknown };
const ACCOUNT = { email: 'mario.rossi@example.it', name: 'Mario Rossi', phone: null };
let answers: Record<string, Answer[]>;
const calls: string[] = [];

function answer(key: string): Response {
  const queue = answers[key] ?? [];
  const next = queue.length > 1 ? queue.shift() : queue[0];
  if (!next) throw new Error(`Chiamata inattesa: ${key}`);
  return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status });
}

function SignInProbe() {
  const { pathname, search } = useLocation();
  return <p>Pagina {`${pathname}${search}`}</p>;
}

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <Routes>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/signin" element={<SignInProbe />} />
          </Routes>
        </QueryClientProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.length = 0;
  answers = {
    'GET /auth/me': [{ status: 200, body: {} }],
    'GET /api/user/account': [{ status: 200, body: ACCOUNT }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      return answer(key);
    }),
  );
  localStorage.setItem(EXPIRES_KEY, String(Date.now() + 3_600_000));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProfilePage', () => {
  it('lists the inspections under Sto vendendo and the purchases under Sto comprando', async () => {
    answers['GET /api/user/reports'] = [{ status: 200, body: userReports }];
    renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Area riservata' })).toBeTruthy();
    expect(screen.getByText('I miei report')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Caricamento…');

    const sellingTab = await screen.findByRole('tab', { name: 'Sto vendendo' });
    expect(sellingTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Prenotata per il 30/11/2026 alle 09:30')).toBeTruthy();
    expect(screen.getByText('Report in fase di approvazione.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();

    const buyingTab = screen.getByRole('tab', { name: 'Sto comprando' });
    fireEvent.click(buyingTab);
    expect(buyingTab.getAttribute('aria-selected')).toBe('true');
    const panel = document.getElementById(buyingTab.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe(buyingTab.id);
    expect(panel?.classList.contains('active')).toBe(true);
    expect(panel?.textContent).toContain('Toyota Yaris');
    expect(panel?.textContent).toContain('VA-2026-000123');
    const invoice = screen.getByRole('link', { name: 'Scarica la fattura (PDF) (Toyota Yaris)' });
    expect(invoice.getAttribute('href')).toBe(purchase.invoice_url);
    expect(calls).not.toContain('POST /auth/refresh');
  });

  it('loads the next page of a list from the cursor of the one before, then says nothing more', async () => {
    const [booked, awaiting, completed] = userReports.inspectionsRequested;
    const cursor = awaiting?.uuid ?? '';
    answers['GET /api/user/reports'] = [
      {
        status: 200,
        body: { ...userReports, inspectionsRequested: [booked, awaiting], inspectionsRequestedNext: cursor },
      },
    ];
    answers[`GET /api/user/reports/requested?before=${cursor}`] = [
      { status: 200, body: { inspectionsRequested: [completed], inspectionsRequestedNext: null } },
    ];
    renderProfile();

    await screen.findByText('Report in fase di approvazione.');
    expect(screen.queryByRole('heading', { name: 'Volkswagen Golf' })).toBeNull();
    // No more purchases to load: only the inspections have a next page.
    expect(screen.queryByRole('button', { name: 'Carica altri report' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Carica altre ispezioni' })));
    expect(await screen.findByRole('heading', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(screen.getAllByText('Report in fase di approvazione.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Carica altre ispezioni' })).toBeNull();
    // One request gave both lists' first pages.
    expect(calls.filter((call) => call === 'GET /api/user/reports')).toHaveLength(1);
  });

  it('offers the next step in empty tabs and opens the purchases for a buyer who never booked', async () => {
    answers['GET /api/user/reports'] = [
      {
        status: 200,
        body: { ...userReports, inspectionsRequested: [] },
      },
    ];
    renderProfile();

    const buyingTab = await screen.findByRole('tab', { name: 'Sto comprando' });
    expect(buyingTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Sto vendendo' }));
    expect(screen.getByRole('link', { name: 'Prenota un’ispezione' }).getAttribute('href')).toBe('/booking');
  });

  it('explains how to buy when there are no purchases', async () => {
    answers['GET /api/user/reports'] = [
      { status: 200, body: { ...userReports, inspectionsRequested: [], inspectionsPurchased: [] } },
    ];
    renderProfile();

    fireEvent.click(await screen.findByRole('tab', { name: 'Sto comprando' }));
    expect(screen.getByText(/link che ti ha inviato il venditore/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri come acquistare un report' }).getAttribute('href')).toBe(
      '/how-to-buy',
    );
  });

  it('refreshes a missing session expiry before fetching the reports', async () => {
    localStorage.removeItem(EXPIRES_KEY);
    answers['POST /auth/refresh'] = [{ status: 200, body: { expires_in: 3600 } }];
    answers['GET /api/user/reports'] = [{ status: 200, body: userReports }];
    renderProfile();

    await screen.findByRole('tab', { name: 'Sto vendendo' });
    const refreshed = calls.indexOf('POST /auth/refresh');
    expect(refreshed).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('GET /api/user/reports')).toBeGreaterThan(refreshed);
    expect(Number(localStorage.getItem(EXPIRES_KEY))).toBeGreaterThan(Date.now());
  });

  it('sends the user to sign in when the refresh fails, without fetching the reports', async () => {
    localStorage.setItem(EXPIRES_KEY, String(Date.now() - 1000));
    answers['POST /auth/refresh'] = [{ status: 401, body: { code: 'UNAUTHORIZED', message: 'Accedi' } }];
    renderProfile();

    expect(await screen.findByText('Pagina /signin?redirect=%2Fprofile')).toBeTruthy();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
    expect(calls).not.toContain('GET /api/user/reports');
  });

  it('sends the user to sign in when the reports answer 401', async () => {
    answers['GET /api/user/reports'] = [{ status: 401, body: { code: 'UNAUTHORIZED', message: 'Accedi' } }];
    renderProfile();

    expect(await screen.findByText('Pagina /signin?redirect=%2Fprofile')).toBeTruthy();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
  });

  it('shows the error with a retry button that loads the reports again', async () => {
    answers['GET /api/user/reports'] = [
      { status: 500, body: { code: 'INTERNAL', message: 'Errore del server.' } },
      { status: 200, body: userReports },
    ];
    renderProfile();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Errore del server.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Riprova' })));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sto vendendo' })).toBeTruthy());
  });
});
