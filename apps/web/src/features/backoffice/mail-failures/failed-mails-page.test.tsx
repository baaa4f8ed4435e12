import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { FailedMailsPage } from './failed-mails-page';

const REJECTED = {
  id: '6f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e4f',
  to: 'casella.inesistente@example.com',
  subject: 'Il tuo report è pronto',
  template: 'report_approved',
  created_at: '2026-11-27T09:00:00.000Z',
  failed_at: '2026-11-27T09:00:05.000Z',
  failure: 'rejected',
  last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 User unknown",
  attempts: 1,
};
const EXHAUSTED = {
  ...REJECTED,
  id: '7f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e40',
  to: 'mario.rossi@example.com',
  subject: 'Conferma della prenotazione',
  failure: 'retries_exhausted',
  last_error: 'connect ECONNREFUSED 10.0.0.5:587',
  attempts: 81,
};
const PAGE = { path: '/backoffice/email-non-inviate', route: '/backoffice/email-non-inviate' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: e-mails not sent', () => {
  it('lists each e-mail with its recipient, the reason and the server’s answer', async () => {
    stubApi({
      'GET /api/backoffice/failed-mails': () => ({
        status: 200,
        body: { mails: [REJECTED, EXHAUSTED], next: null },
      }),
    });
    renderAppPage(<FailedMailsPage />, PAGE);

    const table = within(await screen.findByRole('table', { name: 'Email non inviate, dalla più recente' }));
    const row = within(table.getByText('Il tuo report è pronto').closest('tr') as HTMLElement);
    expect(row.getByText('a casella.inesistente@example.com')).toBeTruthy();
    expect(row.getByText('Indirizzo rifiutato dal server del destinatario')).toBeTruthy();
    expect(row.getByText(/550 5\.1\.1 User unknown/)).toBeTruthy();
    expect(row.getByText(/1 tentativo$/)).toBeTruthy();
    const other = within(table.getByText('Conferma della prenotazione').closest('tr') as HTMLElement);
    expect(other.getByText('Server di posta non raggiungibile dopo ripetuti tentativi')).toBeTruthy();
    expect(other.getByText(/81 tentativi$/)).toBeTruthy();
    expect(
      other.getByRole('button', {
        name: 'Invia di nuovo «Conferma della prenotazione» a mario.rossi@example.com',
      }),
    ).toBeTruthy();
  });

  it('says when there is nothing to send again', async () => {
    stubApi({ 'GET /api/backoffice/failed-mails': () => ({ status: 200, body: { mails: [], next: null } }) });
    renderAppPage(<FailedMailsPage />, PAGE);
    expect(await screen.findByText(/Nessuna email da inviare di nuovo/)).toBeTruthy();
  });

  it('queues an e-mail again once, the buttons disabled meanwhile, then confirms it', async () => {
    let queued = false;
    let answer: () => void = () => {};
    const fetchMock = stubApi({
      'GET /api/backoffice/failed-mails': () => ({
        status: 200,
        body: { mails: queued ? [EXHAUSTED] : [REJECTED, EXHAUSTED], next: null },
      }),
      [`POST /api/backoffice/failed-mails/${REJECTED.id}/resend`]: () =>
        new Promise((resolve) => {
          answer = () => {
            queued = true;
            resolve({ status: 200, body: { id: REJECTED.id, status: 'queued' } });
          };
        }),
    });
    renderAppPage(<FailedMailsPage />, PAGE);
    const button = await screen.findByRole('button', { name: /Invia di nuovo «Il tuo report è pronto»/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Invio…'));
    for (const each of screen.getAllByRole('button')) expect((each as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    answer();

    const notice = await screen.findByText(
      'L’email «Il tuo report è pronto» a casella.inesistente@example.com è di nuovo in coda e partirà a breve.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    await waitFor(() => expect(screen.queryByText('Il tuo report è pronto')).toBeNull());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('shows the server’s message when the e-mail can no longer be sent', async () => {
    stubApi({
      'GET /api/backoffice/failed-mails': () => ({ status: 200, body: { mails: [REJECTED], next: null } }),
      [`POST /api/backoffice/failed-mails/${REJECTED.id}/resend`]: () => ({
        status: 404,
        body: { code: 'not_found', message: 'Email non trovata: potrebbe essere già stata cancellata.' },
      }),
    });
    renderAppPage(<FailedMailsPage />, PAGE);
    fireEvent.click(await screen.findByRole('button', { name: /Invia di nuovo/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email non trovata: potrebbe essere già stata cancellata.',
    );
  });

  it("loads older failures with 'Carica altre', from where the page before ended", async () => {
    const NEXT = '2026-11-27T09:00:05.000000Z~6f0c2d1e-5b3a-4c1d-8e2f-9a0b1c2d3e4f';
    const fetchMock = stubApi({
      'GET /api/backoffice/failed-mails': ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get('before') === NEXT
            ? { mails: [EXHAUSTED], next: null }
            : { mails: [REJECTED], next: NEXT },
      }),
    });
    renderAppPage(<FailedMailsPage />, PAGE);
    expect(await screen.findByText('Il tuo report è pronto')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica altre' }));
    expect(await screen.findByText('Conferma della prenotazione')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/backoffice/failed-mails?${new URLSearchParams({ before: NEXT })}`,
    );
    expect(screen.getByText('Il tuo report è pronto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull();
  });
});
