import { cleanup, render, screen, within } from '@testing-library/react';
import type { InspectionPreview } from '@verificauto/shared/contracts/report';
import { CHECKS_COUNT } from '@verificauto/shared/domain/checks-count';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportPreviewCard } from './report-preview-card';

afterEach(cleanup);

const preview: InspectionPreview = {
  verdict_datecompleted: '2026-01-16T12:00:00.000Z',
  brand: 'Volkswagen',
  model: 'Golf',
  main_image: null,
  year: 2019,
  odometer: 123456,
  inspected_at: '2026-01-15T09:00:00.000Z',
  workshop: { name: 'Autofficina Rossi', city: 'Milano' },
  score_overall: 3.93,
  severity_counts: { safety: 0, value: 0, cosmetic: 0 },
};

function renderCard(value: InspectionPreview = preview) {
  render(
    <MemoryRouter>
      <ReportPreviewCard preview={value} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: [value.brand, value.model].filter(Boolean).join(' ') });
}

/** The facts of the card, term → value. */
function facts(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

describe('ReportPreviewCard', () => {
  it("shows the spec's fields and what informs the purchase: inspection, workshop, checks, score", () => {
    const card = renderCard();
    expect(facts(card)).toEqual({
      Anno: '2019',
      Chilometraggio: '123.456 km',
      'Ispezione del': '15/1/2026',
      'Report redatto il': '16/1/2026',
      Officina: 'Autofficina Rossi, Milano',
      'Lista di controllo': `${CHECKS_COUNT} voci`,
      'Punteggio complessivo': '3,93 su 5',
    });
    expect(within(card).getByTestId('vehicle-placeholder')).toBeTruthy();
  });

  it('links to the example report, to show what the full report holds', () => {
    const card = renderCard();
    const link = within(card).getByRole('link', { name: 'Guarda un report di esempio' });
    expect(link.getAttribute('href')).toBe('/report/example/good');
  });

  it('leaves out what the report does not say yet', () => {
    const card = renderCard({ ...preview, inspected_at: null, score_overall: null, year: null });
    expect(Object.keys(facts(card))).toEqual([
      'Chilometraggio',
      'Report redatto il',
      'Officina',
      'Lista di controllo',
    ]);
  });
});
