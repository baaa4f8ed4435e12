import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../testing/fake-api';
import { makeAuditEntry } from '../backoffice.fixture';
import { AUDIT_PAGE_SIZE } from './api/get-audit-log';
import { AuditLogPage } from './audit-log-page';

/** Entries with ids from `first` down, newest first as the server sends them. */
const page = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeAuditEntry(first - index));

function renderAuditLog(pages: Record<string, unknown[]>) {
  const fetchMock = stubApi({
    'GET /api/backoffice/audit': ({ url }) => ({
      status: 200,
      body: { entries: pages[url.searchParams.get('before') ?? 'first'] ?? [] },
    }),
  });
  renderAppPage(<AuditLogPage />, { path: '/backoffice/registro', route: '/backoffice/registro' });
  return fetchMock;
}

const entries = () =>
  within(screen.getByRole('list', { name: 'Voci del registro' })).getAllByRole('listitem');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: the audit log', () => {
  it('shows when, who, the action in Italian, the entity and the before/after on request', async () => {
    renderAuditLog({
      first: [
        makeAuditEntry(3, {
          action: 'user.blocked',
          entity: 'user',
          entity_id: 'u-7',
          before: null,
          after: { reason: 'Frode' },
        }),
        makeAuditEntry(2, { action: 'workshop.created', actor: null, before: null, after: null }),
        makeAuditEntry(1),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Registro delle attività' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Voci del registro' });
    const [blocked, other, approved] = entries();
    if (!blocked || !other || !approved) throw new Error('three entries expected');
    expect(within(blocked).getByText('Utente bloccato')).toBeTruthy();
    expect(within(blocked).getByText('Utente u-7')).toBeTruthy();
    expect(within(blocked).getByText('Giulia Verdi (ufficio@example.it)')).toBeTruthy();
    expect(within(blocked).getByText('5/3/2026 alle 16:30').getAttribute('datetime')).toBe(
      '2026-03-05T15:30:00.000Z',
    );
    const details = within(blocked).getByText('Prima e dopo').closest('details');
    expect(details?.open).toBe(false);
    expect(within(blocked).getByText(/"reason": "Frode"/)).toBeTruthy();
    // An action without an Italian name shows as written; no changes, nothing to expand.
    expect(within(other).getByText('workshop.created')).toBeTruthy();
    expect(within(other).getByText('Sistema')).toBeTruthy();
    expect(within(other).queryByText('Prima e dopo')).toBeNull();
    expect(within(approved).getByText('Report approvato')).toBeTruthy();
    // A short first page is the whole log.
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
  });

  it("loads older entries with 'Carica altri', asking for those before the last one shown", async () => {
    const fetchMock = renderAuditLog({ first: page(120, AUDIT_PAGE_SIZE), '71': page(70, 3) });
    fireEvent.click(await screen.findByRole('button', { name: 'Carica altri' }));
    await vi.waitFor(() => expect(entries()).toHaveLength(AUDIT_PAGE_SIZE + 3));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/backoffice/audit?before=71');
    expect(screen.queryByRole('button', { name: 'Carica altri' })).toBeNull();
  });

  it('says so when the log is empty', async () => {
    renderAuditLog({ first: [] });
    expect(await screen.findByText('Il registro è vuoto.')).toBeTruthy();
  });

  it('refuses another role', async () => {
    stubApi({
      'GET /api/backoffice/audit': () => ({
        status: 403,
        body: { message: 'Area riservata al back office.' },
      }),
    });
    renderAppPage(<AuditLogPage />, { path: '/backoffice/registro', route: '/backoffice/registro' });
    expect(await screen.findByRole('heading', { name: 'Accesso non consentito' })).toBeTruthy();
  });
});
