import type { InspectorSlots } from '@verificauto/shared/contracts/booking';
import type {
  BookingCancelled,
  BookingMoved,
  ManagedBooking,
} from '@verificauto/shared/contracts/booking-manage';
import { bookingChangeDeadline } from '@verificauto/shared/domain/booking-change';
import { BOOKING_CHANGE_HOURS } from '@verificauto/shared/domain/business';
import { countOf } from '@verificauto/shared/domain/plural';
import type { Db, Queryable } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { ManageLinks } from '../../../lib/manage-link';
import { hashToken, isRandomToken } from '../../../lib/tokens';
import type { WithdrawalLinks } from '../../../lib/withdrawal-link';
import { bookingWithdrawalToken } from '../../../lib/withdrawal-offer';
import { workshopAddress } from '../appointment-event';
import { listFreeSlots } from '../booking.service';
import { type BookingSite, bookingCancellationEmail } from '../booking-emails';
import { scheduleBookingEmails } from '../booking-emails.job';
import {
  type BookedInspectionRow,
  findBookedInspection,
  releaseExpiredHold,
} from '../inspections.repository';
import {
  cancelInspection,
  findManageLink,
  findSignedManageLink,
  type ManageLinkRow,
  moveInspection,
} from './manage-booking.repository';

/** What a cancellation gives back, from the payments feature (wired in by app.ts, decision 035). */
export interface BookingCancellations {
  /** What cancelling now gives back to the card, in cents: the fee paid online, 0 when nothing was paid. */
  refundableCents(db: Queryable, inspectionId: string): Promise<number>;
  /** Queues that refund in the cancellation's transaction; what it gives back, in cents. */
  onCancelled(tx: Queryable, inspectionId: string): Promise<number>;
}

export interface ManageBookingDeps {
  db: Db;
  site: BookingSite;
  cancellations: BookingCancellations;
  withdrawalLinks: WithdrawalLinks;
  /** The signed links of the profile's cards, opened as the e-mails' links (decision 065). */
  manageLinks: ManageLinks;
}

type LinkDeps = Pick<ManageBookingDeps, 'manageLinks'>;

const gone = (code: string, message: string) => new AppError(410, code, message);

const slotUnavailable = () =>
  new AppError(409, 'slot_unavailable', 'Questo orario non è più disponibile: scegline un altro.');

const inspectionOf = async (db: Queryable, link: ManageLinkRow): Promise<BookedInspectionRow> => {
  const inspection = await findBookedInspection(db, link.inspectionId);
  if (!inspection) throw new Error(`inspection ${link.inspectionId} not found`);
  return inspection;
};

/** The link of an e-mail (a random token, stored as its hash) or of the profile's card (a signed one). */
function findLink(
  db: Queryable,
  { manageLinks }: LinkDeps,
  token: string,
  options: { forUpdate?: boolean },
): Promise<ManageLinkRow | undefined> {
  if (isRandomToken(token)) return findManageLink(db, hashToken(token), options);
  const signed = manageLinks.verify(token);
  return signed ? findSignedManageLink(db, signed, options) : Promise.resolve(undefined);
}

/**
 * The link's booking while the link still opens it: 404 for a token never issued; 410 once the booking
 * was cancelled, moved (a newer e-mail has the link of the new time) or its time has come.
 */
async function openLink(
  db: Queryable,
  deps: LinkDeps,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ManageLinkRow> {
  const link = await findLink(db, deps, token, options);
  if (!link) {
    throw new AppError(
      404,
      'manage_link_not_found',
      'Link non valido: controlla di aver copiato l’indirizzo completo dall’email di conferma.',
    );
  }
  if (link.status === 'cancelled') {
    throw gone('booking_cancelled', 'Questa prenotazione è stata annullata: il link non è più valido.');
  }
  if (link.linkSequence !== link.sequence) {
    throw gone(
      'manage_link_replaced',
      'Questo link non è più valido perché l’appuntamento è stato spostato: usa il link dell’ultima email di conferma.',
    );
  }
  if (link.status !== 'booked' || link.bookedAt.getTime() <= now.getTime()) {
    throw gone('booking_over', 'L’orario di questa ispezione è passato: il link non è più valido.');
  }
  return link;
}

/** As openLink, for a change of the appointment: before its deadline, and for a booking made here. */
async function openForChange(
  db: Queryable,
  deps: LinkDeps,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ManageLinkRow> {
  const link = await openLink(db, deps, token, now, options);
  if (link.schedulingSource === 'calendly') {
    throw new AppError(
      409,
      'booked_on_calendly',
      'Questa prenotazione è stata fatta sul calendario online dell’officina: spostala o annullala da lì.',
    );
  }
  if (now.getTime() >= bookingChangeDeadline(link.bookedAt).getTime()) {
    const { workshop } = await inspectionOf(db, link);
    throw new AppError(
      409,
      'change_deadline_passed',
      `Mancano meno di ${countOf(BOOKING_CHANGE_HOURS, 'ora', 'ore')} all’ispezione: non puoi più spostarla o annullarla online. Chiama l’officina al ${workshop.phone}.`,
    );
  }
  return link;
}

/**
 * GET /api/bookings/manage/{token}: the appointment, whether it can still be changed, what cancelling it
 * gives back (docs/product.md#refunds), and the withdrawal link while the period lasts
 * (docs/product.md#legal-withdrawal).
 */
export async function readManagedBooking(
  deps: Pick<ManageBookingDeps, 'db' | 'withdrawalLinks' | 'manageLinks' | 'cancellations'>,
  token: string,
  now = new Date(),
): Promise<ManagedBooking> {
  const { db, withdrawalLinks } = deps;
  const link = await openLink(db, deps, token, now);
  const inspection = await inspectionOf(db, link);
  const { workshop } = inspection;
  const deadline = bookingChangeDeadline(link.bookedAt);
  return {
    booked_at: link.bookedAt.toISOString(),
    car_license_plate: inspection.plate,
    workshop: {
      uuid: link.workshopId,
      name: workshop.name,
      address: workshopAddress(inspection),
      phone: workshop.phone,
    },
    can_change: now.getTime() < deadline.getTime(),
    change_deadline: deadline.toISOString(),
    scheduling:
      link.schedulingSource === 'calendly'
        ? {
            kind: 'calendly',
            cancel_url: link.calendly.cancelUrl,
            reschedule_url: link.calendly.rescheduleUrl,
          }
        : { kind: 'native' },
    refund_cents: await deps.cancellations.refundableCents(db, link.inspectionId),
    withdrawal_token: bookingWithdrawalToken(withdrawalLinks, inspection, now),
  };
}

/**
 * POST /api/bookings/manage/{token}/cancel: frees the slot and sends the cancellation with its calendar
 * file; the reminder finds the booking cancelled and sends nothing, and every link of it is dead. The
 * answer says what the queued refund gives back.
 */
export async function cancelBooking(
  deps: ManageBookingDeps,
  token: string,
  now = new Date(),
): Promise<BookingCancelled> {
  const refundCents = await deps.db.transaction(async (tx) => {
    const link = await openForChange(tx, deps, token, now, { forUpdate: true });
    await cancelBookedInspection(tx, link.inspectionId, deps.site, now);
    return deps.cancellations.onCancelled(tx, link.inspectionId);
  });
  return { status: 'cancelled', refund_cents: refundCents };
}

/**
 * Cancels a booked inspection in the caller's transaction: its slot is free again and the seller gets the
 * cancellation with its calendar file. Also the withdrawal function's cancellation (wired in by app.ts,
 * decision 056).
 */
export async function cancelBookedInspection(
  tx: Queryable,
  inspectionId: string,
  site: BookingSite,
  now = new Date(),
): Promise<void> {
  const inspection = await findBookedInspection(tx, inspectionId);
  if (!inspection) throw new Error(`inspection ${inspectionId} not found`);
  const sequence = await cancelInspection(tx, inspectionId);
  await enqueueMail(tx, bookingCancellationEmail(inspection, site, { sequence, now }));
}

const offers = (free: InspectorSlots, slot: Date) =>
  free.days.some((day) => day.slots.some((start) => new Date(start).getTime() === slot.getTime()));

/**
 * POST /api/bookings/manage/{token}/move: moves the booking to a free slot of its workshop. The listing is
 * checked first for a clear answer; the unique index inspections_slot_key decides between concurrent
 * requests for one slot. The move makes a new version of the appointment: its confirmation brings a new
 * link and calendar file, the old time's reminder finds nothing to send and the new time gets its own.
 */
export async function moveBooking(
  deps: ManageBookingDeps,
  token: string,
  slotTime: string,
  now = new Date(),
): Promise<BookingMoved> {
  const link = await openForChange(deps.db, deps, token, now);
  const slot = new Date(slotTime);
  if (!offers(await listFreeSlots(deps.db, link.workshopId, now), slot)) throw slotUnavailable();
  await deps.db.transaction(async (tx) => {
    const locked = await openForChange(tx, deps, token, now, { forUpdate: true });
    await releaseExpiredHold(tx, { workshopId: locked.workshopId, bookedAt: slot }, now);
    if (!(await moveInspection(tx, locked.inspectionId, slot))) throw slotUnavailable();
    await scheduleBookingEmails(tx, { id: locked.inspectionId, bookedAt: slot });
  });
  return { booked_at: slot.toISOString() };
}
