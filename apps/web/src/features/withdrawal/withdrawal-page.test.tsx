import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WithdrawalContract } from '@verificauto/shared/contracts/withdrawal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, pending, renderAppPage, stubApi } from '../../testing/fake-api';
import { WithdrawalPage } from './withdrawal-page';

const TOKEN = 'p.0b8f4c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.firma';
const API_PATH = `/api/withdrawals/${TOKEN}`;

function makeContract(overrides: Partial<WithdrawalContract> = {}): WithdrawalContract {
  return {
    contract: { kind: 'purchase', report_number: 1042, vehicle: 'Fiat Panda 2019' },
    order_number: 'VA-1001',
    made_at: '2026-12-03T09:15:00.000Z',
    amount_cents: 1900,
    name: 'Maria Rossi',
    email: 'maria@example.it',
    state: { status: 'available', last_day: '2027-01-02' },
    ...overrides,
  };
}

function renderPage(api: FakeApi = {}) {
  const fetchMock = stubApi({
    [`GET ${API_PATH}`]: () => ({ status: 200, body: makeContract() }),
    ...api,
  });
  renderAppPage(<WithdrawalPage />, { path: `/recesso/${TOKEN}`, route: '/recesso/:token' });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WithdrawalPage', () => {
  it('shows the contract and the form pre-filled with the order’s name and e-mail', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recedi dal contratto' })).toBeTruthy();
    expect(document.title).toContain('Recedi dal contratto');
    expect(screen.getByText('Contratto').nextElementSibling?.textContent).toBe(
      'Accesso online al report n. 1042 del veicolo Fiat Panda 2019',
    );
    expect(screen.getByText('Ordine').nextElementSibling?.textContent).toBe('VA-1001');
    expect(screen.getByText('Acquistato il').nextElementSibling?.textContent).toBe('3/12/2026 alle 10:15');
    expect(screen.getByText('Importo pagato').nextElementSibling?.textContent).toBe('19,00 €');
    expect(screen.getByText(/fino al 2\/1\/2027/)).toBeTruthy();
    const name = screen.getByLabelText('Nome e cognome') as HTMLInputElement;
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(name.value).toBe('Maria Rossi');
    expect(name.autocomplete).toBe('name');
    expect(email.value).toBe('maria@example.it');
    expect(email.autocomplete).toBe('email');
  });

  it('Continua checks the fields, then asks for the separate confirmation; Indietro keeps what was typed', async () => {
    const fetchMock = renderPage();
    const name = (await screen.findByLabelText('Nome e cognome')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(button('Continua'));
    expect(await screen.findByText('Inserisci nome e cognome.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Maria Bianchi' } });
    fireEvent.click(button('Continua'));

    const heading = await screen.findByRole('heading', { name: 'Conferma il recesso' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/Maria Bianchi recede dal contratto di accesso online/)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.click(button('Indietro'));
    expect(((await screen.findByLabelText('Nome e cognome')) as HTMLInputElement).value).toBe(
      'Maria Bianchi',
    );
  });

  it('Conferma il recesso sends once and shows the result with the date and time', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const fetchMock = renderPage({
      [`POST ${API_PATH}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('button', { name: 'Conferma il recesso' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Attendi/ })).toHaveProperty('disabled', true),
    );
    expect(posts(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String((posts(fetchMock)[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
      name: 'Maria Rossi',
      email: 'maria@example.it',
    });
    answer({ status: 200, body: { withdrawn_at: '2026-12-05T16:42:00.000Z', email: 'maria@example.it' } });

    const done = await screen.findByRole('heading', { level: 1, name: 'Recesso registrato' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByText('Abbiamo registrato il tuo recesso il 5/12/2026 alle 17:42.')).toBeTruthy();
    expect(screen.getByText(/Ti abbiamo inviato la conferma per email a/)).toBeTruthy();
    expect(screen.getByText(/entro 14 giorni/)).toBeTruthy();
  });

  it('a refused field goes back to the form with the server’s message', async () => {
    renderPage({
      [`POST ${API_PATH}`]: () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: 'Inserisci un indirizzo email valido.',
          fields: { email: 'Inserisci un indirizzo email valido.' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma il recesso' }));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Inserisci un indirizzo email valido.')).toBeTruthy();
  });

  it('unavailable: the reason and no form', async () => {
    renderPage({
      [`GET ${API_PATH}`]: () => ({
        status: 200,
        body: makeContract({
          state: { status: 'unavailable', reason: 'Il termine per il recesso è scaduto il 2/1/2027.' },
        }),
      }),
    });
    expect(await screen.findByText(/Il termine per il recesso è scaduto il 2\/1\/2027\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continua' })).toBeNull();
    expect(screen.queryByLabelText('Nome e cognome')).toBeNull();
  });

  it('withdrawn: when, and no form', async () => {
    renderPage({
      [`GET ${API_PATH}`]: () => ({
        status: 200,
        body: makeContract({ state: { status: 'withdrawn', withdrawn_at: '2026-12-05T16:42:00.000Z' } }),
      }),
    });
    expect(
      await screen.findByText(/Hai già esercitato il recesso da questo contratto il 5\/12\/2026 alle 17:42/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continua' })).toBeNull();
  });

  it('a booking: the inspection, and no order for a free one', async () => {
    renderPage({
      [`GET ${API_PATH}`]: () => ({
        status: 200,
        body: makeContract({
          contract: {
            kind: 'booking',
            workshop: { name: 'Officina Rossi', city: 'Bologna' },
            booked_at: '2026-12-10T08:00:00.000Z',
            plate: 'AB123CD',
          },
          order_number: null,
          amount_cents: 0,
        }),
      }),
    });
    expect(await screen.findByText('Contratto')).toBeTruthy();
    expect(screen.getByText('Contratto').nextElementSibling?.textContent).toBe(
      'Ispezione dell’auto targata AB123CD presso Officina Rossi, Bologna, il 10/12/2026 alle 09:00',
    );
    expect(screen.queryByText('Ordine')).toBeNull();
    expect(screen.getByText(/e comunque prima dell’ispezione/)).toBeTruthy();
  });

  it('a forged link: the server’s message', async () => {
    renderPage({
      [`GET ${API_PATH}`]: () => ({
        status: 404,
        body: { code: 'withdrawal_link_not_found', message: 'Link non valido: controlla l’indirizzo.' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeTruthy();
    expect(screen.getByText('Link non valido: controlla l’indirizzo.')).toBeTruthy();
  });

  it('loading', () => {
    renderPage({ [`GET ${API_PATH}`]: pending });
    expect(screen.getByText('Caricamento del contratto…')).toBeTruthy();
  });
});
