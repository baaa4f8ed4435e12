import type { Queryable } from '../db/db';

/** A booking as its fee needs it: what the pay page, the invoice and the e-mails show. */
export interface FeeBooking {
  id: string;
  sellerId: string;
  status: 'awaiting_payment' | 'booked' | 'done' | 'cancelled' | 'no_show';
  holdExpiresAt: Date | null;
  bookedAt: Date;
  /** When the seller booked: the withdrawal period runs from it. */
  createdAt: Date;
  plate: string;
  feeCents: number;
  user: { name: string; email: string };
  /** What the browser that booked typed (decision 045). */
  contact: { name: string; email: string };
  /** Waits for the address owner's confirmation: not yet its seller's (decision 045). */
  awaitingOwner: boolean;
  /** The booking created its seller's account. */
  newAccount: boolean;
  workshop: { name: string; address: string; phone: string };
}

/**
 * The booking side of a booking fee, for the payments feature: the booking feature implements it and app.ts
 * wires it in (decision 035).
 */
export interface FeeBookings {
  find(db: Queryable, inspectionId: string): Promise<FeeBooking | undefined>;
  /** Books the held inspection in the payment's transaction; 'slot_lost' when another booking took it. */
  confirmPaid(tx: Queryable, inspectionId: string): Promise<'booked' | 'slot_lost'>;
  /** The payment will not come: the slot is free again. */
  release(tx: Queryable, inspectionId: string): Promise<void>;
}
