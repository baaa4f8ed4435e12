import type {
  ClosedDayBookings,
  ClosureInput,
  WorkshopClosure,
  WorkshopClosures,
} from '@verificauto/shared/contracts/workshop-closures';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { closureCovers, closureOfDay } from '@verificauto/shared/domain/workshop-closures';
import type { Db, Queryable } from '../../../db/db';
import { notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  type ClosureRow,
  deleteClosure,
  findClosureWorkshop,
  insertClosure,
  listAllClosures,
  listClosures,
  listUpcomingBookings,
  type UpcomingBookingRow,
} from './closures.repository';

const WORKSHOP_NOT_FOUND = 'Officina non trovata.';
const CLOSURE_NOT_FOUND = 'Chiusura non trovata: forse è già stata eliminata.';

/** The day of an appointment, in Italy. */
const dayOf = (booking: UpcomingBookingRow) => romeIsoDate(booking.booked_at);

const toClosure = (
  { workshop_id: _workshopId, ...closure }: ClosureRow,
  upcoming: readonly UpcomingBookingRow[],
): WorkshopClosure => ({
  ...closure,
  bookings: upcoming.filter((booking) => closureCovers(closure, dayOf(booking))).length,
});

/** The workshop a technician works for: their own, whatever they ask. */
export function ownWorkshopId(user: SessionUser): string {
  if (!user.workshopId) throw notFound(WORKSHOP_NOT_FOUND);
  return user.workshopId;
}

async function workshopOf(db: Queryable, workshopId: string, options: { forUpdate?: boolean } = {}) {
  const workshop = isUuid(workshopId) ? await findClosureWorkshop(db, workshopId, options) : undefined;
  if (!workshop) throw notFound(WORKSHOP_NOT_FOUND);
  return workshop;
}

/** GET …/closures: the workshop's closures not yet over, each with the bookings to come on its days. */
export async function listWorkshopClosures(
  db: Queryable,
  workshopId: string,
  now = new Date(),
): Promise<WorkshopClosures> {
  const workshop = await workshopOf(db, workshopId);
  const today = romeIsoDate(now);
  const closures = (await listClosures(db, workshop.id)).filter(
    (closure) => closure.kind === 'yearly' || closure.to >= today,
  );
  const upcoming = await listUpcomingBookings(db, now, workshop.id);
  return { workshop, closures: closures.map((closure) => toClosure(closure, upcoming)) };
}

/**
 * POST …/closures: adds the closure (audited). Its answer counts the bookings to come on its days, which
 * stay as they are: the back office finds them in its list and calls the sellers to move them.
 */
export async function addClosure(
  db: Db,
  actor: SessionUser,
  workshopId: string,
  input: ClosureInput,
  now = new Date(),
): Promise<{ closure: WorkshopClosure }> {
  return db.transaction(async (tx) => {
    const workshop = await workshopOf(tx, workshopId, { forUpdate: true });
    const closure = await insertClosure(tx, workshop.id, input);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'workshop.closure_added',
      entity: 'workshop',
      entityId: workshop.id,
      before: null,
      after: closure,
    });
    return { closure: toClosure(closure, await listUpcomingBookings(tx, now, workshop.id)) };
  });
}

/** DELETE …/closures/{closureId}: 404 for a closure that is not the workshop's. */
export async function removeClosure(
  db: Db,
  actor: SessionUser,
  workshopId: string,
  closureId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const workshop = await workshopOf(tx, workshopId, { forUpdate: true });
    const removed = isUuid(closureId) ? await deleteClosure(tx, workshop.id, closureId) : undefined;
    if (!removed) throw notFound(CLOSURE_NOT_FOUND);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'workshop.closure_removed',
      entity: 'workshop',
      entityId: workshop.id,
      before: removed,
      after: null,
    });
  });
}

const HOLIDAY_REASON = 'Festività nazionale';
const CLOSURE_REASON = 'Chiusura dell’officina';

/** Why a booking's day is closed, or undefined when its workshop is open that day. */
function closedReason(day: string, closures: readonly ClosureRow[]): string | undefined {
  const closure = closureOfDay(day, closures);
  if (closure === 'national_holiday') return HOLIDAY_REASON;
  return closure && (closure.note || CLOSURE_REASON);
}

function byWorkshop(closures: readonly ClosureRow[]): Map<string, ClosureRow[]> {
  const map = new Map<string, ClosureRow[]>();
  for (const closure of closures)
    map.set(closure.workshop_id, [...(map.get(closure.workshop_id) ?? []), closure]);
  return map;
}

/**
 * GET /api/backoffice/closed-day-bookings: the appointments to come on a day their workshop is closed (by
 * the rule of the slots: a national holiday or one of its closures), to move with the seller.
 */
export async function listClosedDayBookings(db: Queryable, now = new Date()): Promise<ClosedDayBookings> {
  const closuresByWorkshop = byWorkshop(await listAllClosures(db));
  const bookings: ClosedDayBookings['bookings'] = [];
  for (const booking of await listUpcomingBookings(db, now)) {
    const reason = closedReason(dayOf(booking), closuresByWorkshop.get(booking.workshop_id) ?? []);
    if (reason === undefined) continue;
    bookings.push({
      uuid: booking.id,
      booked_at: booking.booked_at.toISOString(),
      status: booking.status,
      car_license_plate: booking.car_license_plate,
      contact_name: booking.contact_name,
      contact_email: booking.contact_email,
      contact_phone: booking.contact_phone,
      workshop: {
        id: booking.workshop_id,
        name: booking.workshop_name,
        city: booking.workshop_city,
        phone: booking.workshop_phone,
      },
      reason,
    });
  }
  return { bookings };
}
