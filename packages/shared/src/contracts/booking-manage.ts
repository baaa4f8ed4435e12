import { z } from 'zod';

/**
 * /api/bookings/manage/{token}: the token of a booking e-mail's link, or the signed one of the seller's
 * card in the profile (docs/decisions/065-seller-booking-card.md).
 */
export const ManageTokenParamsSchema = z.object({ token: z.string() });

/** How the appointment is changed: here, or on Calendly's own pages for a booking made there. */
export const ManageSchedulingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native') }),
  z.object({
    kind: z.literal('calendly'),
    cancel_url: z.string().nullable(),
    reschedule_url: z.string().nullable(),
  }),
]);

/** GET /api/bookings/manage/{token}: the appointment the link manages. */
export const ManagedBookingSchema = z.object({
  booked_at: z.iso.datetime(),
  car_license_plate: z.string(),
  workshop: z.object({ uuid: z.uuid(), name: z.string(), address: z.string(), phone: z.string() }),
  /** False from `change_deadline` on (BOOKING_CHANGE_HOURS before): then only the workshop's phone helps. */
  can_change: z.boolean(),
  change_deadline: z.iso.datetime(),
  scheduling: ManageSchedulingSchema,
  /** What cancelling gives back to the card, in cents: the fee paid online; 0 when nothing was paid. */
  refund_cents: z.number().int().nonnegative(),
  /** The withdrawal function's link (`/recesso/{token}`) while the withdrawal period lasts, else null. */
  withdrawal_token: z.string().nullable(),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

/** POST /api/bookings/manage/{token}/move: one of the workshop's free slots (GET /api/inspectors/{uuid}/slots). */
export const MoveBookingRequestSchema = z.object({
  slot: z.iso.datetime({ offset: true, error: 'Orario non valido.' }),
});
export type MoveBookingRequest = z.input<typeof MoveBookingRequestSchema>;

/** The new time; the link used is dead from now on, and a new confirmation brings a new one. */
export const BookingMovedSchema = z.object({ booked_at: z.iso.datetime() });
export type BookingMoved = z.infer<typeof BookingMovedSchema>;

/** POST /api/bookings/manage/{token}/cancel: with what the refund, queued at once, gives back (0: nothing). */
export const BookingCancelledSchema = z.object({
  status: z.literal('cancelled'),
  refund_cents: z.number().int().nonnegative(),
});
export type BookingCancelled = z.infer<typeof BookingCancelledSchema>;
