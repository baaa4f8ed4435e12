import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedBooking } from '@verificauto/shared/contracts/booking-manage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, pending, renderAppPage, stubApi } from '../../../testing/fake-api';
import { makeSlots, NATIVE_UUID } from '../testing/booking-test-kit';
import { ManageBookingPage } from './manage-booking-page';

const TOKEN = 'x'.repeat(43);
const MANAGE_PATH = `/api/bookings/manage/${TOKEN}`;
const SLOTS_PATH = `/api/inspectors/${NATIVE_UUID}/slots`;

function makeManaged(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    booked_at: '2026-12-02T09:00:00.000Z',
    car_license_plate: 'AB123CD',
    workshop: {
      uuid: NATIVE_UUID,
      name: 'Officina Rossi',
      address: 'Via Emilia 12, 40128 Bologna (BO)',
      phone: '051 123 4567',
    },
    can_change: true,
    change_deadline: '2026-12-01T09:00:00.000Z',
    scheduling: { kind: 'native' },
    refund_cents: 9900,
    withdrawal_token: null,
    ...overrides,
  };
}

function renderManage(api: FakeApi = {}) {
  const fetchMock = stubApi({
    [`GET ${MANAGE_PATH}`]: () => ({ status: 200, body: makeManaged() }),
    [`GET ${SLOTS_PATH}`]: () => ({ status: 200, body: makeSlots() }),
    ...api,
  });
  renderAppPage(<ManageBookingPage />, { path: `/booking/manage/${TOKEN}`, route: '/booking/manage/:token' });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === path);

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ManageBookingPage', () => {
  it('shows the appointment in Italian time and until when it can be changed', async () => {
    renderManage();

    expect(await screen.findByRole('heading', { level: 1, name: 'La tua prenotazione' })).toBeTruthy();
    expect(screen.getByText('Appuntamento').nextElementSibling?.textContent).toBe(
      'mercoledì 2 dicembre 2026 alle 10:00',
    );
    expect(screen.getByText('Targa').nextElementSibling?.textContent).toBe('AB123CD');
    expect(screen.getByRole('link', { name: '051 123 4567' }).getAttribute('href')).toBe('tel:0511234567');
    expect(
      screen.getByText('Puoi spostare o annullare l’appuntamento fino a martedì 1 dicembre 2026 alle 10:00.'),
    ).toBeTruthy();
    expect(button('Cambia data e ora')).toBeTruthy();
    expect(button('Annulla la prenotazione')).toBeTruthy();
  });

  it('moves the appointment to a free slot and says that the old link is dead', async () => {
    const fetchMock = renderManage({
      [`POST ${MANAGE_PATH}/move`]: ({ body }) => ({
        status: 200,
        body: { booked_at: (body as { slot: string }).slot },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia data e ora' }));
    const heading = screen.getByRole('heading', { name: 'Sposta l’appuntamento' });
    expect(document.activeElement).toBe(heading);

    fireEvent.click(await screen.findByRole('radio', { name: '10:00' }));
    fireEvent.click(button('Conferma il nuovo orario'));

    const moved = await screen.findByRole('heading', { level: 1, name: 'Appuntamento spostato' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(
      screen.getByText(
        'La tua ispezione ora è prenotata per lunedì 30 novembre 2026 alle 10:00 presso Officina Rossi.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/quello che hai usato non vale più/)).toBeTruthy();
    const [[, init]] = calls(fetchMock, `${MANAGE_PATH}/move`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ slot: '2026-11-30T09:00:00.000Z' });
    expect(calls(fetchMock, MANAGE_PATH)).toHaveLength(1);
  });

  it('asks for a slot first, and reloads the slots when the chosen one was taken meanwhile', async () => {
    const fetchMock = renderManage({
      [`POST ${MANAGE_PATH}/move`]: () => ({
        status: 409,
        body: {
          code: 'slot_unavailable',
          message: 'Questo orario non è più disponibile: scegline un altro.',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia data e ora' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma il nuovo orario' }));
    expect(screen.getByText('Scegli il nuovo giorno e orario.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Giorno'));
    expect(calls(fetchMock, `${MANAGE_PATH}/move`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '09:00' }));
    const slotLoads = calls(fetchMock, SLOTS_PATH).length;
    fireEvent.click(button('Conferma il nuovo orario'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Questo orario non è più disponibile: scegline un altro.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(calls(fetchMock, SLOTS_PATH)).toHaveLength(slotLoads + 1));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '09:00' }).checked).toBe(false);
  });

  it('shows the server’s message about the slot under the slots and focuses the day', async () => {
    const message = 'Indica un orario valido.';
    renderManage({
      [`POST ${MANAGE_PATH}/move`]: () => ({
        status: 400,
        body: { code: 'invalid_input', message, fields: { slot: message } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia data e ora' }));
    await screen.findByRole('button', { name: 'Conferma il nuovo orario' });
    fireEvent.click(screen.getByRole('radio', { name: '09:00' }));
    fireEvent.click(button('Conferma il nuovo orario'));

    const error = await screen.findByText(message, { selector: '.invalid-feedback' });
    const times = screen.getByRole('radiogroup');
    expect(times.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Giorno')));
  });

  it('‘Lascia com’è’ closes the slots and gives the focus back', async () => {
    renderManage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia data e ora' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lascia com’è' }));
    await waitFor(() => expect(document.activeElement).toBe(button('Cambia data e ora')));
    expect(screen.queryByRole('heading', { name: 'Sposta l’appuntamento' })).toBeNull();
  });

  it('cancels only after the question, with the button disabled while it is sent', async () => {
    let answer: (() => void) | undefined;
    const fetchMock = renderManage({
      [`POST ${MANAGE_PATH}/cancel`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { status: 'cancelled', refund_cents: 9900 } });
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla la prenotazione' }));
    const question = screen.getByRole('region', { name: 'Vuoi annullare la prenotazione?' });
    expect(document.activeElement).toBe(within(question).getByRole('heading'));
    expect(within(question).getByText('Ti rimborsiamo 99,00 € sulla carta entro 14 giorni.')).toBeTruthy();
    expect(calls(fetchMock, `${MANAGE_PATH}/cancel`)).toHaveLength(0);

    fireEvent.click(within(question).getByRole('button', { name: 'No, tienila' }));
    await waitFor(() => expect(document.activeElement).toBe(button('Annulla la prenotazione')));

    fireEvent.click(button('Annulla la prenotazione'));
    fireEvent.click(button('Sì, annulla la prenotazione'));
    await waitFor(() => expect(calls(fetchMock, `${MANAGE_PATH}/cancel`)).toHaveLength(1));
    expect(button('Attendi…').hasAttribute('disabled')).toBe(true);
    expect(button('No, tienila').hasAttribute('disabled')).toBe(true);
    answer?.();

    const done = await screen.findByRole('heading', { level: 1, name: 'Prenotazione annullata' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(
      screen.getByText(
        'Abbiamo annullato l’ispezione prevista per mercoledì 2 dicembre 2026 alle 10:00 presso Officina Rossi.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Abbiamo avviato il rimborso di 99,00 € sulla carta: lo riceverai entro 14 giorni, con la nota di credito per email.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prenota una nuova ispezione' }).getAttribute('href')).toBe(
      '/booking',
    );
  });

  it('a booking with nothing paid: the cancel step and its outcome say there is nothing to refund', async () => {
    renderManage({
      [`GET ${MANAGE_PATH}`]: () => ({ status: 200, body: makeManaged({ refund_cents: 0 }) }),
      [`POST ${MANAGE_PATH}/cancel`]: () => ({ status: 200, body: { status: 'cancelled', refund_cents: 0 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla la prenotazione' }));
    expect(
      screen.getByText('Non hai pagato nulla per questa prenotazione: non c’è niente da rimborsare.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Ti rimborsiamo/)).toBeNull();
    fireEvent.click(button('Sì, annulla la prenotazione'));
    await screen.findByRole('heading', { level: 1, name: 'Prenotazione annullata' });
    expect(
      screen.getByText('Non avevi pagato nulla per questa prenotazione: non c’è niente da rimborsare.'),
    ).toBeTruthy();
    expect(screen.queryByText(/rimborso di/)).toBeNull();
  });

  it('the page after cancelling says what the server refunded, not what the page read before', async () => {
    renderManage({
      [`POST ${MANAGE_PATH}/cancel`]: () => ({ status: 200, body: { status: 'cancelled', refund_cents: 0 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla la prenotazione' }));
    fireEvent.click(button('Sì, annulla la prenotazione'));
    await screen.findByRole('heading', { level: 1, name: 'Prenotazione annullata' });
    expect(screen.getByText(/^Non avevi pagato nulla/)).toBeTruthy();
  });

  it('shows why a cancellation was refused', async () => {
    const tooLate =
      'Mancano meno di 24 ore all’ispezione: non puoi più spostarla o annullarla online. Chiama l’officina al 051 123 4567.';
    renderManage({
      [`POST ${MANAGE_PATH}/cancel`]: () => ({
        status: 409,
        body: { code: 'change_deadline_passed', message: tooLate },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla la prenotazione' }));
    fireEvent.click(button('Sì, annulla la prenotazione'));
    expect((await screen.findByRole('alert')).textContent).toBe(tooLate);
    expect(screen.queryByRole('heading', { name: 'Prenotazione annullata' })).toBeNull();
  });

  it('less than 24 hours before: only the workshop’s phone', async () => {
    renderManage({
      [`GET ${MANAGE_PATH}`]: () => ({ status: 200, body: makeManaged({ can_change: false }) }),
    });
    expect(
      await screen.findByText(
        /Mancano meno di 24 ore all’ispezione: per spostarla o annullarla chiama l’officina al/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a booking made on Calendly links to Calendly’s pages', async () => {
    renderManage({
      [`GET ${MANAGE_PATH}`]: () => ({
        status: 200,
        body: makeManaged({
          scheduling: {
            kind: 'calendly',
            cancel_url: 'https://calendly.com/cancellations/IN1',
            reschedule_url: 'https://calendly.com/reschedulings/IN1',
          },
        }),
      }),
    });
    const move = await screen.findByRole('link', { name: /Cambia data e ora/ });
    expect(move.getAttribute('href')).toBe('https://calendly.com/reschedulings/IN1');
    expect(move.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Annulla la prenotazione/ }).getAttribute('href')).toBe(
      'https://calendly.com/cancellations/IN1',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [410, 'Link non più valido', 'Questa prenotazione è stata annullata: il link non è più valido.'],
    [
      404,
      'Link non valido',
      'Link non valido: controlla di aver copiato l’indirizzo completo dall’email di conferma.',
    ],
  ])('a link answered %i: “%s” with the server’s reason', async (status, title, message) => {
    renderManage({ [`GET ${MANAGE_PATH}`]: () => ({ status, body: { code: 'x', message } }) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('while the booking loads: a status, no buttons', () => {
    renderManage({ [`GET ${MANAGE_PATH}`]: pending });
    expect(screen.getByRole('status').textContent).toBe('Caricamento della prenotazione…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the withdrawal function beside moving and cancelling while the server gives its link', async () => {
    const token = `b.${NATIVE_UUID}.firma`;
    renderManage({
      [`GET ${MANAGE_PATH}`]: () => ({ status: 200, body: makeManaged({ withdrawal_token: token }) }),
    });

    const link = await screen.findByRole('link', { name: 'Recedi dal contratto qui' });
    expect(link.getAttribute('href')).toBe(`/recesso/${token}`);
    expect(button('Annulla la prenotazione')).toBeTruthy();
    // While the seller moves the appointment, the form has the page.
    fireEvent.click(button('Cambia data e ora'));
    expect(screen.queryByRole('link', { name: 'Recedi dal contratto qui' })).toBeNull();
  });

  it('offers no withdrawal link without one from the server', async () => {
    renderManage();
    await screen.findByRole('heading', { level: 1, name: 'La tua prenotazione' });
    expect(screen.queryByRole('link', { name: 'Recedi dal contratto qui' })).toBeNull();
  });
});
