import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/test-utils';
import { ExampleReportPage } from './example-report-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderExample(name: string) {
  return renderRoute(<ExampleReportPage />, {
    path: `/report/example/${name}`,
    route: '/report/example/:uuid',
  });
}

describe('ExampleReportPage', () => {
  it.each(['good', 'bad'])('shows the %s sample without the server, as an example', async (name) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderExample(name);

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('complementary', { name: 'Report di esempio' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copia link' })).toBeNull();
    expect(screen.queryByText(/Report n\./)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the report is not available for a name without a sample file', async () => {
    renderExample('sconosciuto');

    expect(await screen.findByRole('heading', { level: 1, name: 'Report non disponibile' })).toBeTruthy();
  });
});
