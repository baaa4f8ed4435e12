import { describe, expect, it } from 'vitest';
import { reportAccessUntil } from './report-access';

describe('reportAccessUntil', () => {
  it('ends the access 180 days of 24 hours after payment, across a change of summer time', () => {
    const paidAt = new Date('2026-01-15T10:30:00Z');
    expect(reportAccessUntil(paidAt).toISOString()).toBe('2026-07-14T10:30:00.000Z');
    expect(paidAt.toISOString()).toBe('2026-01-15T10:30:00.000Z');
  });
});
