import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchase } from '../user-reports.fixture';
import { accessText, PurchasedInspectionCard } from './purchased-inspection-card';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PurchasedInspectionCard', () => {
  it('shows the purchase date, report number, vehicle, overall score and access left', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T12:00:00.000Z') });
    const { container } = render(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={purchase} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Acquistato il 22/11/2026')).toBeTruthy();
    expect(screen.getByText('Report n. 10003')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Toyota Yaris' })).toBeTruthy();
    expect(screen.getByText('Anno 2020')).toBeTruthy();
    expect(screen.getByText('38.500 km')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Punteggio complessivo 3,50 su 5' })).toBeTruthy();
    expect(screen.getByText('Accesso fino al 21/5/2027 (ancora 180 giorni)')).toBeTruthy();
    expect(container.querySelector('[data-testid="vehicle-placeholder"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Vedi il report (Toyota Yaris)' }).getAttribute('href')).toBe(
      `/report/${purchase.uuid}`,
    );
  });

  it('shows the order number, the amount paid and the invoice to download', () => {
    render(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={purchase} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ordine n.').nextElementSibling?.textContent).toBe('VA-2026-000123');
    expect(screen.getByText('Importo pagato').nextElementSibling?.textContent).toBe('9,50 €');
    const invoice = screen.getByRole('link', { name: 'Scarica la fattura (PDF) (Toyota Yaris)' });
    expect(invoice.getAttribute('href')).toBe(purchase.invoice_url);
    expect(invoice.hasAttribute('download')).toBe(true);
  });

  it('offers no invoice before it is issued, nor one at a non-web address', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={{ ...purchase, invoice_url: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Scarica la fattura/ })).toBeNull();
    rerender(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={{ ...purchase, invoice_url: 'javascript:alert(1)' }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Scarica la fattura/ })).toBeNull();
  });
});

describe('accessText', () => {
  const now = Date.parse('2026-05-20T12:00:00.000Z');

  it('gives the last day of access and the days left', () => {
    expect(accessText('2027-05-21T12:00:00.000Z', now)).toBe('Accesso fino al 21/5/2027 (ancora 366 giorni)');
    expect(accessText('2026-05-21T10:00:00.000Z', now)).toBe('Accesso fino al 21/5/2026 (ancora 1 giorno)');
  });

  it('counts calendar days in Italy, not 24-hour periods', () => {
    expect(accessText('2026-05-21T23:30:00.000Z', now)).toBe('Accesso fino al 22/5/2026 (ancora 2 giorni)');
    expect(accessText('2026-05-20T20:00:00.000Z', now)).toBe(
      'Accesso fino al 20/5/2026 (oggi è l’ultimo giorno)',
    );
  });

  it('says when the access has expired', () => {
    expect(accessText('2026-05-19T12:00:00.000Z', now)).toBe('Accesso scaduto il 19/5/2026');
  });

  it('links to the withdrawal function while the server gives its link, naming the car for screen readers', () => {
    const { rerender } = render(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={purchase} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Recedi dal contratto qui (Toyota Yaris)' });
    expect(link.getAttribute('href')).toBe(`/recesso/${purchase.withdrawal_token}`);

    rerender(
      <MemoryRouter>
        <PurchasedInspectionCard purchase={{ ...purchase, withdrawal_token: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Recedi dal contratto qui/ })).toBeNull();
  });
});
