import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminWorkshop,
  type AdminWorkshopList,
  type AdminWorkshopListQuery,
  isCalendlyLink,
  type WorkshopValues,
} from '@verificauto/shared/contracts/backoffice-admin';
import { OpeningHoursSchema } from '@verificauto/shared/contracts/booking';
import { DEFAULT_OPENING_HOURS, openingHoursInForce } from '@verificauto/shared/domain/booking-slots';
import type { Db, Queryable } from '../../../db/db';
import { AppError, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import { containsPattern } from '../../../lib/contains-pattern';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import { slugCandidates } from './workshop-slug';
import {
  type AdminWorkshopRow,
  findWorkshop,
  insertWorkshop,
  listTechnicians,
  listWorkshops,
  updateWorkshop,
} from './workshops-admin.repository';

const WORKSHOP_NOT_FOUND = 'Officina non trovata.';

/** A page of workshops by name, those whose name or town contains `q` when it is given. */
export async function listAdminWorkshops(
  db: Queryable,
  query: AdminWorkshopListQuery,
): Promise<AdminWorkshopList> {
  const rows = await listWorkshops(
    db,
    { pattern: containsPattern(query.q), before: query.before },
    ADMIN_LIST_PAGE_SIZE,
  );
  return {
    workshops: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      province: row.province,
      active: row.active,
      technicians: row.technicians,
      inspection_fee_cents: row.inspection_fee_cents,
      booking: row.scheduling_url !== null && isCalendlyLink(row.scheduling_url) ? 'calendly' : 'native',
    })),
  };
}

// The scheduler gives a workshop without hours the default ones: show what is in force.
const hoursInForce = (stored: unknown) => {
  const parsed = OpeningHoursSchema.safeParse(stored);
  return parsed.success ? openingHoursInForce(parsed.data) : DEFAULT_OPENING_HOURS;
};

/** The record the audit log keeps of a workshop. */
const auditedWorkshop = ({ updated_at: _updatedAt, ...row }: AdminWorkshopRow) => row;

async function toAdminWorkshop(db: Queryable, row: AdminWorkshopRow): Promise<AdminWorkshop> {
  const technicians = await listTechnicians(db, row.id);
  return {
    ...row,
    opening_hours: hoursInForce(row.opening_hours) as AdminWorkshop['opening_hours'],
    updated_at: new Date(row.updated_at).toISOString(),
    technicians,
  };
}

export async function readAdminWorkshop(db: Queryable, id: string): Promise<AdminWorkshop> {
  const row = isUuid(id) ? await findWorkshop(db, id) : undefined;
  if (!row) throw notFound(WORKSHOP_NOT_FOUND);
  return toAdminWorkshop(db, row);
}

/** A new workshop; its slug comes from the name and the city, numbered when taken. */
export async function createWorkshop(
  db: Db,
  actor: SessionUser,
  input: WorkshopValues,
): Promise<AdminWorkshop> {
  return db.transaction(async (tx) => {
    for (const slug of slugCandidates(input.name, input.city)) {
      const row = await insertWorkshop(tx, slug, input);
      if (!row) continue;
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'workshop.created',
        entity: 'workshop',
        entityId: row.id,
        before: null,
        after: auditedWorkshop(row),
      });
      return toAdminWorkshop(tx, row);
    }
    throw new AppError(409, 'slug_taken', 'Esistono già troppe officine con questo nome in questo comune.');
  });
}

export async function editWorkshop(
  db: Db,
  actor: SessionUser,
  id: string,
  input: WorkshopValues,
): Promise<AdminWorkshop> {
  if (!isUuid(id)) throw notFound(WORKSHOP_NOT_FOUND);
  return db.transaction(async (tx) => {
    const before = await findWorkshop(tx, id, { forUpdate: true });
    if (!before) throw notFound(WORKSHOP_NOT_FOUND);
    const after = await updateWorkshop(tx, id, input);
    if (!after) throw notFound(WORKSHOP_NOT_FOUND);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'workshop.updated',
      entity: 'workshop',
      entityId: id,
      before: auditedWorkshop(before),
      after: auditedWorkshop(after),
    });
    return toAdminWorkshop(tx, after);
  });
}
