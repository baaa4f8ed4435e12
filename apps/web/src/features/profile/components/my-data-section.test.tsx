import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth-context';
import { EXPIRES_KEY } from '../../../lib/session-expiry';
import { MyDataSection } from './my-data-section';

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer[]>;
const sent: { key: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  answers = {
    'GET /auth/me': [{ status: 200, body: {} }],
    'GET /api/user/account': [{ status: 200, body: { email: 'anna@example.it', name: 'Anna', phone: null } }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      sent.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const queue = answers[key] ?? [];
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (!next) throw new Error(`Chiamata inattesa: ${key}`);
      return new Response(JSON.stringify(next.body ?? {}), { status: next.status });
    }),
  );
  localStorage.setItem(EXPIRES_KEY, String(Date.now() + 3_600_000));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <AuthProvider>
        <QueryClientProvider client={queryClient}>
          <Routes>
            <Route path="/profile" element={<MyDataSection enabled />} />
            <Route path="/" element={<p>Pagina iniziale</p>} />
          </Routes>
        </QueryClientProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('MyDataSection', () => {
  it('leaves the focus where the page put it: the closed dialog gives it back only after being open', async () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    heading.focus();
    renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('links the download of the archive', async () => {
    renderSection();
    const link = screen.getByRole('link', { name: 'Scarica i miei dati' });
    expect(link.getAttribute('href')).toBe('/api/user/account/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('checks name and phone in Italian before sending, then saves and says so', async () => {
    answers['PATCH /api/user/account'] = [
      { status: 200, body: { email: 'anna@example.it', name: 'Anna Verdi', phone: '+39 347 1234567' } },
    ];
    renderSection();
    const name = await screen.findByLabelText('Nome e cognome');
    const phone = screen.getByLabelText(/Telefono/);

    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.change(phone, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci nome e cognome.')).toBeTruthy();
    expect(
      screen.getByText('Il numero di telefono può contenere solo cifre, spazi e il prefisso +.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(sent.some((call) => call.key === 'PATCH /api/user/account')).toBe(false);

    fireEvent.change(name, { target: { value: 'Anna Verdi' } });
    fireEvent.change(phone, { target: { value: '+39 347 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati aggiornati.')).toBeTruthy();
    expect(sent.find((call) => call.key === 'PATCH /api/user/account')?.body).toEqual({
      name: 'Anna Verdi',
      phone: '+39 347 1234567',
    });
  });

  it('asks the password to close the account, shows a refusal, then signs out and goes home', async () => {
    answers['POST /api/user/account/close'] = [
      { status: 400, body: { code: 'wrong_password', message: 'La password non è corretta.' } },
      {
        status: 200,
        body: { message: 'Il tuo account è stato chiuso. Ti abbiamo inviato una email di conferma.' },
      },
    ];
    renderSection();
    const opener = screen.getByRole('button', { name: 'Chiudi account' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Chiudere l’account?' });
    const password = screen.getByLabelText('Password attuale');
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi definitivamente' }));
    expect(await screen.findByText('Inserisci la password.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password attuale'), { target: { value: 'sbagliata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi definitivamente' }));
    expect(await screen.findByText('La password non è corretta.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password attuale'), { target: { value: 'Verifica2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi definitivamente' }));
    expect(
      await screen.findByText('Il tuo account è stato chiuso. Ti abbiamo inviato una email di conferma.'),
    ).toBeTruthy();
    const home = screen.getByRole('button', { name: 'Vai alla home' });
    await waitFor(() => expect(document.activeElement).toBe(home));
    fireEvent.click(home);
    expect(await screen.findByText('Pagina iniziale')).toBeTruthy();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
    expect(dialog.isConnected).toBe(false);
  });
});
