import { describe, expect, it } from 'vitest';
import { isReportAccessActive, reportAccessUntil } from './report-access';

describe('reportAccessUntil', () => {
  it('ends the access 180 days of 24 hours after payment, across a change of summer time', () => {
    const paidAt = new Date('2026-01-15T10:30:00Z');
    expect(reportAccessUntil(paidAt).toISOString()).toBe('2026-07-14T10:30:00.000Z');
    expect(paidAt.toISOString()).toBe('2026-01-15T10:30:00.000Z');
  });
});

describe('isReportAccessActive', () => {
  const until = new Date('2026-07-14T10:30:00Z');

  it('is in force until the last millisecond before the end, and over at the end itself', () => {
    expect(isReportAccessActive(until, until.getTime() - 1)).toBe(true);
    expect(isReportAccessActive(until, until.getTime())).toBe(false);
    expect(isReportAccessActive(until, until.getTime() + 1)).toBe(false);
  });

  it('reads the end as a date, an ISO string or milliseconds alike', () => {
    const now = until.getTime() - 1;
    expect(isReportAccessActive(until.toISOString(), now)).toBe(true);
    expect(isReportAccessActive(until.getTime(), now)).toBe(true);
  });
});
