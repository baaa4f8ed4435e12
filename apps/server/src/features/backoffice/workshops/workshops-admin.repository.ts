import type { WorkshopValues } from '@verificauto/shared/contracts/backoffice-admin';
import { type Queryable, queryOne } from '../../../db/db';

export interface AdminWorkshopRow {
  id: string;
  slug: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  email: string | null;
  latitude: number;
  longitude: number;
  opening_hours: unknown;
  slot_minutes: number;
  inspection_fee_cents: number;
  scheduling_url: string | null;
  active: boolean;
  updated_at: Date;
}

export interface WorkshopSummaryRow {
  id: string;
  name: string;
  city: string;
  province: string;
  active: boolean;
  scheduling_url: string | null;
  inspection_fee_cents: number;
  technicians: number;
}

export interface TechnicianRow {
  id: string;
  email: string;
  name: string;
  has_password: boolean;
  blocked: boolean;
}

/** A user as the technician rules need it. */
export interface AccountRow extends TechnicianRow {
  role: 'user' | 'technician' | 'backoffice';
  workshop_id: string | null;
  /** Purchases and inspections of the account's own: a customer, not a blank account. */
  own_orders: number;
}

const WORKSHOP_COLUMNS = `id, slug, name, address, postal_code, city, province, phone, email, latitude, longitude,
  opening_hours, slot_minutes, inspection_fee_cents, scheduling_url, active, updated_at`;

/**
 * By name, then town, a page after the workshop `before` (docs/decisions/072-backoffice-list-indexes.md);
 * `pattern` (lower-cased, LIKE wildcards escaped) is searched in the name and in the town, one at a time, as
 * workshops_search_idx holds them.
 */
export const listWorkshops = (db: Queryable, filter: { pattern?: string; before?: string }, limit: number) =>
  db.query<WorkshopSummaryRow>(
    `SELECT w.id, w.name, w.city, w.province, w.active, w.scheduling_url, w.inspection_fee_cents,
            (SELECT count(*)::int FROM users u WHERE u.workshop_id = w.id AND u.role = 'technician') AS technicians
       FROM workshops w
      WHERE ($1::text IS NULL OR lower(w.name || E'\\n' || w.city) LIKE $1)
        AND ($2::uuid IS NULL
             OR (lower(w.name), w.city, w.id) > (SELECT lower(b.name), b.city, b.id FROM workshops b WHERE b.id = $2))
      ORDER BY lower(w.name), w.city, w.id
      LIMIT ${Number(limit)}`,
    [filter.pattern ?? null, filter.before ?? null],
  );

export const findWorkshop = (db: Queryable, id: string, options: { forUpdate?: boolean } = {}) =>
  queryOne<AdminWorkshopRow>(
    db,
    `SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );

export const listTechnicians = (db: Queryable, workshopId: string) =>
  db.query<TechnicianRow>(
    `SELECT id, email, name, password_hash IS NOT NULL AS has_password, blocked_at IS NOT NULL AS blocked
       FROM users WHERE workshop_id = $1 AND role = 'technician'
      ORDER BY lower(name), lower(email)`,
    [workshopId],
  );

const valuesOf = (w: WorkshopValues) => [
  w.name,
  w.address,
  w.postal_code,
  w.city,
  w.province,
  w.phone,
  w.email,
  w.latitude,
  w.longitude,
  JSON.stringify(w.opening_hours),
  w.slot_minutes,
  w.inspection_fee_cents,
  w.scheduling_url,
  w.active,
];

/** Inserts the workshop unless the slug is taken (then undefined: try another). */
export const insertWorkshop = (db: Queryable, slug: string, w: WorkshopValues) =>
  queryOne<AdminWorkshopRow>(
    db,
    `INSERT INTO workshops (name, address, postal_code, city, province, phone, email, latitude, longitude,
                            opening_hours, slot_minutes, inspection_fee_cents, scheduling_url, active, slug)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15)
     ON CONFLICT (slug) DO NOTHING
     RETURNING ${WORKSHOP_COLUMNS}`,
    [...valuesOf(w), slug],
  );

export const updateWorkshop = (db: Queryable, id: string, w: WorkshopValues) =>
  queryOne<AdminWorkshopRow>(
    db,
    `UPDATE workshops SET name = $1, address = $2, postal_code = $3, city = $4, province = $5, phone = $6,
            email = $7, latitude = $8, longitude = $9, opening_hours = $10::jsonb, slot_minutes = $11,
            inspection_fee_cents = $12, scheduling_url = $13, active = $14, updated_at = now()
      WHERE id = $15
     RETURNING ${WORKSHOP_COLUMNS}`,
    [...valuesOf(w), id],
  );

/** The account of an e-mail, locked for the change of role. */
export const findAccountByEmail = (db: Queryable, email: string) =>
  queryOne<AccountRow>(
    db,
    `SELECT u.id, u.email, u.name, u.password_hash IS NOT NULL AS has_password,
            u.blocked_at IS NOT NULL AS blocked, u.role, u.workshop_id,
            (SELECT count(*)::int FROM purchases p WHERE p.buyer_id = u.id)
              + (SELECT count(*)::int FROM inspections i WHERE i.seller_id = u.id) AS own_orders
       FROM users u WHERE lower(u.email) = lower($1)
       FOR UPDATE OF u`,
    [email],
  );

export const findTechnician = (db: Queryable, workshopId: string, userId: string) =>
  queryOne<TechnicianRow>(
    db,
    `SELECT id, email, name, password_hash IS NOT NULL AS has_password, blocked_at IS NOT NULL AS blocked
       FROM users WHERE id = $1 AND workshop_id = $2 AND role = 'technician'
       FOR UPDATE`,
    [userId, workshopId],
  );

export async function makeTechnician(db: Queryable, userId: string, workshopId: string) {
  await db.query(`UPDATE users SET role = 'technician', workshop_id = $2, updated_at = now() WHERE id = $1`, [
    userId,
    workshopId,
  ]);
}

export async function makePlainUser(db: Queryable, userId: string) {
  await db.query(`UPDATE users SET role = 'user', workshop_id = NULL, updated_at = now() WHERE id = $1`, [
    userId,
  ]);
}

/** Signs the user out everywhere: the sessions' trigger tells every instance's cache. */
export async function endSessions(db: Queryable, userId: string) {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
