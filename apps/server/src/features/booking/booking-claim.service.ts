import type { BookingClaimed } from '@verificauto/shared/contracts/booking';
import type { Queryable } from '../../db/db';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { CLAIM_LINK_DAYS, openOwnerClaim } from '../../lib/owner-claim';
import type { BookingDeps } from './book-inspection.service';
import { type BookingSite, bookingClaimEmail } from './booking-emails';
import { attachToOwner, fillMissingPhone, findBookedInspection, findClaim } from './inspections.repository';

const BOOKING_CLAIM_REFUSALS = {
  notFound:
    'Link non valido o già usato: se hai già confermato la prenotazione, la trovi nell’Area riservata.',
  expired:
    'Il link per confermare la prenotazione è scaduto: per aggiungerla al tuo account scrivi all’assistenza.',
};

const claimUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/claim/${token}`;

/** Queues the e-mail that asks the address owner to confirm the booking, in the booking's transaction. */
export async function askOwnerToConfirm(
  tx: Queryable,
  inspectionId: string,
  token: string,
  site: BookingSite,
): Promise<void> {
  const inspection = await findBookedInspection(tx, inspectionId);
  if (!inspection) throw new Error(`inspection ${inspectionId} not found`);
  await enqueueMail(
    tx,
    bookingClaimEmail(inspection, site, { url: claimUrl(site.publicUrl, token), validDays: CLAIM_LINK_DAYS }),
  );
}

/**
 * POST /api/bookings/claim/{token}: the address owner confirms that the booking is theirs, and it joins
 * their account ('Sto vendendo') with the phone given at booking if the account has none, and so does its
 * fee's order if it was paid meanwhile. 404 for a token never issued or already used, 410 once it expired.
 */
export async function claimBooking(
  deps: Pick<BookingDeps, 'db' | 'fees'>,
  token: string,
  now = new Date(),
): Promise<BookingClaimed> {
  const inspection = await deps.db.transaction(async (tx) => {
    const claim = await openOwnerClaim(token, (hash) => findClaim(tx, hash), BOOKING_CLAIM_REFUSALS, now);
    await attachToOwner(tx, claim.id);
    await deps.fees.attachFeeOrder(tx, claim.id, claim.seller_id);
    if (claim.contact_phone) await fillMissingPhone(tx, claim.seller_id, claim.contact_phone);
    return findBookedInspection(tx, claim.id);
  });
  if (!inspection) throw new Error('claimed inspection not found');
  return {
    inspection_uuid: inspection.id,
    booked_at: inspection.bookedAt.toISOString(),
    car_license_plate: inspection.plate,
  };
}
