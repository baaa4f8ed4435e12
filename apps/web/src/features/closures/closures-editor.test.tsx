import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkshopClosure } from '@verificauto/shared/contracts/workshop-closures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../testing/fake-api';
import { ClosuresEditor } from './closures-editor';

const WORKSHOP = { id: '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10', name: 'Officina Rinaldi', city: 'Milano' };
const SUMMER: WorkshopClosure = {
  id: '6f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e4f',
  kind: 'dates',
  from: '2026-08-10',
  to: '2026-08-24',
  note: 'Ferie estive',
  bookings: 2,
};
const PATRON: WorkshopClosure = {
  id: '7f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e40',
  kind: 'yearly',
  month: 12,
  day: 7,
  note: 'Sant’Ambrogio',
  bookings: 0,
};
const OWN = '/api/workshop/closures';
const PAGE = { path: '/officina/chiusure', route: '/officina/chiusure' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderOwn = () => renderAppPage(<ClosuresEditor scope={{ area: 'workshop' }} />, PAGE);
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the closures of a workshop', () => {
  it('lists each closure with its days, its description and the bookings to move', async () => {
    stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [PATRON, SUMMER] } }),
    });
    renderOwn();

    expect(await screen.findByRole('heading', { name: 'Giorni di chiusura', level: 1 })).toBeTruthy();
    expect(screen.getByText('Officina Rinaldi · Milano')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Chiusure in programma' }));
    const [patron, summer] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(patron).getByText('Ogni anno il 7 dicembre')).toBeTruthy();
    expect(within(patron).getByText('Nessuna prenotazione in questi giorni')).toBeTruthy();
    expect(within(summer).getByText('Dal 10 agosto 2026 al 24 agosto 2026')).toBeTruthy();
    expect(within(summer).getByText('Ferie estive')).toBeTruthy();
    expect(within(summer).getByText('2 prenotazioni in questi giorni, da spostare')).toBeTruthy();
  });

  it('says when no closure is planned', async () => {
    stubApi({ [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }) });
    renderOwn();
    expect(await screen.findByText(/Nessuna chiusura in programma/)).toBeTruthy();
  });

  it('adds a period and says how many bookings fall on it, which stay booked', async () => {
    let closures: WorkshopClosure[] = [];
    const fetchMock = stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures } }),
      [`POST ${OWN}`]: () => {
        closures = [SUMMER];
        return { status: 201, body: { closure: SUMMER } };
      },
    });
    renderOwn();
    await screen.findByRole('heading', { name: 'Aggiungi una chiusura' });
    type('Primo giorno', '2026-08-10');
    type(/Ultimo giorno/, '2026-08-24');
    type(/Descrizione/, 'Ferie estive');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Chiusura aggiunta. Attenzione: 2 prenotazioni cadono in questi giorni. Non sono state annullate: ' +
        'il back office di Verificauto contatta i clienti per spostarle.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: 'dates',
      from: '2026-08-10',
      to: '2026-08-24',
      note: 'Ferie estive',
    });
    expect(await screen.findByText('Dal 10 agosto 2026 al 24 agosto 2026')).toBeTruthy();
    expect((screen.getByLabelText('Primo giorno') as HTMLInputElement).value).toBe('');
  });

  it('closes one day when the last day is left empty', async () => {
    const fetchMock = stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }),
      [`POST ${OWN}`]: () => ({
        status: 201,
        body: { closure: { ...SUMMER, to: '2026-08-10', bookings: 0 } },
      }),
    });
    renderOwn();
    await screen.findByRole('heading', { name: 'Aggiungi una chiusura' });
    type('Primo giorno', '2026-08-10');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Chiusura aggiunta: nessuna prenotazione cade in questi giorni.',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ from: '2026-08-10', to: '2026-08-10' });
  });

  it('adds the patron saint’s day of every year', async () => {
    const fetchMock = stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }),
      [`POST ${OWN}`]: () => ({ status: 201, body: { closure: PATRON } }),
    });
    renderOwn();
    fireEvent.click(await screen.findByRole('radio', { name: 'Ogni anno (il santo patrono)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Mese' }), { target: { value: '12' } });
    type('Giorno', '7');
    type(/Descrizione/, 'Sant’Ambrogio');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));
    await screen.findByRole('status');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: 'yearly',
      month: 12,
      day: 7,
      note: 'Sant’Ambrogio',
    });
  });

  it('shows the server’s refusal beside the wrong field and moves the focus there', async () => {
    const message = 'L’ultimo giorno viene prima del primo: controlla le date.';
    stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }),
      [`POST ${OWN}`]: () => ({
        status: 400,
        body: { code: 'invalid_input', message, fields: { to: message } },
      }),
    });
    renderOwn();
    await screen.findByRole('heading', { name: 'Aggiungi una chiusura' });
    type('Primo giorno', '2026-08-24');
    type(/Ultimo giorno/, '2026-08-10');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));

    const last = screen.getByLabelText(/Ultimo giorno/);
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(last.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops the news of the last change when another closure is sent', async () => {
    const message = 'La chiusura non può iniziare in un giorno passato.';
    let refuse = false;
    stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }),
      [`POST ${OWN}`]: () =>
        refuse
          ? { status: 400, body: { code: 'invalid_input', message, fields: { from: message } } }
          : { status: 201, body: { closure: PATRON } },
    });
    renderOwn();
    fireEvent.click(await screen.findByRole('radio', { name: 'Ogni anno (il santo patrono)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Mese' }), { target: { value: '12' } });
    type('Giorno', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));
    await screen.findByRole('status');
    refuse = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Giorni di chiusura (ferie, un giorno)' }));
    type('Primo giorno', '2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('deletes a closure and says which', async () => {
    let closures = [SUMMER];
    const fetchMock = stubApi({
      [`GET ${OWN}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures } }),
      [`DELETE ${OWN}/${SUMMER.id}`]: () => {
        closures = [];
        return { status: 204 };
      },
    });
    renderOwn();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Elimina la chiusura: Dal 10 agosto 2026 al 24 agosto 2026',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Chiusura eliminata: Dal 10 agosto 2026 al 24 agosto 2026.',
    );
    expect(await screen.findByText(/Nessuna chiusura in programma/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('works on any workshop’s closures for the back office', async () => {
    const url = `/api/backoffice/workshops/${WORKSHOP.id}/closures`;
    const fetchMock = stubApi({
      [`GET ${url}`]: () => ({ status: 200, body: { workshop: WORKSHOP, closures: [] } }),
      [`POST ${url}`]: () => ({ status: 201, body: { closure: PATRON } }),
    });
    renderAppPage(<ClosuresEditor scope={{ area: 'backoffice', workshopId: WORKSHOP.id }} />, {
      path: `/backoffice/officine/${WORKSHOP.id}/chiusure`,
      route: '/backoffice/officine/:id/chiusure',
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Ogni anno (il santo patrono)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Mese' }), { target: { value: '6' } });
    type('Giorno', '24');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi la chiusura' }));
    await screen.findByRole('status');
    expect(fetchMock.mock.calls.some(([input, init]) => input === url && init?.method === 'POST')).toBe(true);
  });

  it('refuses another role with the server’s message', async () => {
    stubApi({
      [`GET ${OWN}`]: () => ({
        status: 403,
        body: {
          code: 'forbidden_role',
          message: 'Questa area è riservata ai tecnici delle officine partner.',
        },
      }),
    });
    renderOwn();
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
  });
});
