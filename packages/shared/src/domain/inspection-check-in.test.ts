import { describe, expect, it } from 'vitest';
import { checkInOpensAt, formatAppointment, inspectionTimesText } from './inspection-check-in';

describe('inspection check-in', () => {
  it('opens 30 minutes before the appointment', () => {
    expect(checkInOpensAt('2026-12-01T08:30:00.000Z').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('names an appointment in Italian time, the hour without a leading zero', () => {
    expect(formatAppointment('2026-12-01T08:30:00.000Z')).toBe('1/12/2026 alle 9:30');
    expect(formatAppointment('2026-07-01T12:05:00.000Z')).toBe('1/7/2026 alle 14:05');
  });

  it('says when the inspection ran, across midnight too, and only the day without the end', () => {
    expect(inspectionTimesText('2026-12-01T08:32:00.000Z', '2026-12-01T09:41:00.000Z')).toBe(
      'Ispezione del 1/12/2026, dalle 9:32 alle 10:41',
    );
    expect(inspectionTimesText('2026-12-01T22:50:00.000Z', '2026-12-02T00:10:00.000Z')).toBe(
      'Ispezione dal 1/12/2026 alle 23:50 al 2/12/2026 alle 1:10',
    );
    expect(inspectionTimesText('2026-12-01T08:32:00.000Z', null)).toBe('Ispezione del 1/12/2026');
  });
});
