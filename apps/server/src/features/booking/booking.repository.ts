import { type Queryable, queryOne } from '../../db/db';

export interface WorkshopRow {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  latitude: number;
  longitude: number;
  scheduling_url: string | null;
  inspection_fee_cents: number;
}

export interface NearbyWorkshopRow extends WorkshopRow {
  /** Great-circle distance from the searched point, km. */
  distance: number;
}

/** Degrees; a box with the latitude and longitude ranges to search in. */
export interface SearchBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

// Haversine on a sphere of the Earth's mean radius (IUGG, 6371.0088 km); least() keeps rounding out of asin.
const DISTANCE_KM = `2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(latitude - $1::float8) / 2), 2)
    + cos(radians($1::float8)) * cos(radians(latitude)) * power(sin(radians(longitude - $2::float8) / 2), 2))))`;

const WORKSHOP_COLUMNS = `id, name, address, postal_code, city, province, phone, latitude, longitude, scheduling_url,
       inspection_fee_cents`;

const NEAREST_IN_BOX = `SELECT ${WORKSHOP_COLUMNS}, ${DISTANCE_KM} AS distance
   FROM workshops
  WHERE active AND latitude BETWEEN $3::float8 AND $4::float8 AND longitude BETWEEN $5::float8 AND $6::float8
  ORDER BY distance, id
  LIMIT $7`;

const NEAREST_ANYWHERE = `SELECT ${WORKSHOP_COLUMNS}, ${DISTANCE_KM} AS distance
   FROM workshops
  WHERE active
  ORDER BY distance, id
  LIMIT $3`;

/** The active workshops nearest to (lat, lng), within `box` when given (it uses workshops_location_idx). */
export function findNearestWorkshops(
  db: Queryable,
  point: { lat: number; lng: number },
  box: SearchBox | null,
  limit: number,
): Promise<NearbyWorkshopRow[]> {
  return box
    ? db.query<NearbyWorkshopRow>(
        NEAREST_IN_BOX,
        [point.lat, point.lng, box.minLat, box.maxLat, box.minLng, box.maxLng, limit],
        { prepare: 'booking.nearest_in_box' },
      )
    : db.query<NearbyWorkshopRow>(NEAREST_ANYWHERE, [point.lat, point.lng, limit], {
        prepare: 'booking.nearest_anywhere',
      });
}

export interface SchedulingRow {
  id: string;
  scheduling_url: string | null;
  opening_hours: unknown;
  slot_minutes: number;
  inspection_fee_cents: number;
}

/** An active workshop's scheduling settings. */
export function findActiveWorkshopScheduling(db: Queryable, id: string): Promise<SchedulingRow | undefined> {
  return queryOne<SchedulingRow>(
    db,
    `SELECT id, scheduling_url, opening_hours, slot_minutes, inspection_fee_cents
       FROM workshops WHERE id = $1 AND active`,
    [id],
  );
}

/** Start times in [from, to) of the workshop's booked inspections and of those held for a fee until after now. */
export async function findBookedStarts(
  db: Queryable,
  workshopId: string,
  range: { from: Date; to: Date; now: Date },
): Promise<Date[]> {
  const rows = await db.query<{ booked_at: Date }>(
    `SELECT booked_at FROM inspections
      WHERE workshop_id = $1 AND booked_at >= $2 AND booked_at < $3
        AND (status = 'booked' OR (status = 'awaiting_payment' AND hold_expires_at > $4))
      ORDER BY booked_at`,
    [workshopId, range.from, range.to, range.now],
  );
  return rows.map((row) => new Date(row.booked_at));
}
