import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingReportCard } from '../features/backoffice/approval/components/pending-report-card';
import { makePendingReport } from '../features/backoffice/backoffice.fixture';
import { makeInspectionReport } from '../features/report/report.fixture';
import { type FakeApi, renderAppPage, stubApi } from '../testing/fake-api';
import { BackofficeReportRoute } from './backoffice-report-route';

const base = makeInspectionReport();
const UUID = base.uuid;
const APPROVED = { ...base, access: { role: 'backoffice', access_until: null } };
const REASON = 'Il livello dell’olio era stato valutato a motore caldo.';
const CORRECTION = makePendingReport({
  uuid: UUID,
  report_number: base.report.report_number,
  correction_reason: REASON,
  version: 1,
});

function renderReview(api: FakeApi = {}) {
  const fetchMock = stubApi({
    [`GET /api/backoffice/reports/${UUID}`]: () => ({ status: 200, body: { pending: null } }),
    [`GET /api/report/${UUID}`]: () => ({ status: 200, body: APPROVED }),
    ...api,
  });
  renderAppPage(<BackofficeReportRoute />, {
    path: `/backoffice/report/${UUID}`,
    route: '/backoffice/report/:uuid',
  });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Perché il report va corretto?');

async function openCorrectionDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Richiedi una correzione' }));
  return screen.findByRole('dialog', { name: /Richiedere una correzione del report/ });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: a correction of an approved report', () => {
  it('asks for the reason, with the focus on it, before sending anything', async () => {
    const fetchMock = renderReview();
    expect(await screen.findByText('Questo report è già stato approvato e pubblicato.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approva e pubblica' })).toBeNull();
    const dialog = await openCorrectionDialog();
    expect(document.activeElement).toBe(reason());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Richiedi una correzione' }));
    expect(
      await within(dialog).findByText('Scrivi perché il report va corretto (almeno 5 caratteri).'),
    ).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the reason and says the published version stays online', async () => {
    let sent: unknown;
    const fetchMock = renderReview({
      [`POST /api/backoffice/reports/${UUID}/correct`]: ({ body }) => {
        sent = body;
        return { status: 200, body: { ok: true } };
      },
    });
    const dialog = await openCorrectionDialog();
    fireEvent.change(reason(), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Richiedi una correzione' }));
    const result = await screen.findByText(/Correzione del report n\. \d+ richiesta all’officina/);
    expect(result.textContent).toContain('la versione pubblicata resta online');
    expect(sent).toEqual({ reason: REASON });
    expect(posts(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a 409 inside the dialog', async () => {
    const message = 'Una correzione di questo report è già in corso.';
    renderReview({
      [`POST /api/backoffice/reports/${UUID}/correct`]: () => ({
        status: 409,
        body: { code: 'correction_in_progress', message },
      }),
    });
    const dialog = await openCorrectionDialog();
    fireEvent.change(reason(), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Richiedi una correzione' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('shows a submitted correction with its reason, to approve or send back', async () => {
    renderReview({
      [`GET /api/backoffice/reports/${UUID}`]: () => ({ status: 200, body: { pending: CORRECTION } }),
    });
    expect(await screen.findByText(`Correzione della versione 1: ${REASON}`)).toBeTruthy();
    expect(screen.getByText(/diventa la versione 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approva e pubblica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rimanda all’officina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Richiedi una correzione' })).toBeNull();
  });
});

describe('back office queue: a correction', () => {
  it('is marked with the version it corrects and the reason', () => {
    stubApi({});
    renderAppPage(<PendingReportCard report={CORRECTION} />, { path: '/backoffice', route: '/backoffice' });
    expect(screen.getByText(`Correzione della versione 1: ${REASON}`)).toBeTruthy();
    cleanup();
    renderAppPage(<PendingReportCard report={makePendingReport()} />, {
      path: '/backoffice',
      route: '/backoffice',
    });
    expect(screen.queryByText(/Correzione della versione/)).toBeNull();
  });
});
