import type { WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { groupByDay } from '../booking-days';
import type { UnsentWork } from '../offline/unsent-work';
import { BookingCard } from './booking-card';

/** Bookings under a heading per Italian calendar day ('Oggi', 'Domani', 'Lunedì 7 dicembre'). */
export function BookingDaysList({
  bookings,
  unsent,
  online,
  level = 2,
}: {
  bookings: readonly WorkshopBooking[];
  unsent: ReadonlyMap<string, UnsentWork>;
  online: boolean;
  /** The days' heading level: 3 inside a section of their own. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return groupByDay(bookings).map((day) => (
    <section key={day.date} className="booking-day" aria-labelledby={`day-${day.date}`}>
      <Heading id={`day-${day.date}`} className="h4 booking-day-title">
        {day.label}
      </Heading>
      <ul className="list-unstyled booking-day-list">
        {day.bookings.map((booking) => (
          <li key={booking.uuid}>
            <BookingCard
              booking={booking}
              unsent={unsent.get(booking.uuid)}
              online={online}
              level={level === 2 ? 3 : 4}
            />
          </li>
        ))}
      </ul>
    </section>
  ));
}
