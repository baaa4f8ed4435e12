import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LIST_PAGE_SIZE, type AdminDiscountCode } from '@verificauto/shared/contracts/backoffice-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import { DiscountCodesPage } from './discount-codes-page';

const USED: AdminDiscountCode = {
  id: '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10',
  code: 'BENVENUTO50',
  description: 'Primo acquisto',
  percent_off: 50,
  amount_off_cents: null,
  valid_from: null,
  valid_until: '2026-12-31T22:59:59.999Z',
  max_redemptions: 10,
  once_per_user: true,
  redemptions: 3,
  active: true,
  created_at: '2026-01-02T09:00:00.000Z',
};

function renderPage(api: FakeApi) {
  stubApi({ 'GET /api/backoffice/discount-codes': () => ({ status: 200, body: { codes: [USED] } }), ...api });
  renderAppPage(<DiscountCodesPage />, {
    path: '/backoffice/codici-sconto',
    route: '/backoffice/codici-sconto',
  });
}

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: discount codes', () => {
  it('lists the codes with their use counts and validity', async () => {
    renderPage({});
    const row = (await screen.findByRole('rowheader', { name: /BENVENUTO50/ })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['50%una volta per account', 'fino al 31/12/2026', '3 / 10', 'Attivo']);
  });

  it('creates a code in euros valid whole Italian days, and shows the server’s refusal', async () => {
    let body: Record<string, unknown> = {};
    renderPage({
      'POST /api/backoffice/discount-codes': (request) => {
        body = request.body as Record<string, unknown>;
        return { status: 409, body: { code: 'discount_code_exists', message: 'Questo codice esiste già.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo codice' }));
    expect(document.activeElement?.textContent).toBe('Nuovo codice sconto');
    type(/^Codice/, 'estate5');
    fireEvent.click(screen.getByLabelText('Importo fisso'));
    type(/^Sconto \(€\)/, '5,00');
    type(/^Valido dal/, '2026-06-01');
    type(/^Valido fino al/, '2026-08-31');
    fireEvent.click(screen.getByRole('button', { name: 'Crea il codice' }));
    expect(await screen.findByText('Questo codice esiste già.')).toBeTruthy();
    expect(body).toEqual({
      code: 'estate5',
      description: '',
      percent_off: null,
      amount_off_cents: 500,
      valid_from: '2026-06-01T00:00:00.000+02:00',
      valid_until: '2026-08-31T23:59:59.999+02:00',
      max_redemptions: null,
      once_per_user: false,
      active: true,
    });
  });

  it('keeps a used code’s text and amount, and deactivates it with PUT', async () => {
    let body: Record<string, unknown> = {};
    renderPage({
      [`PUT /api/backoffice/discount-codes/${USED.id}`]: (request) => {
        body = request.body as Record<string, unknown>;
        return { status: 200, body: { ...USED, active: false } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica BENVENUTO50' }));
    expect((screen.getByLabelText(/^Codice/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Sconto \(%\)/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Valido fino al/) as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.click(screen.getByLabelText('Attivo: si può usare al pagamento'));
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Codice BENVENUTO50 salvato.')).toBeTruthy();
    expect(body).toMatchObject({ code: 'BENVENUTO50', percent_off: 50, active: false, max_redemptions: 10 });
    expect(body.valid_until).toBe('2026-12-31T23:59:59.999+01:00');
  });

  it('shows a field’s message from the server beside it, focused', async () => {
    renderPage({
      'POST /api/backoffice/discount-codes': () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: 'Indica una percentuale oppure un importo fisso di sconto, non entrambi.',
          fields: { percent_off: 'Indica una percentuale oppure un importo fisso di sconto, non entrambi.' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo codice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crea il codice' }));
    const value = screen.getByLabelText(/^Sconto \(%\)/);
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(document.getElementById(value.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Indica una percentuale oppure un importo fisso di sconto, non entrambi.',
    );
  });

  it("loads older codes with 'Carica altri', asking for those after the last one shown", async () => {
    const idOf = (n: number) => `0b6e1c8a-4a3e-4f7e-9f52-${String(n).padStart(12, '0')}`;
    const codes = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...USED, id: idOf(from + i), code: `CODICE${from + i}` }));
    const fetchMock = stubApi({
      'GET /api/backoffice/discount-codes': ({ url }) => ({
        status: 200,
        body: {
          codes:
            url.searchParams.get('before') === idOf(ADMIN_LIST_PAGE_SIZE)
              ? codes(ADMIN_LIST_PAGE_SIZE + 1, 2)
              : codes(1, ADMIN_LIST_PAGE_SIZE),
        },
      }),
    });
    renderAppPage(<DiscountCodesPage />, {
      path: '/backoffice/codici-sconto',
      route: '/backoffice/codici-sconto',
    });
    expect(await screen.findByRole('rowheader', { name: /CODICE1\b/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    expect(await screen.findByRole('rowheader', { name: /CODICE52/ })).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/backoffice/discount-codes?before=${idOf(ADMIN_LIST_PAGE_SIZE)}`,
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(ADMIN_LIST_PAGE_SIZE + 2);
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
  });
});
