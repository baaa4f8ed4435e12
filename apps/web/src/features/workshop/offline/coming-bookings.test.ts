import { WORKSHOP_BOOKINGS_WINDOW_DAYS, type WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { addCalendarDays, romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { describe, expect, it } from 'vitest';
import { bookingsToKeep, lastKeptDay } from './coming-bookings';

const booking = (uuid: string, bookedAt: string, draftState: WorkshopBooking['draft_state'] = 'none') =>
  ({
    uuid,
    booked_at: bookedAt,
    car_license_plate: 'AB123CD',
    contact_name: 'Mario Rossi',
    contact_email: 'mario@esempio.test',
    contact_phone: null,
    draft_state: draftState,
    returned_note: null,
    checked_in_at: null,
  }) satisfies WorkshopBooking;

describe('the bookings kept on the device', () => {
  it('reach the second working day after today, in Italy', () => {
    // Thursday 26 November 2026: Friday, then Monday.
    expect(lastKeptDay(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-30');
    // Friday evening in Italy, still Friday: Monday and Tuesday.
    expect(lastKeptDay(new Date('2026-11-27T22:30:00Z'))).toBe('2026-12-01');
    // Past midnight in Italy it is Saturday already, the same two days.
    expect(lastKeptDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-12-01');
    // Monday 7 December: the 8th is a national holiday (Immacolata).
    expect(lastKeptDay(new Date('2026-12-07T09:00:00Z'))).toBe('2026-12-10');
  });

  it('are today’s and those days’, plus every report still being written', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const kept = bookingsToKeep(
      [
        booking('yesterday', '2026-11-25T09:00:00Z'),
        booking('yesterday-editing', '2026-11-25T10:00:00Z', 'editing'),
        booking('today-early', '2026-11-26T07:00:00Z', 'submitted'),
        booking('today', '2026-11-26T15:00:00Z'),
        booking('monday-evening', '2026-11-30T17:30:00Z'),
        booking('tuesday', '2026-12-01T08:00:00Z'),
      ],
      now,
    );
    expect(kept.map((b) => b.uuid)).toEqual(['yesterday-editing', 'today-early', 'today', 'monday-evening']);
  });

  it('all fall in the week from today that the list loads, whatever the day and its holidays', () => {
    for (let day = Date.parse('2026-01-01T10:00:00Z'); day < Date.parse('2031-01-01'); day += 86_400_000) {
      const today = romeIsoDate(day);
      const last = lastKeptDay(new Date(day));
      expect(last <= addCalendarDays(today, WORKSHOP_BOOKINGS_WINDOW_DAYS - 1), today).toBe(true);
    }
  });
});
