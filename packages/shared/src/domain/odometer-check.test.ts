import { describe, expect, it } from 'vitest';
import { checkOdometer, type OdometerReading } from './odometer-check';

const book = (date: string, km: number): OdometerReading => ({ source: 'service_book', date, km });
const revisione = (date: string, km: number): OdometerReading => ({ source: 'revisione', date, km });

describe('checkOdometer', () => {
  it('finds readings growing at a plausible pace, up to the odometer, coherent', () => {
    expect(
      checkOdometer({
        odometer: 48_250,
        inspectedOn: '2026-11-29',
        readings: [revisione('2024-09-10', 30_100), book('2022-09-20', 15_400), book('2026-10-07', 47_310)],
      }),
    ).toEqual({ verdict: 'coherent', evidence: [] });
  });

  it('says that no reading was available rather than calling the odometer coherent', () => {
    expect(checkOdometer({ odometer: 48_250, inspectedOn: '2026-11-29', readings: [] })).toEqual({
      verdict: 'no_readings',
      evidence: [],
    });
  });

  it('flags a reading lower than an earlier one, whatever the order they were typed in', () => {
    const check = checkOdometer({
      odometer: 212_340,
      inspectedOn: '2026-11-29',
      readings: [revisione('2024-03-12', 98_000), book('2023-06-05', 120_500), book('2025-05-02', 176_450)],
    });
    expect(check.verdict).toBe('to_verify');
    expect(check.evidence[0]).toBe(
      'La lettura del 12/3/2024 (Revisione) indica 98.000 km, meno dei 120.500 km letti il 5/6/2023 (Libretto di manutenzione): i chilometri non possono diminuire.',
    );
  });

  it('flags an odometer lower than the latest reading', () => {
    const check = checkOdometer({
      odometer: 90_000,
      inspectedOn: '2026-11-29',
      readings: [book('2025-06-05', 95_000)],
    });
    expect(check).toEqual({
      verdict: 'to_verify',
      evidence: [
        'Il contachilometri segna 90.000 km, meno dei 95.000 km letti il 5/6/2025 (Libretto di manutenzione).',
      ],
    });
  });

  it('flags more than 60.000 km a year between two readings', () => {
    const check = checkOdometer({
      odometer: 131_000,
      inspectedOn: '2026-11-29',
      readings: [book('2025-01-10', 40_000), revisione('2026-01-10', 130_000)],
    });
    expect(check).toEqual({
      verdict: 'to_verify',
      evidence: [
        'Tra il 10/1/2025 (Libretto di manutenzione) e il 10/1/2026 (Revisione) risultano 90.000 km, circa 90.000 km all’anno: più dei 60.000 km all’anno di un uso plausibile.',
      ],
    });
  });

  it('flags more than 60.000 km a year between the latest reading and the inspection', () => {
    const check = checkOdometer({
      odometer: 100_000,
      inspectedOn: '2026-11-29',
      readings: [book('2026-05-29', 40_000)],
    });
    expect(check.verdict).toBe('to_verify');
    expect(check.evidence).toEqual([
      'Tra il 29/5/2026 (Libretto di manutenzione) e l’ispezione del 29/11/2026 risultano 60.000 km, circa 119.000 km all’anno: più dei 60.000 km all’anno di un uso plausibile.',
    ]);
  });

  it('judges a span shorter than 30 days as 30 days: a long trip is not suspicious', () => {
    expect(
      checkOdometer({
        odometer: 44_500,
        inspectedOn: '2026-11-29',
        readings: [book('2026-11-19', 40_000)],
      }).verdict,
    ).toBe('coherent');
  });

  it('elides the article before the 8th and the 11th', () => {
    const check = checkOdometer({
      odometer: 60_000,
      inspectedOn: '2026-11-29',
      readings: [book('2024-03-08', 70_000), revisione('2025-05-11', 65_000)],
    });
    expect(check.evidence).toEqual([
      'La lettura dell’11/5/2025 (Revisione) indica 65.000 km, meno dei 70.000 km letti l’8/3/2024 (Libretto di manutenzione): i chilometri non possono diminuire.',
      'Il contachilometri segna 60.000 km, meno dei 65.000 km letti l’11/5/2025 (Revisione).',
    ]);
  });

  it('takes two readings of the same day in increasing km, and leaves the odometer out when unknown', () => {
    expect(
      checkOdometer({
        odometer: null,
        inspectedOn: '2026-11-29',
        readings: [book('2026-03-02', 41_020), revisione('2026-03-02', 41_000)],
      }),
    ).toEqual({ verdict: 'coherent', evidence: [] });
  });
});
