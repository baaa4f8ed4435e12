import { cleanup, screen, within } from '@testing-library/react';
import type { ReportChanges } from '@verificauto/shared/contracts/backoffice-changes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppPage, stubApi } from '../../../../testing/fake-api';
import { CorrectionChanges } from './correction-changes';

const UUID = '3f1c2b9a-7d4e-4c1a-9b2e-5a6d7e8f9a0b';

function renderChanges(reply: { status: number; body: unknown }) {
  const fetchMock = stubApi({ [`GET /api/backoffice/reports/${UUID}/changes`]: () => reply });
  renderAppPage(<CorrectionChanges uuid={UUID} version={2} />, {
    path: `/backoffice/report/${UUID}`,
    route: '/backoffice/report/:uuid',
  });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('back office: what a correction changes', () => {
  it('lists each change with its value before and after', async () => {
    const body: ReportChanges = {
      version: 2,
      changes: [
        {
          section: 'verdict',
          field: 'verdict_overall',
          label: 'Giudizio complessivo',
          before: 'Buone condizioni.',
          after: 'Vernice da ritoccare.',
        },
        { section: 'items', field: 'ext_body_paint', label: 'Vernice', before: '4/5', after: '2/5' },
        {
          section: 'key_photos',
          field: 'wheel',
          label: 'Foto: Ruota',
          before: null,
          after: 'foto presente',
        },
      ],
    };
    renderChanges({ status: 200, body });
    const region = screen.getByRole('region', { name: 'Modifiche rispetto alla versione 2' });
    const rows = await within(region).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CosaPrimaDopo',
      'Giudizio complessivoBuone condizioni.Vernice da ritoccare.',
      'Vernice4/52/5',
      'Foto: Ruota—foto presente',
    ]);
    expect(within(region).getByRole('rowheader', { name: 'Vernice' })).toBeTruthy();
  });

  it('says when the correction changes nothing', async () => {
    renderChanges({ status: 200, body: { version: 2, changes: [] } });
    expect(await screen.findByText('Nessuna modifica rispetto alla versione pubblicata.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error when the list cannot be read', async () => {
    renderChanges({
      status: 409,
      body: {
        code: 'no_correction_awaiting',
        message: 'Non c’è una correzione di questo report in attesa di approvazione.',
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non c’è una correzione di questo report in attesa di approvazione.',
    );
  });
});
