import type { SessionUser } from './session-user';

/**
 * Whether `user` reads a booking as its account: its seller once the booking is theirs (not while it waits
 * for the address owner's confirmation), or the back office. Anyone else, the browser that booked with its
 * receipt included, sees only what that browser typed (docs/decisions/045-guest-bookings-and-existing-accounts.md).
 */
export const readsAsAccount = (
  booking: { sellerId: string; awaitingOwner: boolean },
  user: SessionUser | null,
) =>
  user !== null && (user.role === 'backoffice' || (user.id === booking.sellerId && !booking.awaitingOwner));
