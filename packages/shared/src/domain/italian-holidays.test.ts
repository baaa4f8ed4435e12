import { describe, expect, it } from 'vitest';
import { easterSunday, isItalianNationalHoliday, italianNationalHolidays } from './italian-holidays';

describe('Italian national holidays', () => {
  it('put Easter on the known Sundays', () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2028)).toEqual({ month: 4, day: 16 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it('list the fixed days, Easter Monday and, from 2026, 4 October', () => {
    expect(italianNationalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-29',
      '2027-04-25',
      '2027-05-01',
      '2027-06-02',
      '2027-08-15',
      '2027-10-04',
      '2027-11-01',
      '2027-12-08',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect(italianNationalHolidays(2025)).not.toContain('2025-10-04');
    // Easter Monday falling on Liberation Day: one day, not two.
    expect(italianNationalHolidays(2011).filter((day) => day === '2011-04-25')).toHaveLength(1);
  });

  it('say which days are holidays', () => {
    expect(isItalianNationalHoliday('2026-12-08')).toBe(true);
    expect(isItalianNationalHoliday('2026-04-06')).toBe(true);
    expect(isItalianNationalHoliday('2026-12-07')).toBe(false);
  });
});
