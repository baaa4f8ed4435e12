import { createHmac } from 'node:crypto';
import type { Config } from '../config/env';
import { safeEqual } from './tokens';
import { isUuid } from './uuid';

/** One version of a booked appointment (inspections.schedule_sequence). */
export interface AppointmentVersion {
  inspectionId: string;
  sequence: number;
}

export interface ManageLinks {
  /** The token of the manage page (`/booking/manage/{token}`) for this version of the appointment. */
  token(appointment: AppointmentVersion): string;
  /** The version a token names, or null when it is not one of ours. */
  verify(token: string): AppointmentVersion | null;
}

/**
 * The signed-in seller's way to the page of the booking e-mails' link, from the profile's card
 * (docs/decisions/065-seller-booking-card.md): the token names the appointment's version and is signed for
 * that purpose, so it needs no storage and dies, as the e-mails' links do, once the booking is moved or
 * cancelled.
 */
export function manageLinks(config: Pick<Config, 'xsrfSecret'>): ManageLinks {
  const sign = (inspectionId: string, sequence: number) =>
    createHmac('sha256', config.xsrfSecret)
      .update(`booking-manage:${inspectionId}:${sequence}`)
      .digest('base64url');
  return {
    token: ({ inspectionId, sequence }) => `${inspectionId}.${sequence}.${sign(inspectionId, sequence)}`,
    verify(value) {
      const [inspectionId, version, signature, ...rest] = value.split('.');
      if (rest.length > 0 || !inspectionId || !signature || !isUuid(inspectionId)) return null;
      if (!version || !/^(0|[1-9]\d{0,8})$/.test(version)) return null;
      const sequence = Number(version);
      if (!safeEqual(signature, sign(inspectionId, sequence))) return null;
      return { inspectionId, sequence };
    },
  };
}
