import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkoutStatements } from '@verificauto/shared/legal/checkout-statements';
import { REGULATION_VERSION_DATE } from '@verificauto/shared/legal/regulation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDraftKeys, writeFormDraft } from '../../lib/form-drafts';
import { type FakeApi, pending, stubApi } from '../../testing/fake-api';
import { BookingPage } from './booking-page';
import {
  INSPECTION_UUID,
  makeSlots,
  NATIVE_UUID,
  renderBookingRoute,
  WORKSHOPS,
} from './testing/booking-test-kit';

const SLOTS_PATH = `/api/inspectors/${NATIVE_UUID}/slots`;
// The map's chunk (Leaflet and the basemap) is transformed on its first import: slow on a busy machine.
const SLOW = { timeout: 15_000 };
const TAKEN = 'Questo orario è appena stato prenotato da un altro cliente. Scegline un altro.';

function renderBooking(api: FakeApi = {}, path = '/booking', state?: unknown) {
  const fetchMock = stubApi({
    'GET /api/inspectors': () => ({ status: 200, body: WORKSHOPS }),
    [`GET ${SLOTS_PATH}`]: () => ({ status: 200, body: makeSlots() }),
    ...api,
  });
  const router = renderBookingRoute(<BookingPage />, { path, route: '/booking', state });
  return { fetchMock, router };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function searchFor(query: string) {
  type('Indirizzo, comune o CAP', query);
  fireEvent.submit(screen.getByRole('search'));
}

async function openScheduler(name: RegExp) {
  await searchFor('Bologna');
  const item = (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
  fireEvent.click(within(item).getByRole('button', { name: 'Prenota ora' }));
}

function fillDetails() {
  type('Nome e cognome', 'Mario Rossi');
  type('Email', ' mario@example.it ');
  type('Telefono', '333 123 4567');
  type('Targa', 'ab 123-cd');
  fireEvent.click(screen.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ }));
}

/** On the real navigator: a copy would lose the user agent, which Leaflet reads when the map loads. */
function stubGeolocation(geolocation: object) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingPage', () => {
  it('finds a comune and lists the workshops nearest first with Italian distances', async () => {
    const { fetchMock } = renderBooking();

    expect(screen.getByRole('heading', { level: 1, name: 'Prenota l’ispezione' })).toBeTruthy();
    expect(field('Indirizzo, comune o CAP').getAttribute('placeholder')).toBe('Es. Bologna o 20121');
    await searchFor('Bologna');

    expect(await screen.findByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Officina Rossi',
      'Autofficina Bianchi',
    ]);
    expect(items[0]?.textContent).toContain('3,14 km');
    expect(items[1]?.textContent).toContain('12,34 km');
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: '+39 051 765 4321' })
        .getAttribute('href'),
    ).toBe('tel:+390517654321');
    // The gazetteer's sources under the list (the map credits its basemap's apart).
    expect(screen.getByText(/ISTAT \(CC BY 3.0 IT\); CAP/)).toBeTruthy();

    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/inspectors?'));
    const query = new URL(String(call?.[0]), 'http://localhost').searchParams;
    expect(Number(query.get('lat'))).toBeCloseTo(44.49, 1);
    expect(Number(query.get('lng'))).toBeCloseTo(11.34, 1);
  });

  it('runs the search the browser sent before the page hydrated, then drops it from the address', async () => {
    const { router } = renderBooking({}, '/booking?q=Bologna');

    expect(await screen.findByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
    expect(field('Indirizzo, comune o CAP').value).toBe('Bologna');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches what the box shows, typed before the page hydrated and unknown to its state', async () => {
    renderBooking();
    // Typed into the prerendered box: the value is in the page, no change event reached React.
    field('Indirizzo, comune o CAP').value = 'Bologna';
    fireEvent.submit(screen.getByRole('search'));

    expect(await screen.findByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
    expect(field('Indirizzo, comune o CAP').value).toBe('Bologna');
  });

  it('shows the geocoder’s alert, word for word, for a place that does not exist', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { fetchMock } = renderBooking();

    await searchFor('Qwxzyk Plofrt');

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Geocode was not successful for the following reason: ZERO_RESULTS'),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/inspectors'))).toBe(false);
  });

  it('says in Italian when the position is refused', async () => {
    stubGeolocation({
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }),
    });
    renderBooking();

    fireEvent.click(screen.getByRole('button', { name: /Usa la mia posizione/ }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non hai concesso l’accesso alla posizione',
    );
  });

  it('searches from the browser’s position', async () => {
    stubGeolocation({
      getCurrentPosition: (ok: (position: unknown) => void) =>
        ok({ coords: { latitude: 44.5, longitude: 11.3 } }),
    });
    renderBooking();

    fireEvent.click(screen.getByRole('button', { name: /Usa la mia posizione/ }));

    expect(await screen.findByRole('heading', { name: 'Officine vicino a te' })).toBeTruthy();
  });

  it('opens the scheduler with #calendly and comes back to the same list with Back', async () => {
    const { router } = renderBooking();
    await openScheduler(/Autofficina Bianchi/);

    expect(router.state.location.hash).toBe('#calendly');
    expect(await screen.findByRole('heading', { name: 'Prenota presso Autofficina Bianchi' })).toBeTruthy();
    // Calendly's booking starts with the plate and the Regolamento (calendly/components/calendly-booking.test.tsx).
    expect(screen.getByRole('form', { name: 'Prenotazione presso Autofficina Bianchi' })).toBeTruthy();

    await act(() => router.navigate(-1));

    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
    // The search box still says what the list is near.
    expect(field('Indirizzo, comune o CAP').value).toBe('Bologna');
    const buttons = screen.getAllByRole('button', { name: 'Prenota ora' });
    expect(buttons).toHaveLength(2);
    // The focus returns to the button that opened the scheduler.
    await waitFor(() => expect(document.activeElement).toBe(buttons[1]));

    // 'Torna alla mappa' pops the same history entry.
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByRole('button', { name: /Torna alla mappa/ }));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByRole('heading', { name: 'Officine vicino a Bologna (BO)' })).toBeTruthy();
  });

  it('shares the selection between the list and the map; a marker opens its workshop', async () => {
    const { router } = renderBooking();
    const markers = () => [...document.querySelectorAll<HTMLElement>('.booking-marker')];
    const isMarked = (element: Element | undefined, state: string) => element?.classList.contains(state);
    // Before a search, the start view drawn in the page; the live map comes with the workshops.
    expect(document.querySelector('.booking-map-start')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Mappa delle officine partner/ })).toBeNull();

    await searchFor('Bologna');
    expect(await screen.findByRole('region', { name: /Mappa delle officine partner/ }, SLOW)).toBeTruthy();
    await waitFor(() => expect(markers()).toHaveLength(2), SLOW);
    const items = screen.getAllByRole('listitem');

    fireEvent.mouseOver(markers()[1] as HTMLElement);
    expect(isMarked(items[1], 'is-highlighted')).toBe(true);
    expect(isMarked(items[0], 'is-highlighted')).toBe(false);
    fireEvent.mouseOut(markers()[1] as HTMLElement);
    expect(isMarked(items[1], 'is-highlighted')).toBe(false);

    fireEvent.mouseEnter(items[0] as HTMLElement);
    expect(isMarked(markers()[0], 'is-highlighted')).toBe(true);
    fireEvent.mouseLeave(items[0] as HTMLElement);
    expect(isMarked(markers()[0], 'is-highlighted')).toBe(false);
    act(() =>
      within(items[1] as HTMLElement)
        .getByRole('button', { name: 'Prenota ora' })
        .focus(),
    );
    expect(isMarked(markers()[1], 'is-highlighted')).toBe(true);

    fireEvent.click(markers()[1] as HTMLElement);
    expect(router.state.location.hash).toBe('#calendly');
    expect(await screen.findByRole('heading', { name: 'Prenota presso Autofficina Bianchi' })).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(isMarked(markers()[1], 'is-chosen')).toBe(true), SLOW);
    expect(isMarked(markers()[0], 'is-chosen')).toBe(false);
    expect(isMarked(screen.getAllByRole('listitem')[1], 'is-chosen')).toBe(true);
  });

  it('books a free slot with the seller’s details and opens the confirmation', async () => {
    let posted: unknown;
    renderBooking({
      'POST /api/inspections': ({ body }) => {
        posted = body;
        return {
          status: 201,
          body: { inspection_uuid: INSPECTION_UUID, redirect_url: `/booking/confirm/${INSPECTION_UUID}` },
        };
      },
    });
    await openScheduler(/Officina Rossi/);

    const day = await screen.findByLabelText<HTMLSelectElement>('Giorno');
    expect([...day.options].map((option) => option.textContent)).toEqual([
      'lunedì 30 novembre',
      'martedì 1 dicembre',
    ]);
    const times = screen.getByRole('radiogroup', { name: 'Orari liberi di lunedì 30 novembre' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.nextElementSibling?.textContent),
    ).toEqual(['09:00', '10:00']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Ho letto e accetto/ }).checked).toBe(
      false,
    );
    expect(screen.getByText(checkoutStatements(REGULATION_VERSION_DATE).regulation)).toBeTruthy();

    fireEvent.click(within(times).getByLabelText('10:00'));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));

    expect(await screen.findByTestId('location')).toHaveProperty(
      'textContent',
      `/booking/confirm/${INSPECTION_UUID}`,
    );
    expect(posted).toEqual({
      workshop_uuid: NATIVE_UUID,
      slot: '2026-11-30T09:00:00.000Z',
      name: 'Mario Rossi',
      email: 'mario@example.it',
      phone: '333 123 4567',
      plate: 'AB123CD',
      accept_regulation: true,
      regulation_version: 'sviluppo',
    });
  });

  it('points to the mistakes and sends nothing while the form is wrong', async () => {
    const { fetchMock } = renderBooking();
    await openScheduler(/Officina Rossi/);
    await screen.findByLabelText('Giorno');

    fireEvent.click(screen.getByLabelText('09:00'));
    type('Targa', 'ABC 1234');
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));

    expect(screen.getByText('Inserisci una targa italiana valida, per esempio AB123CD.')).toBeTruthy();
    expect(screen.getByText('Per prenotare devi accettare il Regolamento.')).toBeTruthy();
    expect(screen.getByText('Correggi i 5 campi segnalati sopra.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Nome e cognome'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s messages on the slot and the fields, and focuses the first', async () => {
    const slotMessage = 'Indica un orario valido.';
    const plateMessage = 'Questa targa ha già un’ispezione prenotata.';
    renderBooking({
      'POST /api/inspections': () => ({
        status: 400,
        body: {
          code: 'invalid_input',
          message: plateMessage,
          fields: { plate: plateMessage, slot: slotMessage },
        },
      }),
    });
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByLabelText('09:00'));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));

    const slotError = await screen.findByText(slotMessage, { selector: '.invalid-feedback' });
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe(slotError.id);
    expect(field('Targa').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Giorno')));
  });

  it('sends once and says "Attendi…" while the booking is on its way', async () => {
    const { fetchMock } = renderBooking({ 'POST /api/inspections': pending });
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByLabelText('09:00'));
    fillDetails();

    const button = screen.getByRole('button', { name: 'Prenota l’ispezione' });
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Attendi…' }).disabled).toBe(true),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says when the slot was just taken and asks for the free slots again', async () => {
    let taken = false;
    let callsAfter = 0;
    renderBooking({
      [`GET ${SLOTS_PATH}`]: () => {
        if (!taken) return { status: 200, body: makeSlots() };
        callsAfter += 1;
        return { status: 200, body: makeSlots({ days: makeSlots().days.slice(1) }) };
      },
      'POST /api/inspections': () => {
        taken = true;
        return { status: 409, body: { code: 'slot_unavailable', message: TAKEN } };
      },
    });
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByLabelText('09:00'));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));

    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN);
    await waitFor(() => expect(callsAfter).toBe(1));
    expect(
      await screen.findByRole('radiogroup', { name: 'Orari liberi di martedì 1 dicembre' }),
    ).toBeTruthy();
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((radio) => !radio.checked)).toBe(true);
    expect(field('Nome e cognome').value).toBe('Mario Rossi');
  });
});

// docs/decisions/061-one-booking-per-browser.md
describe('BookingPage: back from the pay page, a reload', () => {
  const PAY_PAGE = `/booking/pay/${INSPECTION_UUID}`;
  const TUESDAY_14 = '2026-12-01T13:00:00.000Z';
  const checkedTime = () => screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked);
  const regulationBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /Ho letto e accetto/ });

  function expectFilledForm() {
    expect(field('Nome e cognome').value).toBe('Mario Rossi');
    expect(field('Email').value).toBe('mario@example.it');
    expect(field('Telefono').value).toBe('333 123 4567');
    expect(field('Targa').value).toBe('ab 123-cd');
    expect(regulationBox().checked).toBe(true);
  }

  it('Back from the fee’s pay page shows the form as it was, with the held time chosen on its day', async () => {
    const posted: unknown[] = [];
    const { router } = renderBooking({
      'POST /api/inspections': ({ body }) => {
        posted.push(body);
        return { status: 200, body: { inspection_uuid: INSPECTION_UUID, redirect_url: PAY_PAGE } };
      },
    });
    await openScheduler(/Officina Rossi/);
    fireEvent.change(await screen.findByLabelText('Giorno'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByLabelText('14:00'));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', PAY_PAGE);

    await act(() => router.navigate(-1));

    expect(router.state.location.hash).toBe('#calendly');
    expect(
      await screen.findByRole('radiogroup', { name: 'Orari liberi di martedì 1 dicembre' }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Giorno').value).toBe('2026-12-01');
    expect(checkedTime()?.value).toBe(TUESDAY_14);
    expectFilledForm();

    // Submitted again as it is: the same request, which the server answers with the same pay page.
    fireEvent.click(screen.getByRole('button', { name: 'Prenota l’ispezione' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', PAY_PAGE);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
  });

  it('a reload of the booking view shows the same workshop and the form as it was', async () => {
    renderBooking();
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByLabelText('10:00'));
    fillDetails();
    cleanup();

    renderBooking({}, '/booking#calendly', { workshop: WORKSHOPS[0] });

    expect(await screen.findByRole('heading', { name: 'Prenota presso Officina Rossi' })).toBeTruthy();
    expect((await screen.findAllByRole('radio')).find((radio) => (radio as HTMLInputElement).checked)).toBe(
      screen.getByLabelText('10:00'),
    );
    expectFilledForm();
  });

  it('a time no longer free is not chosen, the details stay', async () => {
    renderBooking();
    await openScheduler(/Officina Rossi/);
    fireEvent.click(await screen.findByLabelText('09:00'));
    fillDetails();
    cleanup();

    renderBooking({
      [`GET ${SLOTS_PATH}`]: () => ({ status: 200, body: makeSlots({ days: makeSlots().days.slice(1) }) }),
    });
    await openScheduler(/Officina Rossi/);
    expect(
      await screen.findByRole('radiogroup', { name: 'Orari liberi di martedì 1 dicembre' }),
    ).toBeTruthy();
    expect(checkedTime()).toBeUndefined();
    expectFilledForm();
  });

  it('under a newer Regolamento the details are kept but its tick is asked again', async () => {
    writeFormDraft(formDraftKeys.booking(), {
      workshop_uuid: NATIVE_UUID,
      slot: '2026-11-30T08:00:00.000Z',
      values: {
        name: 'Mario Rossi',
        email: ' mario@example.it ',
        phone: '333 123 4567',
        plate: 'ab 123-cd',
        accept_regulation: true,
      },
      regulation_version: 'versione-precedente',
    });
    renderBooking();
    await openScheduler(/Officina Rossi/);
    expect((await screen.findByLabelText<HTMLInputElement>('09:00')).checked).toBe(true);
    expect(field('Nome e cognome').value).toBe('Mario Rossi');
    expect(regulationBox().checked).toBe(false);
  });
});
