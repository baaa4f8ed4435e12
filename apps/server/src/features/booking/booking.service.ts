import {
  type BookingKind,
  INSPECTORS_LIMIT,
  type Inspector,
  type InspectorSlots,
  OpeningHoursSchema,
} from '@verificauto/shared/contracts/booking';
import {
  BOOKING_HORIZON_DAYS,
  freeSlots,
  type OpeningHours,
  openingHoursInForce,
} from '@verificauto/shared/domain/booking-slots';
import { BOOKING_CHANGE_HOURS } from '@verificauto/shared/domain/business';
import { workshopAddressLine } from '@verificauto/shared/domain/workshop-address';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import {
  findActiveWorkshopScheduling,
  findBookedStarts,
  findNearestWorkshops,
  type NearbyWorkshopRow,
  type SearchCircle,
} from './booking.repository';
import { listClosures } from './closures/closures.repository';
import { searchBoxAround } from './search-box';

/**
 * Circles tried in turn, in one query, before searching everywhere
 * (docs/decisions/034-booking-search-and-slots.md). A circle that falls short costs only the rows of its
 * box, so the steps are small where workshops are dense: a town that 10 km does not serve reads a 20 or
 * 30 km box instead of the 50 km one (~1,200 rows around Milan). 200, 300 and 600 km cover the sparse
 * inland and the small islands (Lampedusa), so that only a nearly empty network is scanned whole.
 */
export const SEARCH_RADII_KM = [10, 20, 30, 50, 100, 200, 300, 600] as const;
/**
 * A new booking can always still be moved or cancelled (BOOKING_CHANGE_HOURS) and always gets its reminder
 * 24 hours before (REMINDER_HOURS_BEFORE), so the same notice is the minimum for booking.
 */
const BOOKING_MIN_NOTICE_HOURS = BOOKING_CHANGE_HOURS;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const isCalendlyLink = (url: string) => {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && (hostname === 'calendly.com' || hostname.endsWith('.calendly.com'));
  } catch {
    return false;
  }
};

/** Calendly links get Calendly's widget; every other workshop the built-in scheduler. */
export const bookingKind = (schedulingUrl: string | null): BookingKind =>
  schedulingUrl !== null && isCalendlyLink(schedulingUrl) ? 'calendly' : 'native';

const toInspector = (row: NearbyWorkshopRow): Inspector => ({
  uuid: row.id,
  name: row.name,
  address: workshopAddressLine({
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    province: row.province,
  }),
  phone: row.phone,
  distance: Math.round(row.distance * 100) / 100,
  latitude: row.latitude,
  longitude: row.longitude,
  url: row.scheduling_url,
  booking: bookingKind(row.scheduling_url),
  fee_cents: row.inspection_fee_cents,
});

/**
 * The active workshops nearest to the point. A circle is enough once its box holds a full page of
 * workshops all within its radius: any workshop outside the box is farther than that.
 */
export async function findInspectors(
  db: Queryable,
  point: { lat: number; lng: number },
): Promise<Inspector[]> {
  const circles: SearchCircle[] = [];
  for (const radiusKm of SEARCH_RADII_KM) {
    const box = searchBoxAround(point, radiusKm);
    if (!box) break;
    circles.push({ radiusKm, box });
  }
  return (await findNearestWorkshops(db, point, circles, INSPECTORS_LIMIT)).map(toInspector);
}

const openingHoursOf = (stored: unknown, workshopId: string): OpeningHours => {
  const parsed = OpeningHoursSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`workshop ${workshopId}: invalid opening_hours`);
  return openingHoursInForce(parsed.data);
};

/**
 * The free slots of a workshop on the built-in scheduler, from now to the booking horizon; `ownHold`, the
 * inspection whose receipt the browser holds, does not take its slot from that browser
 * (docs/decisions/061-one-booking-per-browser.md).
 */
export async function listFreeSlots(
  db: Queryable,
  uuid: string,
  now = new Date(),
  ownHold: string | null = null,
): Promise<InspectorSlots> {
  const workshop = isUuid(uuid) ? await findActiveWorkshopScheduling(db, uuid) : undefined;
  if (!workshop || bookingKind(workshop.scheduling_url) !== 'native') {
    throw notFound('Officina non trovata o non prenotabile da qui.');
  }
  const slotMs = workshop.slot_minutes * 60_000;
  // A booking that started up to one slot earlier still overlaps the first slot; the last day offered ends
  // less than two days after now + horizon.
  const closures = await listClosures(db, workshop.id);
  const taken = await findBookedStarts(db, workshop.id, {
    from: new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * HOUR_MS - slotMs),
    to: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * DAY_MS),
    now,
    ownHold,
  });
  const days = freeSlots(
    {
      openingHours: openingHoursOf(workshop.opening_hours, workshop.id),
      slotMinutes: workshop.slot_minutes,
      minNoticeHours: BOOKING_MIN_NOTICE_HOURS,
      horizonDays: BOOKING_HORIZON_DAYS,
      closures,
    },
    now,
    taken,
  );
  return {
    uuid: workshop.id,
    slot_minutes: workshop.slot_minutes,
    fee_cents: workshop.inspection_fee_cents,
    days: days.map((day) => ({ date: day.date, slots: day.slots.map((slot) => slot.toISOString()) })),
  };
}
