import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import { addDays, addMinutes, atRomeTime, type CalendarDate, romeDate, toWeekday } from '../lib/rome-time';

/** Every moment of the demo story, relative to the first start so that it always looks current. */
export interface DemoTimeline {
  accountsCreatedAt: Date;
  booked: { bookedAt: Date; createdAt: Date };
  /** The car at the workshop now, checked in (decision 051): the editor opens on it at once. */
  atWorkshop: { bookedAt: Date; createdAt: Date; checkedInAt: Date };
  /** The next car, due within the half hour and not yet arrived: its check-in is already open (decision 051). */
  arriving: { bookedAt: Date; createdAt: Date };
  awaiting: { bookedAt: Date; createdAt: Date; checkedInAt: Date; completedAt: Date; day: CalendarDate };
  approved: {
    bookedAt: Date;
    createdAt: Date;
    checkedInAt: Date;
    completedAt: Date;
    approvedAt: Date;
    day: CalendarDate;
  };
  purchase: { createdAt: Date; paidAt: Date; accessUntil: Date };
}

const DAY_MINUTES = 24 * 60;

export function buildDemoTimeline(now: Date): DemoTimeline {
  const today = romeDate(now);

  const bookedDay = toWeekday(addDays(today, 5), 1);
  const bookedAt = atRomeTime(bookedDay, '10:00');

  const awaitingDay = toWeekday(addDays(today, -2), -1);
  const awaitingBookedAt = atRomeTime(awaitingDay, '11:00');

  // This hour's appointment, its car arrived a few minutes after it began (or just now).
  const atWorkshopBookedAt = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const atWorkshopCheckedInAt = new Date(
    Math.min(addMinutes(atWorkshopBookedAt, 4).getTime(), now.getTime()),
  );

  // The first quarter hour at least 15 minutes ahead: the check-in (from 30 minutes before) is open now.
  const quarterHour = 15 * 60_000;
  const arrivingBookedAt = new Date(Math.ceil(now.getTime() / quarterHour) * quarterHour + quarterHour);

  const approvedDay = toWeekday(addDays(today, -14), -1);
  const approvedBookedAt = atRomeTime(approvedDay, '09:00');
  const approvedAt = atRomeTime(toWeekday(addDays(approvedDay, 1), 1), '10:15');
  const paidAt = addMinutes(approvedAt, 3 * DAY_MINUTES + 8 * 60 + 40);

  return {
    accountsCreatedAt: addMinutes(now, -60 * DAY_MINUTES),
    booked: { bookedAt, createdAt: addMinutes(now, -26 * 60) },
    atWorkshop: {
      bookedAt: atWorkshopBookedAt,
      createdAt: addMinutes(now, -3 * DAY_MINUTES),
      checkedInAt: atWorkshopCheckedInAt,
    },
    arriving: { bookedAt: arrivingBookedAt, createdAt: addMinutes(now, -2 * DAY_MINUTES) },
    awaiting: {
      day: awaitingDay,
      bookedAt: awaitingBookedAt,
      checkedInAt: addMinutes(awaitingBookedAt, 4),
      createdAt: addMinutes(awaitingBookedAt, -6 * DAY_MINUTES),
      completedAt: addMinutes(awaitingBookedAt, 4 * 60 + 20),
    },
    approved: {
      day: approvedDay,
      bookedAt: approvedBookedAt,
      checkedInAt: addMinutes(approvedBookedAt, -6),
      createdAt: addMinutes(approvedBookedAt, -8 * DAY_MINUTES),
      completedAt: addMinutes(approvedBookedAt, 5 * 60 + 10),
      approvedAt,
    },
    purchase: {
      createdAt: addMinutes(paidAt, -4),
      paidAt,
      accessUntil: reportAccessUntil(paidAt),
    },
  };
}
