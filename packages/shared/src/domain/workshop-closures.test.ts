import { describe, expect, it } from 'vitest';
import {
  type ClosureRule,
  closureCovers,
  closureDayCount,
  closureOfDay,
  findClosure,
  isClosedDay,
  isDayOfMonth,
} from './workshop-closures';

const summer: ClosureRule = { kind: 'dates', from: '2026-08-10', to: '2026-08-24' };
const santAmbrogio: ClosureRule = { kind: 'yearly', month: 12, day: 7 };
const oneDay: ClosureRule = { kind: 'dates', from: '2026-03-13', to: '2026-03-13' };

describe('closureCovers', () => {
  it('covers each day of a period, both ends included, and none around it', () => {
    for (const date of ['2026-08-10', '2026-08-17', '2026-08-24'])
      expect(closureCovers(summer, date)).toBe(true);
    for (const date of ['2026-08-09', '2026-08-25', '2027-08-17'])
      expect(closureCovers(summer, date)).toBe(false);
  });

  it('covers a single day', () => {
    expect(closureCovers(oneDay, '2026-03-13')).toBe(true);
    expect(closureCovers(oneDay, '2026-03-12')).toBe(false);
  });

  it('covers a yearly day in every year, and not the days next to it', () => {
    for (const year of [2026, 2027, 2030, 2041])
      expect(closureCovers(santAmbrogio, `${year}-12-07`)).toBe(true);
    expect(closureCovers(santAmbrogio, '2026-12-06')).toBe(false);
    expect(closureCovers(santAmbrogio, '2026-07-12')).toBe(false);
  });
});

describe('isClosedDay', () => {
  it('closes national holidays whatever the closures, and the days of the closures', () => {
    expect(isClosedDay('2026-12-08', [])).toBe(true);
    expect(isClosedDay('2026-12-07', [])).toBe(false);
    expect(isClosedDay('2026-12-07', [santAmbrogio])).toBe(true);
    expect(isClosedDay('2026-08-12', [santAmbrogio, summer])).toBe(true);
    expect(isClosedDay('2026-08-25', [santAmbrogio, summer])).toBe(false);
  });

  it('names what closes the day: a national holiday first, else the closure that covers it', () => {
    expect(findClosure('2026-08-12', [santAmbrogio, summer])).toBe(summer);
    expect(closureOfDay('2026-08-12', [santAmbrogio, summer])).toBe(summer);
    expect(closureOfDay('2026-08-15', [santAmbrogio, summer])).toBe('national_holiday');
    expect(closureOfDay('2026-08-08', [santAmbrogio, summer])).toBeUndefined();
  });
});

describe('closure sizes', () => {
  it('counts the days of a period, both ends included, across the change of summer time', () => {
    expect(closureDayCount(oneDay)).toBe(1);
    expect(closureDayCount(summer)).toBe(15);
    expect(closureDayCount({ from: '2026-03-01', to: '2026-11-30' })).toBe(275);
    expect(closureDayCount({ from: '2027-01-01', to: '2028-01-01' })).toBe(366);
  });

  it('knows the days of each month, 29 February included', () => {
    expect(isDayOfMonth(2, 29)).toBe(true);
    expect(isDayOfMonth(2, 30)).toBe(false);
    expect(isDayOfMonth(4, 31)).toBe(false);
    expect(isDayOfMonth(12, 31)).toBe(true);
    expect(isDayOfMonth(6, 0)).toBe(false);
  });
});
