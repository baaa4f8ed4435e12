import { workshopAddressLine } from '@verificauto/shared/domain/workshop-address';
import type { Queryable } from '../../db/db';
import type { FeeBooking, FeeBookings } from '../../lib/fee-bookings';
import { scheduleBookingEmails } from './booking-emails.job';
import {
  type BookedInspectionRow,
  bookHeldInspection,
  cancelHold,
  findBookedInspection,
} from './inspections.repository';

const toFeeBooking = (inspection: BookedInspectionRow): FeeBooking => {
  const { workshop } = inspection;
  return {
    id: inspection.id,
    sellerId: inspection.sellerId,
    status: inspection.status,
    holdExpiresAt: inspection.holdExpiresAt,
    bookedAt: inspection.bookedAt,
    createdAt: inspection.createdAt,
    plate: inspection.plate,
    feeCents: inspection.feeCents,
    user: { name: inspection.user.name, email: inspection.user.email },
    contact: { name: inspection.contact.name, email: inspection.contact.email },
    awaitingOwner: inspection.awaitingOwner,
    newAccount: inspection.newAccount,
    workshop: {
      name: workshop.name,
      address: workshopAddressLine(workshop),
      phone: workshop.phone,
    },
  };
};

/** Reads the booking, books it once paid, releases its slot when the payment will not come. */
export const feeBookings: FeeBookings = {
  async find(db: Queryable, inspectionId: string): Promise<FeeBooking | undefined> {
    const inspection = await findBookedInspection(db, inspectionId);
    return inspection && toFeeBooking(inspection);
  },

  /**
   * In the payment's transaction: books the held inspection and schedules its confirmation and reminder.
   * 'slot_lost' when the hold lapsed and another booking took the slot meanwhile.
   */
  async confirmPaid(tx: Queryable, inspectionId: string): Promise<'booked' | 'slot_lost'> {
    const inspection = await findBookedInspection(tx, inspectionId, { forUpdate: true });
    if (!inspection) throw new Error(`inspection ${inspectionId} not found`);
    if (inspection.status !== 'awaiting_payment' && inspection.status !== 'cancelled') return 'booked';
    if (!(await bookHeldInspection(tx, inspectionId))) return 'slot_lost';
    await scheduleBookingEmails(tx, { id: inspectionId, bookedAt: inspection.bookedAt });
    return 'booked';
  },

  release: (tx: Queryable, inspectionId: string) => cancelHold(tx, inspectionId),
};
