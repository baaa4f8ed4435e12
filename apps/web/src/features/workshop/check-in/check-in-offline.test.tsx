import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftChange, ReportDraft } from '@verificauto/shared/contracts/workshop';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { applyChange } from '../draft/draft-changes';
import { SAVE_BATCH_MS } from '../draft/draft-saver';
import { InspectionEditorPage } from '../inspection-editor-page';
import { keepAnswer, keptKeys } from '../offline/kept-answers';
import { photoStore } from '../photos/photo-store';
import { offlineDevice } from '../testing/offline-device';
import {
  DRAFT_PATH,
  EDITOR_PATH,
  INSPECTION_UUID,
  makeBooking,
  makeDraft,
} from '../testing/workshop-fixtures';
import { WorkshopPage } from '../workshop-page';
import { readPendingCheckIn, recordPendingCheckIn } from './pending-check-in';

const CHECK_IN_PATH = `/api/workshop/inspections/${INSPECTION_UUID}/check-in`;
const STORED_CHANGE = `verificauto.workshop.draft.${INSPECTION_UUID}`;
// Monday 30 November 2026, 9:20 in Rome: the car of 9:30 arrives, check-in open since 9:00.
const NOW = '2026-11-30T08:20:00.000Z';
const AWAITING = makeDraft({
  booked_at: '2026-11-30T08:30:00.000Z',
  check_in_opens_at: '2026-11-30T08:00:00.000Z',
  checked_in_at: null,
  awaiting_check_in: true,
});
const TECHNICIAN = {
  status: 200,
  body: { email: 'tecnico@officina.test', name: 'Luca', confirmed: true, role: 'technician' },
};
const TOO_EARLY = {
  code: 'check_in_too_early',
  message:
    'L’ispezione è prenotata per il 30/11/2026 alle 9:30: l’arrivo dell’auto registrato sul dispositivo il 30/11/2026 alle 7:10 è precedente al 30/11/2026 alle 9:00, da cui si può registrare (30 minuti prima dell’appuntamento). Controlla l’ora del dispositivo e registra di nuovo l’arrivo.',
};
const noNetwork = () => {
  throw new TypeError('Failed to fetch');
};

const device = offlineDevice(NOW);
/** What reached the server, in order. */
let log: string[] = [];

/** A server that refuses changes and photos until the car is checked in, as the real one does. */
function fakeServer(
  checkIn: (body: unknown) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  let draft: ReportDraft = AWAITING;
  const notCheckedIn = { status: 409, body: { code: 'not_checked_in', message: 'Auto non arrivata.' } };
  const fetchMock = stubApi({
    'GET /auth/me': () => (device.online ? TECHNICIAN : noNetwork()),
    'GET /api/workshop/bookings': () => (device.online ? { status: 200, body: LIST } : noNetwork()),
    [`GET ${DRAFT_PATH}`]: () => (device.online ? { status: 200, body: draft } : noNetwork()),
    [`POST ${CHECK_IN_PATH}`]: async ({ body }) => {
      if (!device.online) return noNetwork();
      log.push(`check-in ${JSON.stringify(body ?? null)}`);
      // A slow answer: whatever the device sent meanwhile would be refused.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const refusal = checkIn(body);
      if (refusal) return refusal;
      const arrivedAt = (body as { arrived_at?: string } | undefined)?.arrived_at ?? new Date().toISOString();
      draft = { ...draft, awaiting_check_in: false, checked_in_at: draft.checked_in_at ?? arrivedAt };
      return { status: 200, body: draft };
    },
    [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
      if (!device.online) return noNetwork();
      if (draft.awaiting_check_in) {
        log.push('patch refused');
        return notCheckedIn;
      }
      log.push('patch');
      draft = { ...applyChange(draft, body as DraftChange), revision: draft.revision + 1 };
      return { status: 200, body: draft };
    },
  });
  /** The photo upload (XMLHttpRequest), answered as the server would. */
  class PhotoRequest {
    upload = {};
    status = 0;
    responseText = '';
    onload: (() => void) | undefined;
    onerror: (() => void) | undefined;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        if (!device.online) return this.onerror?.();
        if (draft.awaiting_check_in) {
          log.push('photo refused');
          this.status = 409;
          this.responseText = JSON.stringify(notCheckedIn.body);
          return this.onload?.();
        }
        log.push('photo');
        const photo = {
          id: '9d1d2f0e-5a36-4f55-8b44-6c1b1f1f0a01',
          src: '/foto.jpg',
          srcSet: '/foto.jpg 320w',
          width: 320,
          height: 240,
          alt: '',
          taken_at: NOW,
        };
        draft = { ...draft, imperfections: [photo.id], photos: { [photo.id]: photo } };
        this.status = 200;
        this.responseText = JSON.stringify({ photo, draft });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', PhotoRequest);
  return fetchMock;
}

const LIST = {
  workshop: { name: 'Officina Rossi', city: 'Bologna' },
  from: '2026-11-30',
  to: '2026-12-06',
  bookings: [makeBooking({ booked_at: AWAITING.booked_at, checked_in_at: null })],
  to_complete: [],
};

const { goOnline } = device;
const saveStatus = () => document.querySelector('.save-status')?.textContent ?? '';
const storePhoto = () =>
  photoStore().put({
    clientKey: 'a',
    inspectionUuid: INSPECTION_UUID,
    target: { kind: 'imperfection' },
    file: new Blob(['x'], { type: 'image/jpeg' }),
    createdAt: Date.now(),
  });

beforeEach(() => {
  log = [];
});

describe('"Auto in officina" without network (decision 084)', () => {
  it('opens the editor at once, queues the work, and sends the arrival first when the network returns', async () => {
    // The last online visit kept the draft, not yet checked in.
    await keepAnswer(keptKeys.draft(INSPECTION_UUID), AWAITING);
    device.online = false;
    const fetchMock = fakeServer();
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });

    const button = await screen.findByRole('button', { name: 'Auto in officina' });
    screen.getByText(/Nessuna connessione: l’arrivo resta su questo dispositivo con l’ora di adesso/);
    fireEvent.click(button);
    const nav = await screen.findByRole('navigation', { name: 'Sezioni del report' });
    screen.getByText(/auto in officina dalle 9:20/);
    expect(saveStatus()).toContain('L’arrivo dell’auto in attesa di rete');
    fireEvent.click(within(nav).getByRole('button', { name: /^Motore/ }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Valutazione: Batteria' })).getByLabelText('4 su 5'),
    );
    await waitFor(() => expect(saveStatus()).toContain('L’arrivo dell’auto e 1 modifica in attesa di rete'));
    expect(readPendingCheckIn(INSPECTION_UUID)).toEqual({ arrivedAt: NOW });
    // Past the autosave's batch, nothing was even tried: the change waits for the arrival.
    await act(() => new Promise((resolve) => setTimeout(resolve, SAVE_BATCH_MS + 100)));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);

    // Ten minutes later the network returns: the arrival keeps the device's time.
    vi.setSystemTime(new Date('2026-11-30T08:30:00.000Z'));
    goOnline(true);

    await waitFor(() => expect(saveStatus()).toContain('Tutte le modifiche sono salvate'));
    expect(log).toEqual([`check-in {"arrived_at":"${NOW}"}`, 'patch']);
    expect(readPendingCheckIn(INSPECTION_UUID)).toBeUndefined();
    expect(localStorage.getItem(STORED_CHANGE)).toBeNull();
  });

  it('keeps the arrival when the request fails for the network, though the browser says it is online', async () => {
    fakeServer();
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });
    const button = await screen.findByRole('button', { name: 'Auto in officina' });
    stubApi({
      [`GET ${DRAFT_PATH}`]: noNetwork,
      [`POST ${CHECK_IN_PATH}`]: noNetwork,
    });
    fireEvent.click(button);
    await screen.findByRole('navigation', { name: 'Sezioni del report' });
    expect(readPendingCheckIn(INSPECTION_UUID)).toEqual({ arrivedAt: NOW });
    expect(saveStatus()).toContain('Invio in corso: l’arrivo dell’auto.');
  });

  it('keeps the work on the device when the server refuses the device’s time, says why, and checks in now on request', async () => {
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T06:10:00.000Z'));
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ verdict_overall: 'Buona' }));
    fakeServer((body) => (body ? { status: 409, body: TOO_EARLY } : undefined));
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });

    await screen.findByText(TOO_EARLY.message, { exact: false });
    expect(saveStatus()).toContain(
      'L’arrivo dell’auto non è stato registrato: le modifiche e le foto restano su questo dispositivo.',
    );
    expect(log).toEqual([`check-in {"arrived_at":"2026-11-30T06:10:00.000Z"}`]);
    expect(localStorage.getItem(STORED_CHANGE)).not.toBeNull();
    // The refused time is not shown as the car's arrival.
    expect(screen.queryByText(/auto in officina dalle/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Registra l’arrivo adesso' }));

    await waitFor(() => expect(saveStatus()).toContain('Tutte le modifiche sono salvate'));
    expect(log).toEqual([`check-in {"arrived_at":"2026-11-30T06:10:00.000Z"}`, 'check-in null', 'patch']);
    screen.getByText(/auto in officina dalle 9:20/);
    expect(screen.queryByText(TOO_EARLY.message, { exact: false })).toBeNull();
  });
  it('says that the session has expired, with the way to sign in again, while the arrival waits for it', async () => {
    recordPendingCheckIn(INSPECTION_UUID);
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ verdict_overall: 'Buona' }));
    fakeServer(() => ({
      status: 401,
      body: { code: 'unauthorized', message: 'Devi accedere per continuare.' },
    }));
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });

    await waitFor(() =>
      expect(saveStatus()).toContain(
        'Non inviato: la sessione è scaduta. Accedi di nuovo: l’arrivo dell’auto e 1 modifica restano su questo dispositivo.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toMatch(/^\/signin\?/);
    expect(readPendingCheckIn(INSPECTION_UUID)).toEqual({ arrivedAt: NOW });
    expect(localStorage.getItem(STORED_CHANGE)).not.toBeNull();
  });
});

describe('the bookings list sending what was left offline', () => {
  it('sends the arrival first, then the changes and photos, and counts it while it waits', async () => {
    recordPendingCheckIn(INSPECTION_UUID);
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ verdict_overall: 'Buona' }));
    await storePhoto();
    device.online = false;
    fakeServer();
    await keepAnswer(keptKeys.bookings(), LIST);
    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
    const card = await screen.findByRole('article', { name: /AB123CD/ });
    await waitFor(() =>
      expect(
        within(card).getByText('L’arrivo dell’auto, 1 modifica e 1 foto in attesa di rete'),
      ).toBeTruthy(),
    );

    goOnline(true);

    await waitFor(() =>
      expect(screen.getByText('Tutto salvato sul server: modifiche e foto inviate.')).toBeTruthy(),
    );
    expect(log[0]).toBe(`check-in {"arrived_at":"${NOW}"}`);
    expect(log.slice(1).sort()).toEqual(['patch', 'photo']);
    expect(readPendingCheckIn(INSPECTION_UUID)).toBeUndefined();
  });

  it('says on the card that the server refused the arrival, and sends nothing else', async () => {
    recordPendingCheckIn(INSPECTION_UUID, new Date('2026-11-30T06:10:00.000Z'));
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ verdict_overall: 'Buona' }));
    fakeServer(() => ({ status: 409, body: TOO_EARLY }));
    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
    const card = await screen.findByRole('article', { name: /AB123CD/ });
    await waitFor(() =>
      expect(
        within(card).getByText(
          'L’arrivo dell’auto non è stato registrato: apri il report per sapere perché.',
        ),
      ).toBeTruthy(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(log).toEqual([`check-in {"arrived_at":"2026-11-30T06:10:00.000Z"}`]);
    expect(localStorage.getItem(STORED_CHANGE)).not.toBeNull();
    // The refused time is not shown as the car's arrival.
    expect(screen.queryByText(/auto in officina dalle/)).toBeNull();
  });
});
