import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { UserPage } from './user-page';

const USER_ID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';
const PURCHASE_ID = '2c7f2d9b-5b4f-4a8f-8a63-3e4f4d2b0c21';
const USER = {
  id: USER_ID,
  email: 'mario.rossi@example.it',
  name: 'Mario Rossi',
  role: 'user',
  confirmed: true,
  blocked_at: null,
  blocked_reason: null,
  created_at: '2026-01-10T09:00:00.000Z',
};
const BLOCKED = { blocked_at: '2026-03-07T10:00:00.000Z', blocked_reason: 'Acquisti con carte rubate' };
const PURCHASE = {
  id: PURCHASE_ID,
  order_number: 'VA-2026-000123',
  status: 'paid',
  provider: 'stripe',
  report: {
    inspection_uuid: '3d8a3e0c-6c5a-4b9a-9b74-4f5a5e3c1d32',
    report_number: 1042,
    vehicle: 'Fiat Panda 2019',
  },
  amount_cents: 1990,
  created_at: '2026-03-05T14:00:00.000Z',
  paid_at: '2026-03-05T14:07:00.000Z',
  access_until: '2026-09-01T14:07:00.000Z',
  report_accessed_at: null,
  refunded_at: null,
  credit_note: null,
  withdrawn_at: null,
  refund: {
    refundable: true,
    reason: 'Rimborsabile: recesso entro 30 giorni dall’acquisto (fino al 4/4/2026).',
  },
};
const OPENED = {
  ...PURCHASE,
  id: '4e9b4f1d-7d6b-4cab-ac85-5a6b6f4d2e43',
  order_number: 'VA-2026-000124',
  report_accessed_at: '2026-03-06T10:00:00.000Z',
  refund: {
    refundable: false,
    reason:
      'Non rimborsabile: il report è stato consegnato; il recesso è escluso: il report è stato aperto il 6/3/2026 dopo la richiesta espressa di accesso immediato.',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderUser = (api: Parameters<typeof stubApi>[0]) => {
  const fetchMock = stubApi(api);
  renderAppPage(<UserPage />, { path: `/backoffice/utenti/${USER_ID}`, route: '/backoffice/utenti/:id' });
  return fetchMock;
};
const reasonField = () => screen.getByRole('textbox', { name: /^Motivo del/ });

describe('back office: a user’s page', () => {
  it('shows the account and each purchase with its state, dates and why it can or cannot be refunded', async () => {
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 200,
        body: { user: USER, purchases: [PURCHASE, OPENED] },
      }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mario Rossi');
    expect(screen.getByText('Utente')).toBeTruthy();
    const item = (order: string) => within(screen.getByText(order).closest('li') as HTMLElement);
    const first = item('VA-2026-000123');
    expect(first.getByRole('link', { name: 'Report n. 1042 · Fiat Panda 2019' }).getAttribute('href')).toBe(
      `/backoffice/report/${PURCHASE.report.inspection_uuid}`,
    );
    expect(first.getByText('Pagato')).toBeTruthy();
    expect(first.getByText('19,90 €')).toBeTruthy();
    expect(first.getByText('5/3/2026 alle 15:07')).toBeTruthy();
    expect(first.getByText('1/9/2026')).toBeTruthy();
    expect(first.getByText(/recesso entro 30 giorni/)).toBeTruthy();
    expect(first.getByRole('button', { name: 'Rimborsa l’acquisto VA-2026-000123' })).toBeTruthy();
    const second = item('VA-2026-000124');
    expect(second.getByText(/il recesso è escluso/)).toBeTruthy();
    expect(second.queryByRole('button', { name: /Rimborsa/ })).toBeNull();
  });

  it('says when the buyer withdrew with the withdrawal function', async () => {
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 200,
        body: {
          user: USER,
          purchases: [
            {
              ...PURCHASE,
              status: 'refunded',
              withdrawn_at: '2026-03-06T09:30:00.000Z',
              refunded_at: '2026-03-06T09:30:05.000Z',
              credit_note: 'NC1/2026',
            },
          ],
        },
      }),
    });
    const term = await screen.findByText('Recesso il');
    expect(term.nextElementSibling?.textContent).toBe('6/3/2026 alle 10:30');
  });

  it('blocks only with a reason, the button disabled while the request runs', async () => {
    const requests: unknown[] = [];
    let answer: () => void = () => {};
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 200,
        body: { user: requests.length ? { ...USER, ...BLOCKED } : USER, purchases: [] },
      }),
      [`POST /api/backoffice/users/${USER_ID}/block`]: ({ body }) => {
        requests.push(body);
        return new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 200,
              body: { ...USER, ...BLOCKED },
            });
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Blocca utente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bloccare Mario Rossi?' }));
    expect(document.activeElement).toBe(reasonField());
    fireEvent.click(dialog.getByRole('button', { name: 'Blocca' }));
    expect(await dialog.findByText('Scrivi perché blocchi l’utente (almeno 5 caratteri).')).toBeTruthy();
    expect(requests).toEqual([]);

    fireEvent.change(reasonField(), { target: { value: 'Acquisti con carte rubate' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Blocca' }));
    await waitFor(() => expect(requests).toEqual([{ reason: 'Acquisti con carte rubate' }]));
    expect((dialog.getByRole('button', { name: /Blocco/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Annulla' }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    const notice = await screen.findByText('Utente bloccato: le sue sessioni sono terminate.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(await screen.findByRole('button', { name: 'Sblocca utente' })).toBeTruthy();
    expect(screen.getByText('Acquisti con carte rubate')).toBeTruthy();
  });

  it('refunds with a confirmation and a reason, then says so', async () => {
    const requests: unknown[] = [];
    let refunded = false;
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 200,
        body: {
          user: USER,
          purchases: [
            refunded
              ? {
                  ...PURCHASE,
                  status: 'refunded',
                  refunded_at: '2026-03-07T10:00:00.000Z',
                  credit_note: 'NC1/2026',
                  refund: {
                    refundable: false,
                    reason: 'Non rimborsabile: l’acquisto è già stato rimborsato.',
                  },
                }
              : PURCHASE,
          ],
        },
      }),
      [`POST /api/backoffice/purchases/${PURCHASE_ID}/refund`]: ({ body }) => {
        requests.push(body);
        refunded = true;
        return {
          status: 200,
          body: { purchase: { ...PURCHASE, status: 'refunded', credit_note: 'NC1/2026' } },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimborsa l’acquisto VA-2026-000123' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rimborsare l’acquisto VA-2026-000123?' }),
    );
    expect(dialog.getByText(/19,90 € tornano all’acquirente con Stripe/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    expect(await dialog.findByText('Scrivi perché rimborsi l’acquisto (almeno 5 caratteri).')).toBeTruthy();
    expect(requests).toEqual([]);

    fireEvent.change(reasonField(), { target: { value: 'Recesso chiesto per email' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    const notice = await screen.findByText(
      'Acquisto VA-2026-000123 rimborsato: l’accesso al report è revocato ed è stata emessa la nota di credito NC1/2026.',
    );
    expect(requests).toEqual([{ reason: 'Recesso chiesto per email' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Rimborsato')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rimborsa l’acquisto/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('shows the server’s refusal of a refund in the dialog, buttons disabled meanwhile', async () => {
    let answer: () => void = () => {};
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 200,
        body: { user: USER, purchases: [PURCHASE] },
      }),
      [`POST /api/backoffice/purchases/${PURCHASE_ID}/refund`]: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 409,
              body: { code: 'already_refunded', message: 'Questo acquisto è già stato rimborsato.' },
            });
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimborsa l’acquisto VA-2026-000123' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(reasonField(), { target: { value: 'Recesso chiesto per email' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    await waitFor(() =>
      expect((dialog.getByRole('button', { name: /Rimborso…/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    answer();
    expect((await dialog.findByRole('alert')).textContent).toBe('Questo acquisto è già stato rimborsato.');
  });

  it('answers an unknown user with the server’s message', async () => {
    renderUser({
      [`GET /api/backoffice/users/${USER_ID}`]: () => ({
        status: 404,
        body: { code: 'not_found', message: 'Utente non trovato.' },
      }),
    });
    expect(await screen.findByText('Utente non trovato.')).toBeTruthy();
  });
});
