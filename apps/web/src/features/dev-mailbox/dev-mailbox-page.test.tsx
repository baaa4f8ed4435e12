import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MailboxItem, MailboxMessage } from '@verificauto/shared/contracts/dev-mailbox';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DevMailboxPage } from './dev-mailbox-page';

const RESET_URL =
  'http://localhost:3000/reset-password/2b0e8f7c-8d6a-4c39-9a57-1f0e3c6d2a11/Tok3n_di-prova_123456';

const item: MailboxItem = {
  id: '7d1f3c52-4a9e-4a3b-9a43-0c3c7a4f2e10',
  to: 'mario.rossi@example.com',
  subject: 'Reimposta la password',
  template: 'password_reset',
  status: 'sent',
  created_at: '2026-03-02T09:05:00.000Z',
  sent_at: '2026-03-02T09:05:01.000Z',
};

const message: MailboxMessage = {
  ...item,
  html: `<p><a href="${RESET_URL}">Reimposta la password</a></p>`,
  text: `Ciao Mario,\n\nReimposta la password: ${RESET_URL}\n\nIl link vale 24 ore.`,
  attempts: 1,
  last_error: null,
  attachments: [],
};

let answers: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[url];
      if (!answer) throw new Error(`Chiamata inattesa: ${url}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMailbox(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dev/mailbox" element={<DevMailboxPage />} />
          <Route path="/dev/mailbox/:id" element={<DevMailboxPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dev mailbox', () => {
  it('lists the e-mails with subject, recipient, date and template, each a link to the message', async () => {
    answers = {
      '/dev/api/mailbox': { status: 200, body: { messages: [item] } },
      [`/dev/api/mailbox/${item.id}`]: { status: 200, body: message },
    };
    renderMailbox('/dev/mailbox');

    expect(screen.getByRole('status').textContent).toBe('Caricamento…');
    const link = await screen.findByRole('link', { name: /mario\.rossi@example\.com/ });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casella email di sviluppo');
    expect(link.textContent).toContain('Reimposta la password');
    expect(link.textContent).toContain('2/3/2026 alle 10:05');
    expect(link.textContent).toContain('password_reset');
    expect(link.textContent).toContain('Inviata');

    fireEvent.click(link);
    const resetLink = await screen.findByRole('link', { name: RESET_URL });
    expect(resetLink.getAttribute('href')).toBe(RESET_URL);
    expect(resetLink.getAttribute('target')).toBe('_self');
  });

  it('says so when there is no e-mail yet', async () => {
    answers = { '/dev/api/mailbox': { status: 200, body: { messages: [] } } };
    renderMailbox('/dev/mailbox');
    expect(await screen.findByText('Nessuna email inviata finora.')).toBeTruthy();
  });

  it('shows a message: text with working links, HTML in a sandboxed frame from the server', async () => {
    answers = { [`/dev/api/mailbox/${item.id}`]: { status: 200, body: message } };
    renderMailbox(`/dev/mailbox/${item.id}`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reimposta la password');
    const frame = screen.getByTitle('Versione HTML: Reimposta la password');
    expect(frame.getAttribute('src')).toBe(`/dev/api/mailbox/${item.id}/html`);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(screen.getByText(/Il link vale 24 ore\./).textContent).toContain('Ciao Mario,');
    expect(screen.getByRole('link', { name: RESET_URL }).getAttribute('href')).toBe(RESET_URL);
    expect(screen.getByRole('link', { name: /Tutte le email/ }).getAttribute('href')).toBe('/dev/mailbox');
    expect(screen.queryByRole('heading', { name: /Allegati/ })).toBeNull();
  });

  it('offers the attachments as downloads, with name, type and size', async () => {
    answers = {
      [`/dev/api/mailbox/${item.id}`]: {
        status: 200,
        body: {
          ...message,
          attachments: [
            {
              filename: 'fattura-2026-0042.pdf',
              content_type: 'application/pdf',
              size: 48_230,
              url: `/dev/api/mailbox/${item.id}/attachments/0`,
            },
            {
              filename: 'Modulo di recesso.pdf',
              content_type: 'application/pdf',
              size: 512,
              url: `/dev/api/mailbox/${item.id}/attachments/1`,
            },
          ],
        },
      },
    };
    renderMailbox(`/dev/mailbox/${item.id}`);

    await screen.findByRole('heading', { level: 2, name: 'Allegati (2)' });
    const invoice = screen.getByRole('link', { name: 'Scarica fattura-2026-0042.pdf' });
    expect(invoice.getAttribute('href')).toBe(`/dev/api/mailbox/${item.id}/attachments/0`);
    expect(invoice.closest('li')?.textContent).toContain('application/pdf · 47,1 kB');
    const form = screen.getByRole('link', { name: 'Scarica Modulo di recesso.pdf' });
    expect(form.getAttribute('href')).toBe(`/dev/api/mailbox/${item.id}/attachments/1`);
    expect(form.closest('li')?.textContent).toContain('512 byte');
  });

  it('shows the server error in an alert', async () => {
    answers = {
      '/dev/api/mailbox/sconosciuto': {
        status: 404,
        body: { code: 'not_found', message: 'Messaggio non trovato.' },
      },
    };
    renderMailbox('/dev/mailbox/sconosciuto');
    expect((await screen.findByRole('alert')).textContent).toBe('Messaggio non trovato.');
  });
});
