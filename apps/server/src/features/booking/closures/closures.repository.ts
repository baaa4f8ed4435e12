import type { ClosureInput } from '@verificauto/shared/contracts/workshop-closures';
import type { ClosureRule } from '@verificauto/shared/domain/workshop-closures';
import { type Queryable, queryOne } from '../../../db/db';

/** A closure as the rule and the pages need it: `from`/`to` for a period, `month`/`day` for a yearly day. */
export type ClosureRow = ClosureRule & { id: string; workshop_id: string; note: string };

interface StoredClosure {
  id: string;
  workshop_id: string;
  kind: 'dates' | 'yearly';
  from: string | null;
  to: string | null;
  month: number | null;
  day: number | null;
  note: string;
}

const CLOSURE_COLUMNS = `id, workshop_id, kind, starts_on::text AS "from", ends_on::text AS "to", month, day, note`;

const toClosure = ({ kind, from, to, month, day, ...rest }: StoredClosure): ClosureRow =>
  kind === 'dates'
    ? { ...rest, kind, from: from ?? '', to: to ?? '' }
    : { ...rest, kind, month: month ?? 0, day: day ?? 0 };

/** The workshop's closures: the yearly days first (by month and day), then the periods by their start. */
export async function listClosures(db: Queryable, workshopId: string): Promise<ClosureRow[]> {
  const rows = await db.query<StoredClosure>(
    `SELECT ${CLOSURE_COLUMNS} FROM workshop_closures WHERE workshop_id = $1
      ORDER BY kind DESC, month, day, starts_on, ends_on, id`,
    [workshopId],
  );
  return rows.map(toClosure);
}

/** The closures of every workshop that has some. */
export async function listAllClosures(db: Queryable): Promise<ClosureRow[]> {
  return (await db.query<StoredClosure>(`SELECT ${CLOSURE_COLUMNS} FROM workshop_closures`)).map(toClosure);
}

export async function insertClosure(
  db: Queryable,
  workshopId: string,
  input: ClosureInput,
): Promise<ClosureRow> {
  const row = await queryOne<StoredClosure>(
    db,
    `INSERT INTO workshop_closures (workshop_id, kind, starts_on, ends_on, month, day, note)
     VALUES ($1, $2, $3::date, $4::date, $5, $6, $7)
     RETURNING ${CLOSURE_COLUMNS}`,
    [
      workshopId,
      input.kind,
      input.kind === 'dates' ? input.from : null,
      input.kind === 'dates' ? input.to : null,
      input.kind === 'yearly' ? input.month : null,
      input.kind === 'yearly' ? input.day : null,
      input.note,
    ],
  );
  if (!row) throw new Error('workshop_closures: insert returned no row');
  return toClosure(row);
}

/** Deletes the workshop's closure; undefined when the workshop has no closure of that id. */
export async function deleteClosure(
  db: Queryable,
  workshopId: string,
  closureId: string,
): Promise<ClosureRow | undefined> {
  const row = await queryOne<StoredClosure>(
    db,
    `DELETE FROM workshop_closures WHERE id = $1 AND workshop_id = $2 RETURNING ${CLOSURE_COLUMNS}`,
    [closureId, workshopId],
  );
  return row && toClosure(row);
}

export interface ClosureWorkshopRow {
  id: string;
  name: string;
  city: string;
}

export const findClosureWorkshop = (db: Queryable, id: string, options: { forUpdate?: boolean } = {}) =>
  queryOne<ClosureWorkshopRow>(
    db,
    `SELECT id, name, city FROM workshops WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );

export interface UpcomingBookingRow {
  id: string;
  booked_at: Date;
  status: 'booked' | 'awaiting_payment';
  car_license_plate: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  workshop_id: string;
  workshop_name: string;
  workshop_city: string;
  workshop_phone: string;
}

/**
 * The appointments to come (from `now`): booked, or a slot still held while its fee is paid; of one
 * workshop, or of all. Which of them fall on a closed day is the shared rule's to say, not SQL's.
 */
export function listUpcomingBookings(
  db: Queryable,
  now: Date,
  workshopId: string | null = null,
): Promise<UpcomingBookingRow[]> {
  return db.query<UpcomingBookingRow>(
    `SELECT i.id, i.booked_at, i.status, i.car_license_plate, i.contact_name, i.contact_email, i.contact_phone,
            w.id AS workshop_id, w.name AS workshop_name, w.city AS workshop_city, w.phone AS workshop_phone
       FROM inspections i JOIN workshops w ON w.id = i.workshop_id
      WHERE i.booked_at >= $1 AND ($2::uuid IS NULL OR i.workshop_id = $2)
        AND (i.status = 'booked' OR (i.status = 'awaiting_payment' AND i.hold_expires_at > $1))
      ORDER BY i.booked_at, i.id`,
    [now, workshopId],
  );
}
