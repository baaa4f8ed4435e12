import { cleanup, render, screen, within } from '@testing-library/react';
import type { Report } from '@verificauto/shared/contracts/report';
import { afterEach, describe, expect, it } from 'vitest';
import { OdometerCheck } from './odometer-check';

afterEach(cleanup);

const READINGS: Report['odometer_readings'] = [
  { source: 'service_book', date: '2025-05-20', km: 80_100 },
  { source: 'revisione', date: '2024-05-12', km: 38_000 },
  { source: 'service_book', date: '2022-05-10', km: 41_000 },
];
const EVIDENCE =
  'La lettura del 12/5/2024 (Revisione) indica 38.000 km, meno dei 41.000 km letti il 10/5/2022 (Libretto di manutenzione): i chilometri non possono diminuire.';

describe('OdometerCheck', () => {
  it('says «Da verificare» in words, with the evidence and the readings by date', () => {
    render(
      <OdometerCheck
        report={{
          odometer_readings: READINGS,
          odometer_check: { verdict: 'to_verify', evidence: [EVIDENCE] },
        }}
      />,
    );
    expect(screen.getByText('Da verificare')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(EVIDENCE);
    const rows = within(screen.getByRole('table', { name: 'Letture del contachilometri' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'DataFonteKm',
      '10/5/2022Libretto di manutenzione41.000 km',
      '12/5/2024Revisione38.000 km',
      '20/5/2025Libretto di manutenzione80.100 km',
    ]);
  });

  it('says «Chilometraggio coerente» without evidence', () => {
    render(
      <OdometerCheck
        report={{
          odometer_readings: READINGS.slice(0, 1),
          odometer_check: { verdict: 'coherent', evidence: [] },
        }}
      />,
    );
    expect(screen.getByText('Chilometraggio coerente')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says that no reading was available rather than calling it coherent', () => {
    render(
      <OdometerCheck
        report={{ odometer_readings: [], odometer_check: { verdict: 'no_readings', evidence: [] } }}
      />,
    );
    expect(screen.getByText('Nessuna lettura da confrontare')).toBeTruthy();
    expect(screen.getByText(/il chilometraggio non è stato confrontato/)).toBeTruthy();
    expect(screen.queryByText('Chilometraggio coerente')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
