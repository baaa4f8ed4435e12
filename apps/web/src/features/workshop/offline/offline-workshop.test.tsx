import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftChange } from '@verificauto/shared/contracts/workshop';
import { describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { applyChange } from '../draft/draft-changes';
import { InspectionEditorPage } from '../inspection-editor-page';
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

const LATER_UUID = '00000000-0000-4000-8000-000000000009';
const RETURNED_UUID = '00000000-0000-4000-8000-000000000008';
const LIST = {
  workshop: { name: 'Officina Rossi', city: 'Bologna' },
  from: '2026-11-30',
  to: '2026-12-06',
  bookings: [
    makeBooking({ checked_in_at: '2026-11-30T07:56:00.000Z' }),
    makeBooking({ uuid: LATER_UUID, booked_at: '2026-12-04T09:00:00.000Z', car_license_plate: 'ZZ999ZZ' }),
  ],
  // A report sent back last week, still being written: the device keeps it too.
  to_complete: [
    makeBooking({
      uuid: RETURNED_UUID,
      booked_at: '2026-11-24T09:00:00.000Z',
      car_license_plate: 'RR111RR',
      draft_state: 'editing',
      returned_note: 'Rifare le foto.',
    }),
  ],
};
const STORED_CHANGE = `verificauto.workshop.draft.${INSPECTION_UUID}`;
const noNetwork = () => {
  throw new TypeError('Failed to fetch');
};
const TECHNICIAN = {
  status: 200,
  body: { email: 'tecnico@officina.test', name: 'Luca', confirmed: true, role: 'technician' },
};

/** An upload offline: the request fails at once, as XMLHttpRequest does without a network. */
class OfflineRequest {
  upload = {};
  onerror: (() => void) | undefined;
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => this.onerror?.(), 0);
  }
}

// Monday 30 November 2026, 09:00 in Rome.
const device = offlineDevice('2026-11-30T08:00:00Z');
const { goOnline } = device;

/** The list loaded once online: it keeps itself and the coming days' drafts on the device. */
async function visitOnline(me: { status: number; body?: unknown } = TECHNICIAN) {
  const fetchMock = stubApi({
    'GET /auth/me': () => me,
    'GET /api/workshop/bookings': () => ({ status: 200, body: LIST }),
    [`GET ${DRAFT_PATH}`]: () => ({ status: 200, body: makeDraft({ revision: 3 }) }),
    [`GET /api/workshop/inspections/${RETURNED_UUID}/draft`]: () => ({
      status: 200,
      body: makeDraft({ uuid: RETURNED_UUID, car_license_plate: 'RR111RR', revision: 2 }),
    }),
  });
  renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
  await screen.findByRole('article', { name: /ZZ999ZZ/ });
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining([DRAFT_PATH, `/api/workshop/inspections/${RETURNED_UUID}/draft`]),
    ),
  );
  // The drafts kept are today's and the next two working days', not Friday's.
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(
    `/api/workshop/inspections/${LATER_UUID}/draft`,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  cleanup();
}

describe('the workshop offline (decision 068)', () => {
  it('opens the list kept at the last online visit and says which booking has work waiting', async () => {
    await visitOnline();
    goOnline(false);
    stubApi({ 'GET /auth/me': noNetwork, 'GET /api/workshop/bookings': noNetwork });
    vi.stubGlobal('XMLHttpRequest', OfflineRequest);
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ items: { ext_rust: { value: 3 } } }));
    await photoStore().put({
      clientKey: 'a',
      inspectionUuid: INSPECTION_UUID,
      target: { kind: 'imperfection' },
      file: new Blob(['x'], { type: 'image/jpeg' }),
      createdAt: Date.now(),
    });

    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });

    const card = await screen.findByRole('article', { name: /AB123CD/ });
    await waitFor(() => expect(within(card).getByText('1 modifica e 1 foto in attesa di rete')).toBeTruthy());
    expect(within(screen.getByRole('article', { name: /ZZ999ZZ/ })).queryByText(/in attesa/)).toBeNull();
    const banner = document.querySelector('.bookings-sync-status');
    expect(banner?.textContent).toContain('1 modifica e 1 foto in attesa di rete');
    expect(banner?.textContent).toContain('salvati su questo dispositivo');
  });

  it('sends the changes left offline when the network returns, from the list, and says all is saved', async () => {
    await visitOnline();
    goOnline(false);
    const patches: DraftChange[] = [];
    stubApi({
      'GET /auth/me': () => (device.online ? TECHNICIAN : noNetwork()),
      'GET /api/workshop/bookings': noNetwork,
      [`PATCH ${DRAFT_PATH}`]: ({ body }) => {
        if (!device.online) return noNetwork();
        patches.push(body as DraftChange);
        return { status: 200, body: applyChange(makeDraft({ revision: 4 }), body as DraftChange) };
      },
    });
    localStorage.setItem(STORED_CHANGE, JSON.stringify({ verdict_overall: 'Buona' }));
    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
    const card = await screen.findByRole('article', { name: /AB123CD/ });
    await waitFor(() => expect(within(card).getByText('1 modifica in attesa di rete')).toBeTruthy());

    goOnline(true);

    await waitFor(() =>
      expect(screen.getByText('Tutto salvato sul server: modifiche e foto inviate.')).toBeTruthy(),
    );
    expect(patches).toEqual([{ verdict_overall: 'Buona' }]);
    expect(localStorage.getItem(STORED_CHANGE)).toBeNull();
    expect(within(card).queryByText(/in attesa|Invio in corso/)).toBeNull();
  });

  it('opens the editor of a coming booking from the kept draft, and counts the changes made offline', async () => {
    await visitOnline();
    goOnline(false);
    stubApi({
      'GET /auth/me': noNetwork,
      [`GET ${DRAFT_PATH}`]: noNetwork,
      [`PATCH ${DRAFT_PATH}`]: noNetwork,
    });
    renderAppPage(<InspectionEditorPage />, { path: EDITOR_PATH, route: '/officina/ispezioni/:uuid' });

    const nav = await screen.findByRole('navigation', { name: 'Sezioni del report' });
    expect(document.querySelector('.save-status')?.textContent).toContain('Nessuna connessione');
    fireEvent.click(within(nav).getByRole('button', { name: /^Motore/ }));
    for (const item of ['Batteria', 'Avviamento a freddo'])
      fireEvent.click(
        within(screen.getByRole('group', { name: `Valutazione: ${item}` })).getByLabelText('4 su 5'),
      );

    await waitFor(() =>
      expect(document.querySelector('.save-status')?.textContent).toContain('2 modifiche in attesa di rete'),
    );
  });

  it('keeps nothing without the identity of a technician: offline, the page says it could not load', async () => {
    // A session that ended: the server said 401 to the session check, and the identity went with it.
    await visitOnline({ status: 401 });
    goOnline(false);
    stubApi({ 'GET /auth/me': noNetwork, 'GET /api/workshop/bookings': noNetwork });
    renderAppPage(<WorkshopPage />, { path: '/officina', route: '/officina' });
    expect(
      await screen.findByRole('heading', { name: 'Non è stato possibile caricare la pagina' }),
    ).toBeTruthy();
  });
});
