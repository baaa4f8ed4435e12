import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import { describe, expect, it } from 'vitest';
import { buildDemoTimeline } from './demo-timeline';

const romeClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe('demo timeline', () => {
  // A Saturday evening in UTC that is already Sunday in Rome, a week before the end of summer time.
  const now = new Date('2026-10-17T22:30:00Z');
  const timeline = buildDemoTimeline(now);

  it('books the upcoming inspection on a weekday at 10:00 in Rome, about 5 days ahead', () => {
    expect(romeClock(timeline.booked.bookedAt)).toBe('Fri 10:00');
    expect(timeline.booked.bookedAt.toISOString()).toBe('2026-10-23T08:00:00.000Z');
  });

  it('has the car at the workshop now: booked this hour and checked in, by now', () => {
    expect(timeline.atWorkshop.bookedAt.toISOString()).toBe('2026-10-17T22:00:00.000Z');
    expect(timeline.atWorkshop.checkedInAt.toISOString()).toBe('2026-10-17T22:04:00.000Z');
    expect(timeline.atWorkshop.checkedInAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(timeline.awaiting.checkedInAt > timeline.awaiting.bookedAt).toBe(true);
    expect(timeline.awaiting.checkedInAt < timeline.awaiting.completedAt).toBe(true);
  });

  it('has the next car due within the half hour, on a quarter hour, its check-in already open', () => {
    expect(timeline.arriving.bookedAt.toISOString()).toBe('2026-10-17T22:45:00.000Z');
    const onTheQuarter = buildDemoTimeline(new Date('2026-10-17T22:45:00Z')).arriving.bookedAt;
    expect(onTheQuarter.toISOString()).toBe('2026-10-17T23:00:00.000Z');
    const justAfter = buildDemoTimeline(new Date('2026-10-17T22:45:01Z')).arriving.bookedAt;
    expect(justAfter.toISOString()).toBe('2026-10-17T23:15:00.000Z');
  });

  it('puts the past inspections on weekdays, before now, in story order', () => {
    expect(romeClock(timeline.awaiting.bookedAt)).toBe('Fri 11:00');
    expect(romeClock(timeline.approved.bookedAt)).toBe('Fri 09:00');
    const order = [
      timeline.approved.createdAt,
      timeline.approved.bookedAt,
      timeline.approved.completedAt,
      timeline.approved.approvedAt,
      timeline.purchase.createdAt,
      timeline.purchase.paidAt,
      timeline.awaiting.bookedAt,
      timeline.awaiting.completedAt,
      now,
    ].map((d) => d.getTime());
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives the purchase the access window of the rules from payment', () => {
    expect(timeline.purchase.accessUntil).toEqual(reportAccessUntil(timeline.purchase.paidAt));
  });
});
