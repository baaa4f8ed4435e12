import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExampleReportPage } from './example-report-page';
import { renderRoute } from './testing/render-route';

afterEach(cleanup);

function renderExample(name: string) {
  return renderRoute(<ExampleReportPage />, { path: `/report/example/${name}`, route: '/report/example/:uuid' });
}

describe('ExampleReportPage', () => {
  it('says the report is not available for a name without a sample file', async () => {
    renderExample('sconosciuto');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report non disponibile' })).toBeTruthy();
  });
});
