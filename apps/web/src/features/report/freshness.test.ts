import { calendarDaysBetween } from '@verificauto/shared/domain/calendar-days';
import { describe, expect, it } from 'vitest';
import { accessLeftText, inspectionAgeText } from './freshness';

const NOW = Date.parse('2026-02-01T10:00:00.000Z');

describe('freshness', () => {
  it('counts calendar days in Italian time', () => {
    // 23:30 UTC on 31 January is already 1 February in Rome.
    expect(calendarDaysBetween('2026-01-31T23:30:00.000Z', NOW)).toBe(0);
    expect(calendarDaysBetween('2026-01-15T09:00:00.000Z', NOW)).toBe(17);
  });

  it('says how old the inspection is', () => {
    expect(inspectionAgeText('2026-01-15T09:00:00.000Z', null, NOW)).toBe(
      'Ispezione del 15/1/2026 (17 giorni fa)',
    );
    expect(inspectionAgeText('2026-01-31T09:00:00.000Z', null, NOW)).toBe('Ispezione del 31/1/2026 (ieri)');
    expect(inspectionAgeText('2026-02-01T08:00:00.000Z', null, NOW)).toBe('Ispezione del 1/2/2026 (oggi)');
  });

  it('gives the inspection’s times, from the check-in to the submission, in Italian time', () => {
    expect(inspectionAgeText('2026-01-31T08:32:00.000Z', '2026-01-31T09:41:00.000Z', NOW)).toBe(
      'Ispezione del 31/1/2026, dalle 9:32 alle 10:41 (ieri)',
    );
    expect(inspectionAgeText('2026-01-30T16:50:00.000Z', '2026-01-31T08:05:00.000Z', NOW)).toBe(
      'Ispezione dal 30/1/2026 alle 17:50 al 31/1/2026 alle 9:05 (2 giorni fa)',
    );
  });

  it('tells a buyer how long the access lasts', () => {
    expect(accessLeftText('2026-02-02T10:00:00.000Z', NOW)).toBe(
      'Accesso per altri 1 giorno, fino al 2/2/2026',
    );
    expect(accessLeftText('2026-07-31T10:00:00.000Z', NOW)).toBe(
      'Accesso per altri 180 giorni, fino al 31/7/2026',
    );
    expect(accessLeftText('2026-02-01T20:00:00.000Z', NOW)).toBe('Ultimo giorno di accesso: oggi, 1/2/2026');
    expect(accessLeftText('2026-01-30T10:00:00.000Z', NOW)).toBe('Accesso scaduto il 30/1/2026');
  });
});
