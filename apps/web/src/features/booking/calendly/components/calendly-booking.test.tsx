import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CalendlyIntent } from '@verificauto/shared/contracts/booking-calendly';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../../../config/site';
import { type FakeApi, pending, stubApi } from '../../../../testing/fake-api';
import { Scheduler } from '../../components/scheduler';
import { renderBookingRoute, WORKSHOPS } from '../../testing/booking-test-kit';
import { CALENDLY_ORIGIN } from './calendly-messages';

// The widget is Calendly's frame: at the module boundary it shows what it was given.
vi.mock('react-calendly', () => ({
  InlineWidget: (props: {
    url: string;
    utm?: { utmContent?: string };
    prefill?: object;
    iframeTitle?: string;
  }) => (
    <div
      data-testid="calendly-widget"
      data-url={props.url}
      data-utm-content={props.utm?.utmContent}
      data-prefill={JSON.stringify(props.prefill ?? null)}
      title={props.iframeTitle}
    />
  ),
}));

// The widget's chunk is transformed on its first import: slow on a busy machine.
const SLOW = { timeout: 15_000 };
const INTENT_PATH = 'POST /api/inspections/calendly-intents';
const INTENT_UUID = 'd1000000-0000-4000-8000-000000000001';
const calendlyWorkshop = WORKSHOPS[1] ?? WORKSHOPS[0];

const intent = (overrides: Partial<CalendlyIntent> = {}): CalendlyIntent => ({
  intent_uuid: INTENT_UUID,
  expires_at: '2026-11-24T12:00:00.000Z',
  prefill: null,
  ...overrides,
});

function renderCalendly(api: FakeApi = {}) {
  if (!calendlyWorkshop) throw new Error('no Calendly workshop in the kit');
  const fetchMock = stubApi({ [INTENT_PATH]: () => ({ status: 200, body: intent() }), ...api });
  const router = renderBookingRoute(<Scheduler workshop={calendlyWorkshop} onBack={() => {}} />, {
    path: '/booking#calendly',
    route: '/booking',
  });
  return { fetchMock, router };
}

const plate = () => screen.getByLabelText<HTMLInputElement>('Targa');
const regulation = () => screen.getByRole('checkbox', { name: /Ho letto e accetto il Regolamento/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Scegli giorno e ora' }));

async function giveIntent() {
  fireEvent.change(plate(), { target: { value: 'fg 456-hl' } });
  fireEvent.click(regulation());
  submit();
  return screen.findByTestId('calendly-widget', {}, SLOW);
}

const post = (data: unknown, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('booking a Calendly workshop', () => {
  it('asks the plate and the Regolamento first, with the built-in form’s messages, and no widget yet', async () => {
    const { fetchMock } = renderCalendly();
    expect(screen.queryByTestId('calendly-widget')).toBeNull();

    submit();

    expect(await screen.findByText('Inserisci la targa.')).toBeTruthy();
    expect(screen.getByText('Per prenotare devi accettare il Regolamento.')).toBeTruthy();
    expect(document.activeElement).toBe(plate());
    expect(plate().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(plate(), { target: { value: 'AB12CD' } });
    expect(screen.getByText('Inserisci una targa italiana valida, per esempio AB123CD.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('calendly-widget')).toBeNull();
  });

  it('records the intent, then opens Calendly’s widget for the workshop with the intent as utm_content', async () => {
    let posted: unknown;
    renderCalendly({
      [INTENT_PATH]: ({ body }) => {
        posted = body;
        return { status: 200, body: intent() };
      },
    });

    const widget = await giveIntent();

    expect(posted).toEqual({
      workshop_uuid: calendlyWorkshop?.uuid,
      plate: 'FG456HL',
      accept_regulation: true,
      regulation_version: SITE.regulationVersion,
    });
    expect(widget.dataset.url).toBe('https://calendly.com/officina-bianchi/ispezione');
    expect(widget.dataset.utmContent).toBe(INTENT_UUID);
    expect(widget.dataset.prefill).toBe('null');
    expect(widget.getAttribute('title')).toBe('Calendario delle prenotazioni di Autofficina Bianchi');
    const heading = screen.getByRole('heading', { name: 'Scegli giorno e ora' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('prefills Calendly’s form with the signed-in seller’s name and e-mail', async () => {
    const prefill = { name: 'Anna Conti', email: 'anna@example.it' };
    renderCalendly({ [INTENT_PATH]: () => ({ status: 200, body: intent({ prefill }) }) });

    const widget = await giveIntent();

    expect(JSON.parse(widget.dataset.prefill ?? '')).toEqual(prefill);
  });

  it('goes to the confirmation only on Calendly’s own "event scheduled" message', async () => {
    const { router } = renderCalendly();
    await giveIntent();

    // Another page may post the same message: its origin is not Calendly's.
    await post({ event: 'calendly.event_scheduled', payload: {} }, 'https://calendly.com.example.org');
    await post({ event: 'calendly.event_scheduled', payload: {} }, 'https://sito-qualsiasi.it');
    await post({ event: 'calendly.date_and_time_selected', payload: {} }, CALENDLY_ORIGIN);
    await post('calendly.event_scheduled', CALENDLY_ORIGIN);
    expect(router.state.location.pathname).toBe('/booking');
    expect(screen.getByTestId('calendly-widget')).toBeTruthy();

    await post({ event: 'calendly.event_scheduled', payload: {} }, CALENDLY_ORIGIN);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/confirm/${INTENT_UUID}`));
    expect(router.state.location.state).toEqual({ scheduled: true });
  });

  it('shows the server’s refusal and keeps the form', async () => {
    renderCalendly({
      [INTENT_PATH]: () => ({
        status: 409,
        body: {
          code: 'regulation_changed',
          message: 'Il Regolamento è stato aggiornato: ricarica la pagina.',
        },
      }),
    });
    fireEvent.change(plate(), { target: { value: 'FG456HL' } });
    fireEvent.click(regulation());
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Il Regolamento è stato aggiornato: ricarica la pagina.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(plate().value).toBe('FG456HL');
    expect(screen.queryByTestId('calendly-widget')).toBeNull();
  });

  it('sends once and waits while the intent is being recorded', async () => {
    const { fetchMock } = renderCalendly({ [INTENT_PATH]: pending });
    fireEvent.change(plate(), { target: { value: 'FG456HL' } });
    fireEvent.click(regulation());
    submit();
    const button = await screen.findByRole('button', { name: /Attendi/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a Calendly workshop without a link: call the workshop', () => {
    if (!calendlyWorkshop) throw new Error('no Calendly workshop in the kit');
    stubApi({});
    renderBookingRoute(<Scheduler workshop={{ ...calendlyWorkshop, url: null }} onBack={() => {}} />, {
      path: '/booking',
      route: '/booking',
    });
    expect(screen.getByText(/non accetta prenotazioni online/)).toBeTruthy();
  });
});
