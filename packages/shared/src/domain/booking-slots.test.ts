import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_HOURS,
  freeSlots,
  type OpeningHours,
  openingHoursInForce,
  romeInstant,
  type SlotRules,
} from './booking-slots';
import { isItalianNationalHoliday } from './italian-holidays';

const rules: SlotRules = {
  openingHours: DEFAULT_OPENING_HOURS,
  slotMinutes: 60,
  minNoticeHours: 24,
  horizonDays: 30,
  closures: [],
};
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const dayOf = (days: ReturnType<typeof freeSlots>, date: string) => days.find((day) => day.date === date);

describe('openingHoursInForce', () => {
  it('gives a workshop without hours Monday to Friday, 8:30–12:30 and 14:00–18:00', () => {
    const day = [
      ['08:30', '12:30'],
      ['14:00', '18:00'],
    ];
    expect(openingHoursInForce({})).toEqual({ 1: day, 2: day, 3: day, 4: day, 5: day });
  });

  it('keeps the hours a workshop set, even a single day', () => {
    const saturdayOnly: OpeningHours = { 6: [['09:00', '12:00']] };
    expect(openingHoursInForce(saturdayOnly)).toBe(saturdayOnly);
  });
});

describe('freeSlots: opening hours', () => {
  // Friday 27 February 2026, 11:00 in Italy (winter time, UTC+1).
  const now = new Date('2026-02-27T10:00:00Z');

  it('offers the whole slots of each opening interval, in UTC, Monday to Friday', () => {
    const days = freeSlots(rules, now, []);
    expect(dayOf(days, '2026-03-02')?.slots.map((d) => d.toISOString())).toEqual([
      '2026-03-02T07:30:00.000Z',
      '2026-03-02T08:30:00.000Z',
      '2026-03-02T09:30:00.000Z',
      '2026-03-02T10:30:00.000Z',
      '2026-03-02T13:00:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T16:00:00.000Z',
    ]);
    expect(dayOf(days, '2026-02-28')).toBeUndefined();
    expect(dayOf(days, '2026-03-01')).toBeUndefined();
  });

  it('does not offer a slot that would end after closing time', () => {
    const days = freeSlots({ ...rules, openingHours: { '1': [['09:00', '11:30']] } }, now, []);
    expect(iso(dayOf(days, '2026-03-02')?.slots ?? [])).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
    ]);
  });

  it('keeps the minimum notice: nothing before now + 24 hours', () => {
    const days = freeSlots(rules, now, []);
    // Friday's slots are within the notice; Monday is the first day with slots.
    expect(days[0]?.date).toBe('2026-03-02');
    const tuesdayMorning = new Date('2026-03-03T09:15:00Z');
    const next = freeSlots(rules, tuesdayMorning, []);
    expect(next[0]?.date).toBe('2026-03-04');
    expect(next[0]?.slots[0]?.toISOString()).toBe('2026-03-04T09:30:00.000Z');
  });

  it('covers today and the following horizon days, no more', () => {
    const days = freeSlots({ ...rules, openingHours: { '1': [['09:00', '10:00']] } }, now, []);
    expect(days.map((day) => day.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
    const everyDay: OpeningHours = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['09:00', '10:00'] as const]]),
    );
    const fromMonday = freeSlots({ ...rules, openingHours: everyDay }, new Date('2026-03-02T06:00:00Z'), []);
    // Monday's 09:00 is within the notice; the 30th day after Monday 2 March is 1 April.
    expect(fromMonday[0]?.date).toBe('2026-03-03');
    expect(fromMonday.at(-1)?.date).toBe('2026-04-01');
    expect(fromMonday).toHaveLength(30);
  });

  it('hides taken slots and any slot a booking at another time overlaps', () => {
    const taken = [new Date('2026-03-02T07:30:00Z'), new Date('2026-03-02T14:15:00Z')];
    const monday = dayOf(freeSlots(rules, now, taken), '2026-03-02');
    expect(iso(monday?.slots ?? [])).toEqual([
      '2026-03-02T08:30:00.000Z',
      '2026-03-02T09:30:00.000Z',
      '2026-03-02T10:30:00.000Z',
      '2026-03-02T13:00:00.000Z',
      '2026-03-02T16:00:00.000Z',
    ]);
  });

  it('leaves out a day whose slots are all taken', () => {
    const oneSlot: SlotRules = { ...rules, openingHours: { '1': [['09:00', '10:00']] } };
    const days = freeSlots(oneSlot, now, [new Date('2026-03-02T08:00:00Z')]);
    expect(days[0]?.date).toBe('2026-03-09');
  });
});

describe('freeSlots: daylight saving time', () => {
  it('spring forward (Sunday 29 March 2026): 09:00 is 08:00Z before and 07:00Z after', () => {
    const days = freeSlots(rules, new Date('2026-03-20T12:00:00Z'), []);
    expect(dayOf(days, '2026-03-27')?.slots[1]?.toISOString()).toBe('2026-03-27T08:30:00.000Z');
    expect(dayOf(days, '2026-03-30')?.slots[1]?.toISOString()).toBe('2026-03-30T07:30:00.000Z');
    expect(dayOf(days, '2026-03-30')?.slots.at(-1)?.toISOString()).toBe('2026-03-30T15:00:00.000Z');
  });

  it('fall back (Sunday 25 October 2026): 09:00 is 07:00Z before and 08:00Z after', () => {
    const days = freeSlots(rules, new Date('2026-10-16T12:00:00Z'), []);
    expect(dayOf(days, '2026-10-23')?.slots[1]?.toISOString()).toBe('2026-10-23T07:30:00.000Z');
    expect(dayOf(days, '2026-10-26')?.slots[1]?.toISOString()).toBe('2026-10-26T08:30:00.000Z');
  });

  it('skips the hour that does not exist on the spring-forward night', () => {
    const night: SlotRules = { ...rules, openingHours: { '7': [['01:00', '04:00']] } };
    const sunday = dayOf(freeSlots(night, new Date('2026-03-20T12:00:00Z'), []), '2026-03-29');
    expect(iso(sunday?.slots ?? [])).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
  });

  it('offers the repeated hour of the fall-back night once, and groups by the Italian day', () => {
    const night: SlotRules = { ...rules, openingHours: { '7': [['00:00', '04:00']] } };
    const sunday = dayOf(freeSlots(night, new Date('2026-10-16T12:00:00Z'), []), '2026-10-25');
    expect(iso(sunday?.slots ?? [])).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });
});

describe('romeInstant', () => {
  it('reads Italian wall-clock times in winter and summer time', () => {
    expect(romeInstant(Date.UTC(2026, 0, 15, 9, 0))).toBe(Date.parse('2026-01-15T08:00:00Z'));
    expect(romeInstant(Date.UTC(2026, 6, 15, 9, 0))).toBe(Date.parse('2026-07-15T07:00:00Z'));
    expect(romeInstant(Date.UTC(2026, 2, 29, 2, 30))).toBeUndefined();
  });
});

describe('freeSlots: national holidays', () => {
  // Each a working day the default hours would open, over several years (docs/decisions/060-national-holidays.md).
  const holidays = [
    ['2026-11-20T08:00:00Z', '2026-12-08'], // Immacolata, a Tuesday
    ['2026-12-10T08:00:00Z', '2026-12-25'], // Natale, a Friday
    ['2027-03-20T08:00:00Z', '2027-03-29'], // Easter Monday
    ['2027-09-20T08:00:00Z', '2027-10-04'], // San Francesco, a Monday, national again from 2026
    ['2028-04-10T08:00:00Z', '2028-04-17'], // Easter Monday
    ['2028-05-25T08:00:00Z', '2028-06-02'], // Festa della Repubblica, a Friday
    ['2029-04-20T08:00:00Z', '2029-04-25'], // Liberazione, a Wednesday
    ['2030-04-15T08:00:00Z', '2030-04-22'], // Easter Monday
  ] as const;

  it.each(holidays)('from %s offers nothing on %s, and the working days around it', (now, holiday) => {
    const days = freeSlots(rules, new Date(now), []);
    expect(dayOf(days, holiday)).toBeUndefined();
    const next = new Date(Date.parse(`${holiday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const previous = new Date(Date.parse(`${holiday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const open = [previous, next].filter((date) => weekday(date) >= 1 && weekday(date) <= 5);
    expect(open.length).toBeGreaterThan(0);
    for (const date of open) {
      if (!isItalianNationalHoliday(date)) expect(dayOf(days, date)).toBeDefined();
    }
  });
});

describe('freeSlots: the workshop’s closures', () => {
  // Friday 31 July 2026, 10:00 in Italy: the horizon reaches 30 August.
  const now = new Date('2026-07-31T08:00:00Z');

  it('offers no day of a closed period, and the working days around it', () => {
    const days = freeSlots(
      { ...rules, closures: [{ kind: 'dates', from: '2026-08-10', to: '2026-08-21' }] },
      now,
      [],
    );
    for (const date of ['2026-08-10', '2026-08-14', '2026-08-21']) expect(dayOf(days, date)).toBeUndefined();
    expect(dayOf(days, '2026-08-07')).toBeDefined();
    expect(dayOf(days, '2026-08-24')).toBeDefined();
  });

  it('offers no yearly day, in any year', () => {
    const patron = { ...rules, closures: [{ kind: 'yearly', month: 12, day: 7 }] } satisfies SlotRules;
    for (const [from, year] of [
      ['2026-11-20T08:00:00Z', 2026],
      ['2027-11-20T08:00:00Z', 2027],
      ['2029-11-20T08:00:00Z', 2029],
    ] as const) {
      const days = freeSlots(patron, new Date(from), []);
      expect(dayOf(days, `${year}-12-07`)).toBeUndefined();
      expect(dayOf(days, `${year}-12-10`)).toBeDefined();
    }
  });
});
