import type {
  BookedInspection,
  BookingCreated,
  BookingRequestSchema,
  InspectorSlots,
} from '@verificauto/shared/contracts/booking';
import { FEE_HOLD_MINUTES } from '@verificauto/shared/domain/booking-slots';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import type { CustomerAccounts } from '../../lib/accounts-port';
import { AppError } from '../../lib/app-error';
import { isEmailBlocked } from '../../lib/blocked-email.repository';
import { newOwnerClaim } from '../../lib/owner-claim';
import type { SessionUser } from '../../lib/session-user';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import { bookingWithdrawalToken } from '../../lib/withdrawal-offer';
import { appointmentCalendarUrl } from './appointment-calendar.service';
import { workshopAddress } from './appointment-event';
import { listFreeSlots } from './booking.service';
import { askOwnerToConfirm } from './booking-claim.service';
import type { BookingSite } from './booking-emails';
import { scheduleBookingEmails } from './booking-emails.job';
import { assertCurrentRegulation } from './booking-regulation';
import {
  cancelHold,
  fillMissingPhone,
  findReceiptInspection,
  insertBookedInspection,
  type ReceiptInspection,
  releaseExpiredHold,
  renewHold,
} from './inspections.repository';
import { type BookingViewer, confirmationStatus, findReadableBooking } from './readable-booking';

type Booking = z.output<typeof BookingRequestSchema>;

/** The payments feature's fee order (decision 035), wired in by app.ts. */
export interface BookingFeeOrders {
  /** Opens the pending order of a held inspection's fee, in the booking's transaction. */
  openFeeOrder(
    tx: Queryable,
    order: { inspectionId: string; email: string; amountCents: number; regulationVersion: string },
  ): Promise<void>;
  /** The paid order of a booking its owner just confirmed joins their account, in the claim's transaction. */
  attachFeeOrder(tx: Queryable, inspectionId: string, buyerId: string): Promise<void>;
  /** Whether the held inspection's order went to the provider's payment page, which names the appointment. */
  isAtProvider(tx: Queryable, inspectionId: string): Promise<boolean>;
}

export interface BookingDeps {
  db: Db;
  site: BookingSite;
  /** The Regolamento in force; a booking made on an older page is refused. */
  regulation: { version: string };
  accounts: CustomerAccounts;
  fees: BookingFeeOrders;
}

const slotUnavailable = () =>
  new AppError(409, 'slot_unavailable', 'Questo orario non è più disponibile: scegline un altro.');

const confirmationUrl = (inspectionId: string) => `/booking/confirm/${inspectionId}`;
const feePaymentUrl = (inspectionId: string) => `/booking/pay/${inspectionId}`;

/** Who submits: the signed-in user, and the inspection whose receipt cookie the browser holds. */
export interface BookingBrowser {
  user: SessionUser | null;
  heldId: string | null;
}

const holdEnd = (now: Date) => new Date(now.getTime() + FEE_HOLD_MINUTES * 60_000);

/**
 * Whether a booking submitted again continues the hold its browser's receipt names: the same workshop at the
 * same fee, the same e-mail and Regolamento, still awaiting its payment. Once the order went to the
 * provider's payment page, which names the plate and the appointment, only while those stay the same
 * (docs/decisions/061-one-booking-per-browser.md).
 */
async function continuesHold(
  deps: BookingDeps,
  tx: Queryable,
  held: ReceiptInspection,
  booking: Booking,
  free: InspectorSlots,
): Promise<boolean> {
  if (
    held.status !== 'awaiting_payment' ||
    held.workshopId !== free.uuid ||
    held.feeCents !== free.fee_cents ||
    held.regulationVersion !== booking.regulation_version ||
    held.contactEmail.toLowerCase() !== booking.email.toLowerCase()
  ) {
    return false;
  }
  const sameAppointment =
    held.bookedAt.getTime() === new Date(booking.slot).getTime() && held.plate === booking.plate;
  return sameAppointment || !(await deps.fees.isAtProvider(tx, held.id));
}

/**
 * POST /api/inspections: books a free slot of the built-in scheduler. The listing is checked first for a
 * clear answer; the unique index inspections_slot_key decides between concurrent bookings of one slot.
 * One transaction holds the account (created unconfirmed when new), the inspection and its e-mails. At a
 * workshop with a fee the inspection holds the slot for FEE_HOLD_MINUTES instead, with the fee's pending
 * order, and the seller goes on to pay it; the payment books it and sends the e-mails (decision 035).
 * The booking keeps what the browser typed. Made with the e-mail of an account that existed before, by a
 * browser not signed in as it, it joins that account only once the address owner confirms it through the
 * e-mail queued here (docs/decisions/045-guest-bookings-and-existing-accounts.md). Submitted again by the
 * browser that holds a slot, it continues that hold and its order, or ends it (decision 061).
 */
export async function bookInspection(
  deps: BookingDeps,
  booking: Booking,
  browser: BookingBrowser,
  now = new Date(),
): Promise<BookingCreated> {
  assertCurrentRegulation(deps.regulation, booking.regulation_version);
  // Unknown workshops and those booked through Calendly get a 404 here.
  const free = await listFreeSlots(deps.db, booking.workshop_uuid, now, browser.heldId);
  const withFee = free.fee_cents > 0;
  const slot = new Date(booking.slot);
  const offered = free.days.some((day) =>
    day.slots.some((start) => new Date(start).getTime() === slot.getTime()),
  );
  if (!offered) throw slotUnavailable();
  if (await isEmailBlocked(deps.db, booking.email)) {
    throw new AppError(
      403,
      'account_blocked',
      'Con questo indirizzo email non è possibile prenotare. Per chiarimenti scrivi all’assistenza.',
    );
  }

  const inspectionId = await deps.db.transaction(async (tx) => {
    const held = browser.heldId ? await findReceiptInspection(tx, browser.heldId) : undefined;
    if (held && (await continuesHold(deps, tx, held, booking, free))) {
      await releaseExpiredHold(tx, { workshopId: free.uuid, bookedAt: slot, except: held.id }, now);
      const contact = { name: booking.name, email: booking.email, phone: booking.phone };
      const renewed = await renewHold(tx, held.id, {
        bookedAt: slot,
        holdExpiresAt: holdEnd(now),
        contact,
        plate: booking.plate,
      });
      if (!renewed) throw slotUnavailable();
      return held.id;
    }
    // One hold per browser: the one it leaves frees its slot.
    if (held?.status === 'awaiting_payment') await cancelHold(tx, held.id);
    const account = await deps.accounts.ensureAccountForEmail(tx, {
      email: booking.email,
      name: booking.name,
    });
    const ownBooking = account.created || browser.user?.id === account.id;
    const owner = ownBooking ? null : newOwnerClaim(now);
    await releaseExpiredHold(tx, { workshopId: free.uuid, bookedAt: slot }, now);
    const id = await insertBookedInspection(tx, {
      sellerId: account.id,
      contact: { name: booking.name, email: booking.email, phone: booking.phone },
      newAccount: account.created,
      claim: owner?.claim ?? null,
      workshopId: free.uuid,
      plate: booking.plate,
      bookedAt: slot,
      feeCents: free.fee_cents,
      regulationVersion: booking.regulation_version,
      ...(withFee ? { holdExpiresAt: holdEnd(now) } : {}),
    });
    if (!id) throw slotUnavailable();
    if (owner) await askOwnerToConfirm(tx, id, owner.token, deps.site);
    else await fillMissingPhone(tx, account.id, booking.phone);
    if (withFee) {
      await deps.fees.openFeeOrder(tx, {
        inspectionId: id,
        email: account.email,
        amountCents: free.fee_cents,
        regulationVersion: booking.regulation_version,
      });
      return id;
    }
    if (!account.confirmed) await deps.accounts.sendPasswordSetupEmail(tx, account);
    await scheduleBookingEmails(tx, { id, bookedAt: slot });
    return id;
  });
  return {
    inspection_uuid: inspectionId,
    redirect_url: withFee ? feePaymentUrl(inspectionId) : confirmationUrl(inspectionId),
  };
}

/**
 * GET /api/inspections/{uuid}: the booking confirmation, for the browser that booked (its receipt cookie),
 * the signed-in seller and the back office; anyone else, as for an unknown id, 404 — it shows a name and
 * an e-mail. The receipt shows back only what that browser typed, and says that a password e-mail comes
 * only when the booking created the account (decision 045). Whoever reads it gets the withdrawal link while
 * the period lasts (docs/product.md#legal-withdrawal), what was paid, where the workshop is and, while it
 * stands, the appointment's calendar file (docs/decisions/064-booking-confirmation-and-calendar.md).
 */
export async function readBookedInspection(
  db: Db,
  inspectionId: string,
  viewer: BookingViewer,
  withdrawalLinks: WithdrawalLinks,
): Promise<BookedInspection> {
  const { inspection, asAccount } = await findReadableBooking(db, inspectionId, viewer);
  const { workshop, contact } = inspection;
  const status = confirmationStatus(inspection.status);
  return {
    uuid: inspection.id,
    status,
    scheduling_source: inspection.schedulingSource,
    hold_expires_at:
      inspection.status === 'awaiting_payment' ? (inspection.holdExpiresAt?.toISOString() ?? null) : null,
    fee_cents: inspection.feeCents,
    amount_paid_cents: inspection.paidCents ?? 0,
    booked_at: inspection.bookedAt.toISOString(),
    car_license_plate: inspection.plate,
    user: asAccount
      ? inspection.user
      : { name: contact.name, email: contact.email, confirmed: !inspection.newAccount },
    awaiting_owner: inspection.awaitingOwner,
    workshop: {
      name: workshop.name,
      address: workshopAddress(inspection),
      phone: workshop.phone,
      latitude: workshop.latitude,
      longitude: workshop.longitude,
    },
    withdrawal_token: bookingWithdrawalToken(withdrawalLinks, inspection),
    calendar_url: status === 'booked' ? appointmentCalendarUrl(inspection.id) : null,
  };
}
