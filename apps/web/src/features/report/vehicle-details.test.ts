import { describe, expect, it } from 'vitest';
import { makeInspectionReport } from './report.fixture';
import { vehicleDetails, vehicleTitle } from './vehicle-details';

describe('vehicleDetails', () => {
  it('labels the fields in Italian, formats dates and km, and leaves out empty values', () => {
    const { report } = makeInspectionReport();
    const now = new Date('2026-02-01T10:00:00.000Z');
    const details = Object.fromEntries(
      vehicleDetails({ ...report, colour: ' ' }, now).map((d) => [d.label, d.value]),
    );

    expect(details.Immatricolazione).toBe('marzo 2019');
    expect(details.Chilometraggio).toBe('123.456 km');
    expect(details['Scadenza revisione']).toBe('31/3/2027');
    expect(details['Ultimo tagliando']).toBe('10/11/2025');
    expect(details['Chilometri all’ultimo tagliando']).toBe('120.000 km');
    expect(details['Telaio (VIN)']).toBe('WVWZZZAUZKW000001');
    expect(details).not.toHaveProperty('Scadenza garanzia');
    expect(details).not.toHaveProperty('Colore carrozzeria');
  });

  it('marks an expiry date already past in Italy', () => {
    const report = { ...makeInspectionReport().report, warranty_expiry: '2026-01-31' };
    const warranty = (now: string) =>
      vehicleDetails(report, new Date(now)).find((d) => d.label === 'Scadenza garanzia')?.value;

    expect(warranty('2026-01-31T22:30:00.000Z')).toBe('31/1/2026');
    // 23:30 UTC on 31 January is already 1 February in Rome.
    expect(warranty('2026-01-31T23:30:00.000Z')).toBe('31/1/2026 (scaduta)');
  });

  it('shows the year alone without a month', () => {
    const { report } = makeInspectionReport();
    const details = vehicleDetails({ ...report, month: null });
    expect(details.find((d) => d.label === 'Immatricolazione')?.value).toBe('2019');
  });
});

describe('vehicleTitle', () => {
  it('joins brand, model, variant and year', () => {
    expect(vehicleTitle(makeInspectionReport().report)).toBe('Volkswagen Golf 1.5 TSI Life 2019');
    expect(vehicleTitle({ brand: null, model: null, variant: null, year: null })).toBe('Veicolo');
  });
});
