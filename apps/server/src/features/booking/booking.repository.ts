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

/** A box holding every point within `radiusKm` of the searched point. */
export interface SearchCircle {
  radiusKm: number;
  box: SearchBox;
}

// The nearest rows of the first circle whose box holds $8 of them all within its radius: the lateral
// subquery runs once per circle, in order, and the LIMIT stops at the first full one, so larger boxes are
// never read (any full circle holds the true nearest). After the last circle, a scan of all. One
// statement: one round trip, and a small plan for PGlite, which plans every statement anew.
const NEAREST = `SELECT * FROM (
    SELECT ${WORKSHOP_COLUMNS}, distance
      FROM unnest($3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[])
           AS circle (radius_km, min_lat, max_lat, min_lng, max_lng)
     CROSS JOIN LATERAL (
           SELECT *, count(*) OVER () AS found, max(distance) OVER () AS farthest FROM (
             SELECT ${WORKSHOP_COLUMNS}, ${DISTANCE_KM} AS distance
               FROM workshops
              WHERE active AND latitude BETWEEN circle.min_lat AND circle.max_lat
                AND longitude BETWEEN circle.min_lng AND circle.max_lng
              ORDER BY distance, id
              LIMIT $8) AS in_box) AS nearest
     WHERE found = $8 AND farthest <= circle.radius_km
    UNION ALL
    (SELECT ${WORKSHOP_COLUMNS}, ${DISTANCE_KM} AS distance
       FROM workshops
      WHERE active
      ORDER BY distance, id
      LIMIT $8)
    LIMIT $8) AS first_full
  ORDER BY distance, id`;

/**
 * The `limit` active workshops nearest to (lat, lng): those of the first circle that holds `limit` of them
 * (its box uses workshops_location_idx), or of a scan of all when none does.
 */
export function findNearestWorkshops(
  db: Queryable,
  point: { lat: number; lng: number },
  circles: readonly SearchCircle[],
  limit: number,
): Promise<NearbyWorkshopRow[]> {
  const column = (pick: (circle: SearchCircle) => number) => circles.map(pick);
  return db.query<NearbyWorkshopRow>(
    NEAREST,
    [
      point.lat,
      point.lng,
      column((c) => c.radiusKm),
      column((c) => c.box.minLat),
      column((c) => c.box.maxLat),
      column((c) => c.box.minLng),
      column((c) => c.box.maxLng),
      limit,
    ],
    { prepare: 'booking.nearest' },
  );
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

/**
 * Start times in [from, to) of the workshop's booked inspections and of those held for a fee until after now,
 * but for `ownHold`, the hold of the browser asking.
 */
export async function findBookedStarts(
  db: Queryable,
  workshopId: string,
  range: { from: Date; to: Date; now: Date; ownHold: string | null },
): Promise<Date[]> {
  const rows = await db.query<{ booked_at: Date }>(
    `SELECT booked_at FROM inspections
      WHERE workshop_id = $1 AND booked_at >= $2 AND booked_at < $3
        AND (status = 'booked'
             OR (status = 'awaiting_payment' AND hold_expires_at > $4 AND id IS DISTINCT FROM $5::uuid))
      ORDER BY booked_at`,
    [workshopId, range.from, range.to, range.now, range.ownHold],
  );
  return rows.map((row) => new Date(row.booked_at));
}

/** The lowest fee of the workshops a seller can book, and the lowest above zero (decision 063). */
export async function findActiveWorkshopFees(
  db: Queryable,
  timeoutMs: number,
): Promise<{ lowest: number | null; lowest_paid: number | null }> {
  const row = await queryOne<{ lowest: number | null; lowest_paid: number | null }>(
    db,
    `SELECT min(inspection_fee_cents) AS lowest,
            min(inspection_fee_cents) FILTER (WHERE inspection_fee_cents > 0) AS lowest_paid
       FROM workshops WHERE active`,
    [],
    { prepare: 'booking.active-fees', timeoutMs },
  );
  return row ?? { lowest: null, lowest_paid: null };
}
