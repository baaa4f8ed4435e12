import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, renderAppPage, stubApi } from '../../testing/fake-api';
import { BookingConfirmPage } from './booking-confirm-page';
import { INSPECTION_UUID, makeBooked } from './testing/booking-test-kit';

const INSPECTION_PATH = `/api/inspections/${INSPECTION_UUID}`;

function renderConfirm(api: FakeApi, state?: unknown) {
  const fetchMock = stubApi(api);
  renderAppPage(<BookingConfirmPage />, {
    path: `/booking/confirm/${INSPECTION_UUID}`,
    route: '/booking/confirm/:uuid',
    state,
  });
  return fetchMock;
}

const NOT_FOUND = {
  status: 404,
  body: { code: 'inspection_not_found', message: 'Prenotazione non trovata.' },
};

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('BookingConfirmPage', () => {
  it('thanks a confirmed user, gives the appointment and fires the event once', async () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione confermata' })).toBeTruthy();
    expect(screen.getByText('Grazie, Mario Rossi!')).toBeTruthy();
    expect(screen.getByText(/Ti abbiamo inviato un’email di conferma all’indirizzo/).textContent).toContain(
      'mario@example.it',
    );
    expect(screen.getByText('Appuntamento').nextElementSibling?.textContent).toBe(
      'lunedì 30 novembre 2026 alle 09:00',
    );
    expect(screen.getByText('Targa').nextElementSibling?.textContent).toBe('AB123CD');
    expect(screen.getByText('Officina').nextElementSibling?.textContent).toContain(
      'Via Emilia 12, 40128 Bologna (BO)',
    );
    expect(screen.queryByText(/impostare la password/)).toBeNull();
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'gtm.js' },
        { event: 'booking_confirmed', inspection_uuid: INSPECTION_UUID },
      ]),
    );
  });

  it('tells an unconfirmed user that an email to set the password is coming, creating the dataLayer', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ user: { name: 'Anna Verdi', email: 'anna@example.it', confirmed: false } }),
      }),
    });

    expect(await screen.findByText('Grazie, Anna Verdi!')).toBeTruthy();
    expect(
      screen.getByText(
        'Riceverai anche un’email per impostare la password dell’Area riservata, dove potrai seguire la tua ispezione.',
      ),
    ).toBeTruthy();
    expect(window.dataLayer).toEqual([{ event: 'booking_confirmed', inspection_uuid: INSPECTION_UUID }]);
  });

  it('says what was paid, IVA inclusa, and where the workshop is, with a map opened in a new tab', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ fee_cents: 9900, amount_paid_cents: 9900 }),
      }),
    });

    expect((await screen.findByText('Importo pagato')).nextElementSibling?.textContent).toBe(
      '99,00 € (IVA inclusa)',
    );
    const map = screen.getByRole('link', { name: 'Apri in OpenStreetMap (si apre in una nuova scheda)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=44.494887&mlon=11.342616#map=18/44.494887/11.342616',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Officina').nextElementSibling?.textContent).toContain(
      'Via Emilia 12, 40128 Bologna (BO)',
    );
  });

  it('at a free workshop, says that nothing was paid online', async () => {
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });

    expect((await screen.findByText('Importo pagato')).nextElementSibling?.textContent).toBe(
      'Nessun pagamento online: prenotazione gratuita.',
    );
  });

  it('booked on the workshop’s Calendly page: nothing paid to us, without calling it free', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ scheduling_source: 'calendly' }),
      }),
    });

    expect((await screen.findByText('Importo pagato')).nextElementSibling?.textContent).toBe(
      'Nessuno su Verificauto: hai prenotato sul calendario dell’officina.',
    );
  });

  it('"Aggiungi al calendario" downloads the appointment the e-mail carries', async () => {
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });

    const add = await screen.findByRole('link', { name: 'Aggiungi al calendario' });
    expect(add.getAttribute('href')).toBe(`/api/inspections/${INSPECTION_UUID}/calendar.ics`);
    expect(screen.getByText(/È lo stesso appuntamento allegato all’email di conferma/)).toBeTruthy();
  });

  it('leads a confirmed seller to the booking in the Area riservata', async () => {
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });

    expect((await screen.findByText(/La trovi anche nell’Area riservata/)).textContent).toBe(
      'La trovi anche nell’Area riservata, nella scheda «Sto vendendo».',
    );
    expect(screen.getByRole('link', { name: 'Vai all’Area riservata' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('tells a new seller how to get into the Area riservata: the password e-mail, or a new link', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ user: { name: 'Anna Verdi', email: 'anna@example.it', confirmed: false } }),
      }),
    });

    const renew = await screen.findByRole('link', { name: 'chiedine uno nuovo' });
    expect(renew.getAttribute('href')).toBe('/forgot-password?email=anna%40example.it');
    expect(renew.closest('p')?.textContent).toBe(
      'Il link dell’email «Imposta la password per l’Area riservata di Verificauto» vale 48 ore: se è scaduto, chiedine uno nuovo.',
    );
    expect(screen.queryByRole('link', { name: 'Vai all’Area riservata' })).toBeNull();
  });

  it('a booking made with an existing account’s e-mail joins that account from the e-mail', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked({ awaiting_owner: true }) }),
    });

    expect((await screen.findByText(/per confermare che la prenotazione è tua/)).textContent).toBe(
      'Ti abbiamo inviato anche un’email all’indirizzo mario@example.it per confermare che la prenotazione è tua: con il suo pulsante entra nell’Area riservata, nella scheda «Sto vendendo», dove la ritrovi accedendo con quell’indirizzo.',
    );
    expect(screen.queryByRole('link', { name: 'Vai all’Area riservata' })).toBeNull();
  });

  it('says the booking cannot be found, without an event', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 404, body: { code: 'not_found', message: 'x' } }),
    });

    expect(await screen.findByRole('heading', { name: 'Prenotazione non trovata' })).toBeTruthy();
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for the fee’s payment, asking again every 3 s, then confirms and fires the event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'awaiting_payment' | 'booked' = 'awaiting_payment';
    const fetchMock = renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked({ status, fee_cents: 8900 }) }),
    });

    expect(await screen.findByRole('heading', { name: 'Pagamento in corso di conferma' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Stiamo aspettando la conferma del pagamento');
    expect(screen.getByRole('link', { name: 'Vai al pagamento' }).getAttribute('href')).toBe(
      `/booking/pay/${INSPECTION_UUID}`,
    );
    expect(window.dataLayer).toBeUndefined();
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));

    status = 'booked';
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'Prenotazione confermata' })).toBeTruthy();
    await waitFor(() =>
      expect(window.dataLayer).toEqual([{ event: 'booking_confirmed', inspection_uuid: INSPECTION_UUID }]),
    );
  });

  it('says when the fee never came in time', async () => {
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked({ status: 'cancelled' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Prenotazione non confermata' })).toBeTruthy();
    expect(screen.queryByText('Prenotazione confermata')).toBeNull();
  });

  it('after Calendly, waits for the booking to be registered, asking every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let created = false;
    const fetchMock = renderConfirm(
      { [`GET ${INSPECTION_PATH}`]: () => (created ? { status: 200, body: makeBooked() } : NOT_FOUND) },
      { scheduled: true },
    );

    expect(await screen.findByText(/Stiamo registrando la prenotazione…/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes(INSPECTION_UUID)).length,
    ).toBeGreaterThanOrEqual(3);
    created = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByRole('heading', { name: 'Prenotazione confermata' })).toBeTruthy();
  });

  it('after Calendly, gives up after 60 s with a clear message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => NOT_FOUND }, { scheduled: true });

    expect(await screen.findByText(/Stiamo registrando la prenotazione…/)).toBeTruthy();
    for (let second = 0; second < 62; second += 2) await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByRole('heading', { name: 'Prenotazione non ancora registrata' })).toBeTruthy();
  });

  it('offers the withdrawal function while the server gives its link, saying that a paid fee comes back', async () => {
    const token = `b.${INSPECTION_UUID}.firma`;
    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({
        status: 200,
        body: makeBooked({ withdrawal_token: token, fee_cents: 8900 }),
      }),
    });

    const link = await screen.findByRole('link', { name: 'Recedi dal contratto qui' });
    expect(link.getAttribute('href')).toBe(`/recesso/${token}`);
    expect(
      screen.getByText(/Puoi recedere dal contratto entro 30 giorni dalla prenotazione/).textContent,
    ).toBe(
      'Puoi recedere dal contratto entro 30 giorni dalla prenotazione e comunque prima dell’ispezione, senza indicarne il motivo e senza accedere: l’appuntamento viene annullato e la quota pagata torna sulla stessa carta.',
    );
  });

  it('offers no withdrawal link without one from the server, and no refund for a free booking', async () => {
    renderConfirm({ [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked() }) });
    await screen.findByRole('heading', { level: 1, name: 'Prenotazione confermata' });
    expect(screen.queryByRole('link', { name: 'Recedi dal contratto qui' })).toBeNull();
    cleanup();

    renderConfirm({
      [`GET ${INSPECTION_PATH}`]: () => ({ status: 200, body: makeBooked({ withdrawal_token: 'b.x.y' }) }),
    });
    await screen.findByRole('link', { name: 'Recedi dal contratto qui' });
    expect(screen.getByText(/dalla prenotazione/).textContent).toMatch(/l’appuntamento viene annullato\.$/);
  });
});
