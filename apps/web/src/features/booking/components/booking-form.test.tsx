import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../../testing/fake-api';
import { INSPECTION_UUID, makeInspector, makeSlots } from '../testing/booking-test-kit';
import { BookingForm } from './booking-form';

function renderForm(feeCents: number, api: FakeApi = {}) {
  stubApi(api);
  renderAppPage(
    <BookingForm
      workshop={makeInspector({ fee_cents: feeCents })}
      days={makeSlots().days}
      onSlotsStale={() => {}}
    />,
    { path: '/booking', route: '/booking' },
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('BookingForm', () => {
  it('without a fee, the button books', () => {
    renderForm(0);
    expect(screen.getByRole('button', { name: 'Prenota l’ispezione' })).toBeTruthy();
    expect(screen.queryByText(/al momento della prenotazione/)).toBeNull();
  });

  it('with a fee, the button says the seller pays, and the browser goes to the fee’s pay page', async () => {
    renderForm(8900, {
      'POST /api/inspections': () => ({
        status: 200,
        body: { inspection_uuid: INSPECTION_UUID, redirect_url: `/booking/pay/${INSPECTION_UUID}` },
      }),
    });
    expect(screen.getByText(/Questa officina chiede 89,00 € al momento della prenotazione/)).toBeTruthy();

    const times = screen.getByRole('radiogroup', { name: /Orari liberi/ });
    fireEvent.click(within(times).getByLabelText('09:00'));
    type('Nome e cognome', 'Mario Rossi');
    type('Email', 'mario@example.it');
    type('Telefono', '333 123 4567');
    type('Targa', 'AB123CD');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Prenota e paga 89,00 €' }));

    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      `/booking/pay/${INSPECTION_UUID}`,
    );
  });
});
