import type { BookingClaimed } from '@verificauto/shared/contracts/booking';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { hashToken, isRandomToken, randomToken } from '../../lib/tokens';
import type { BookingDeps } from './book-inspection.service';
import { type BookingSite, bookingClaimEmail } from './booking-emails';
import {
  attachToOwner,
  fillMissingPhone,
  findBookedInspection,
  findClaim,
  type OwnerClaim,
} from './inspections.repository';

/**
 * How long the address owner may confirm a booking made in their name: a week away from the inbox is
 * common, and the token is spent at its first use (docs/decisions/045-guest-bookings-and-existing-accounts.md).
 */
export const CLAIM_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

const claimUrl = (publicUrl: string, token: string) => `${publicUrl}/booking/claim/${token}`;

/** A new claim: the token for the e-mail, and what the inspection stores of it (its hash). */
export function newOwnerClaim(now: Date): { token: string; claim: OwnerClaim } {
  const token = randomToken();
  return {
    token,
    claim: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CLAIM_LINK_DAYS * DAY_MS) },
  };
}

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
    const claim = isRandomToken(token) ? await findClaim(tx, hashToken(token)) : undefined;
    if (!claim) {
      throw new AppError(
        404,
        'claim_link_not_found',
        'Link non valido o già usato: se hai già confermato la prenotazione, la trovi nell’Area riservata.',
      );
    }
    if (new Date(claim.claim_expires_at).getTime() <= now.getTime()) {
      throw new AppError(
        410,
        'claim_link_expired',
        'Il link per confermare la prenotazione è scaduto: per aggiungerla al tuo account scrivi all’assistenza.',
      );
    }
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
