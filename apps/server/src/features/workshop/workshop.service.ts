import {
  type ReportDraft,
  VehicleDetailsSchema,
  WORKSHOP_BOOKINGS_WINDOW_DAYS,
  WORKSHOP_TO_COMPLETE_DAYS,
  type WorkshopBooking,
  type WorkshopBookings,
  type WorkshopBookingsQuery,
} from '@verificauto/shared/contracts/workshop';
import { romeInstant } from '@verificauto/shared/domain/booking-slots';
import { addCalendarDays, romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import type { Db, Queryable } from '../../db/db';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import { assertCheckedIn } from './check-in-rule';
import { type DraftContent, emptyContent } from './draft-content';
import { draftToDto } from './draft-dto';
import {
  type DraftRow,
  findDraft,
  findWorkshop,
  findWorkshopInspection,
  insertDraft,
  listWorkshopBookings,
  listWorkshopBookingsToComplete,
  type WorkshopBookingRow,
  type WorkshopInspectionRow,
} from './workshop.repository';

/** Stores an uploaded image as a photo (the photos feature, wired in by app.ts). */
export interface PhotoStore {
  store(db: Queryable, image: Buffer, device: { takenAt?: string }): Promise<{ id: string }>;
}

export interface WorkshopDeps {
  db: Db;
  photoUrlSecret: string;
  photos: PhotoStore;
}

const DAY_MS = 86_400_000;

const INSPECTION_NOT_FOUND = 'Ispezione non trovata.';
export const DRAFT_SUBMITTED = 'Il report è già stato inviato per l’approvazione.';
const DRAFT_APPROVED = 'Il report è già stato approvato e non si può più modificare.';

/** The instant an Italian calendar day begins (midnight is never a skipped or repeated hour in Italy). */
const romeDayStart = (date: string) => new Date(romeInstant(Date.parse(date)) ?? Date.parse(date));

const toBooking = (row: WorkshopBookingRow): WorkshopBooking => ({
  uuid: row.id,
  booked_at: row.booked_at.toISOString(),
  car_license_plate: row.car_license_plate,
  contact_name: row.contact_name,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  draft_state: row.draft_state,
  returned_note: row.returned_note,
  checked_in_at: row.checked_in_at?.toISOString() ?? null,
});

/**
 * GET /api/workshop/bookings: a week of the workshop's bookings and, with the week that holds today, the
 * earlier ones whose report is still to be written (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
 */
export async function listBookings(
  db: Queryable,
  user: SessionUser,
  query: WorkshopBookingsQuery,
  now = new Date(),
): Promise<WorkshopBookings> {
  const workshop = user.workshopId ? await findWorkshop(db, user.workshopId) : undefined;
  if (!user.workshopId || !workshop) throw notFound('Officina non trovata.');
  const today = romeIsoDate(now);
  const from = query.from ?? today;
  const to = addCalendarDays(from, WORKSHOP_BOOKINGS_WINDOW_DAYS - 1);
  const start = romeDayStart(from);
  const bookings = await listWorkshopBookings(
    db,
    user.workshopId,
    start,
    romeDayStart(addCalendarDays(to, 1)),
  );
  const holdsToday = from <= today && today <= to;
  const toComplete = holdsToday
    ? await listWorkshopBookingsToComplete(
        db,
        user.workshopId,
        new Date(now.getTime() - WORKSHOP_TO_COMPLETE_DAYS * DAY_MS),
        start,
      )
    : [];
  return { workshop, from, to, bookings: bookings.map(toBooking), to_complete: toComplete.map(toBooking) };
}

/**
 * The inspection when it is the technician's workshop's, booked or done: anything else (another workshop,
 * cancelled, unpaid, unknown) is the same 404, so that nobody learns of other workshops' bookings.
 */
export async function openInspection(
  db: Queryable,
  user: SessionUser,
  uuid: string,
): Promise<WorkshopInspectionRow> {
  const inspection =
    user.workshopId && isUuid(uuid) ? await findWorkshopInspection(db, uuid, user.workshopId) : undefined;
  if (!inspection) throw notFound(INSPECTION_NOT_FOUND);
  return inspection;
}

/** What the workshop knows before the editor opens: the plate it booked. */
function initialContent(inspection: WorkshopInspectionRow): DraftContent {
  const content = emptyContent();
  const plate = VehicleDetailsSchema.shape.plate_number.safeParse(inspection.car_license_plate);
  if (plate.success) content.details.plate_number = plate.data;
  return content;
}

/** The draft, created on first use; an inspection whose report exists already opens read-only. */
export async function ensureDraft(
  db: Queryable,
  inspection: WorkshopInspectionRow,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DraftRow> {
  const found = await findDraft(db, inspection.id, options);
  if (found) return found;
  const state = { none: 'editing', pending: 'submitted', approved: 'approved' } as const;
  await insertDraft(db, {
    inspectionId: inspection.id,
    content: initialContent(inspection),
    state: state[inspection.report_state],
    userId,
  });
  const created = await findDraft(db, inspection.id, options);
  if (!created) throw new Error(`draft of ${inspection.id} not created`);
  return created;
}

/** The draft locked for a change in `tx`: 409 before the car's check-in and once submitted or approved. */
export async function lockEditableDraft(
  tx: Queryable,
  inspection: WorkshopInspectionRow,
  userId: string,
): Promise<DraftRow> {
  const draft = await ensureDraft(tx, inspection, userId, { forUpdate: true });
  assertEditable(draft);
  assertCheckedIn(inspection, draft);
  return draft;
}

export function assertEditable(draft: Pick<DraftRow, 'state'>) {
  if (draft.state === 'submitted') throw new AppError(409, 'draft_submitted', DRAFT_SUBMITTED);
  if (draft.state === 'approved') throw new AppError(409, 'draft_approved', DRAFT_APPROVED);
}

/** GET /api/workshop/inspections/{uuid}/draft */
export async function readDraft(deps: WorkshopDeps, user: SessionUser, uuid: string): Promise<ReportDraft> {
  const inspection = await openInspection(deps.db, user, uuid);
  const draft = await ensureDraft(deps.db, inspection, user.id);
  return draftToDto(deps, inspection, draft);
}
