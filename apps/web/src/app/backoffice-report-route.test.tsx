import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePendingReport } from '../features/backoffice/backoffice.fixture';
import { makeInspectionReport } from '../features/report/report.fixture';
import { type FakeApi, pending, renderAppPage, stubApi } from '../testing/fake-api';
import { BackofficeReportRoute } from './backoffice-report-route';

const base = makeInspectionReport();
const UUID = base.uuid;
const REPORT = {
  ...base,
  access: { role: 'backoffice', access_until: null },
  report: { ...base.report, backoffice_state: null, verdict_datecompleted: null, seal: null },
};
const REVIEW = { pending: makePendingReport({ uuid: UUID, report_number: base.report.report_number }) };
const FINGERPRINT = 'a3f1c2d4e5b6a7980f1e2d3c4b5a69788f9e0d1c2b3a4f5e6d7c8b9a0f1e2d3c';
const CONFLICT = {
  status: 409,
  body: { code: 'not_pending', message: 'Il report non è più in attesa di approvazione.' },
};

function renderReview(api: FakeApi = {}) {
  const fetchMock = stubApi({
    [`GET /api/backoffice/reports/${UUID}`]: () => ({ status: 200, body: REVIEW }),
    [`GET /api/report/${UUID}`]: () => ({ status: 200, body: REPORT }),
    ...api,
  });
  renderAppPage(<BackofficeReportRoute />, {
    path: `/backoffice/report/${UUID}`,
    route: '/backoffice/report/:uuid',
  });
  return fetchMock;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: the report under review', () => {
  it('shows the approval panel above the report as the buyer will see it', async () => {
    renderReview();
    const panel = await screen.findByRole('region', {
      name: `Approvazione del report n. ${base.report.report_number}`,
    });
    expect(within(panel).getByText(/Inviato il 5\/3\/2026 alle 15:07 da Luca Bianchi/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /^Volkswagen Golf/ })).toBeTruthy();
    expect(button('Approva e pubblica').disabled).toBe(false);
    expect(button('Rimanda all’officina').disabled).toBe(false);
  });

  it('lists the dates to verify before approving, and nothing when they add up', async () => {
    const warnings = [
      'Report inviato il 28/11/2026 alle 10:00, prima dell’appuntamento del 1/12/2026 alle 9:30.',
      '3 foto scattate prima dell’arrivo in officina, la prima il 27/11/2026 alle 18:02.',
    ];
    renderReview({
      [`GET /api/backoffice/reports/${UUID}`]: () => ({
        status: 200,
        body: { pending: { ...REVIEW.pending, date_warnings: warnings } },
      }),
    });
    const list = await screen.findByRole('region', { name: 'Date da verificare' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(warnings);
    cleanup();
    renderReview();
    await screen.findByRole('button', { name: 'Approva e pubblica' });
    expect(screen.queryByRole('region', { name: 'Date da verificare' })).toBeNull();
  });

  it('approves after the confirm step and shows the fingerprint', async () => {
    const fetchMock = renderReview({
      [`POST /api/backoffice/reports/${UUID}/approve`]: () => ({
        status: 200,
        body: { uuid: UUID, approved_at: '2026-03-06T10:00:00.000Z', fingerprint: FINGERPRINT },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approva e pubblica' }));
    const dialog = await screen.findByRole('dialog', { name: /Approvare e pubblicare il report/ });
    // The safe choice takes the focus; nothing is sent before the confirmation.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls(fetchMock, 'POST', `/api/backoffice/reports/${UUID}/approve`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma e pubblica' }));

    const result = await screen.findByText(/approvato e pubblicato il 6\/3\/2026 alle 11:00/);
    expect(screen.getByText(FINGERPRINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna ai report in attesa' }).getAttribute('href')).toBe(
      '/backoffice',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(result.closest('[role="status"]'));
    expect(calls(fetchMock, 'POST', `/api/backoffice/reports/${UUID}/approve`)).toHaveLength(1);
    // The report is read again (now sealed) and so is its place in the queue.
    await vi.waitFor(() => expect(calls(fetchMock, 'GET', `/api/report/${UUID}`).length).toBeGreaterThan(1));
    await vi.waitFor(() =>
      expect(calls(fetchMock, 'GET', `/api/backoffice/reports/${UUID}`).length).toBeGreaterThan(1),
    );
  });

  it('keeps every button disabled while the approval is on its way', async () => {
    renderReview({ [`POST /api/backoffice/reports/${UUID}/approve`]: pending });
    fireEvent.click(await screen.findByRole('button', { name: 'Approva e pubblica' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma e pubblica' }));
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: /Pubblicazione/ }).disabled).toBe(true),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Annulla', hidden: true }).disabled).toBe(
      true,
    );
  });

  it('shows the 409 message when the report is no longer awaiting approval', async () => {
    renderReview({ [`POST /api/backoffice/reports/${UUID}/approve`]: () => CONFLICT });
    fireEvent.click(await screen.findByRole('button', { name: 'Approva e pubblica' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma e pubblica' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONFLICT.body.message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/approvato e pubblicato/)).toBeNull();
  });

  it('cancelling the confirm step sends nothing', async () => {
    const fetchMock = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Approva e pubblica' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});

describe('back office: sending a report back to the workshop', () => {
  async function openReturnDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Rimanda all’officina' }));
    return screen.findByRole('dialog', { name: /Rimandare all’officina il report/ });
  }
  const note = () => screen.getByLabelText<HTMLTextAreaElement>('Cosa deve correggere l’officina?');

  it('requires a note before sending, with the focus on it', async () => {
    const fetchMock = renderReview();
    const dialog = await openReturnDialog();
    expect(document.activeElement).toBe(note());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimanda all’officina' }));
    expect(
      await within(dialog).findByText('Scrivi cosa deve correggere l’officina (almeno 5 caratteri).'),
    ).toBeTruthy();
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's Italian message on 400, then sends the note back", async () => {
    let answer = {
      status: 400,
      body: { code: 'invalid_body', message: 'La nota è troppo lunga (al massimo 2000 caratteri).' },
    };
    let sent: unknown;
    renderReview({
      [`POST /api/backoffice/reports/${UUID}/return`]: ({ body }) => {
        sent = body;
        return answer;
      },
    });
    const dialog = await openReturnDialog();
    fireEvent.change(note(), { target: { value: 'Mancano le foto del vano motore.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimanda all’officina' }));
    expect(await within(dialog).findByText(answer.body.message)).toBeTruthy();
    expect(sent).toEqual({ note: 'Mancano le foto del vano motore.' });

    answer = { status: 200, body: { code: '', message: '' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimanda all’officina' }));
    expect(await screen.findByText(/rimandato all’officina: il tecnico troverà la tua nota/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approva e pubblica' })).toBeNull();
  });

  it('shows a 409 inside the dialog', async () => {
    renderReview({ [`POST /api/backoffice/reports/${UUID}/return`]: () => CONFLICT });
    const dialog = await openReturnDialog();
    fireEvent.change(note(), { target: { value: 'Rifare la prova su strada.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimanda all’officina' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CONFLICT.body.message);
  });
});

describe('back office: a report that is not awaiting approval, and access', () => {
  it('says so and offers no decision', async () => {
    renderReview({
      [`GET /api/backoffice/reports/${UUID}`]: () => ({ status: 200, body: { pending: null } }),
    });
    expect(await screen.findByText(/non è in attesa di approvazione/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approva e pubblica' })).toBeNull();
  });

  it('refuses another role', async () => {
    renderReview({
      [`GET /api/backoffice/reports/${UUID}`]: () => ({
        status: 403,
        body: { message: 'Questa area è riservata al back office.' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Volkswagen Golf/ })).toBeNull();
  });
});
