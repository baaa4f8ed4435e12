import { BOOKING_CHANGE_HOURS } from './business';

const HOUR_MS = 3_600_000;

/** Until when the seller moves or cancels a booking online (docs/product.md#booking). */
export const bookingChangeDeadline = (bookedAt: Date) =>
  new Date(bookedAt.getTime() - BOOKING_CHANGE_HOURS * HOUR_MS);
