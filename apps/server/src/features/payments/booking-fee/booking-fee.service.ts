import { formatDateTime } from '@verificauto/shared/domain/format';
import { checkoutStatements } from '@verificauto/shared/legal/checkout-statements';
import type { Company } from '@verificauto/shared/legal/company';
import type { Db, Queryable } from '../../../db/db';
import type { FeeBooking, FeeBookings } from '../../../lib/fee-bookings';
import { enqueueJob } from '../../../lib/jobs/job-queue';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { findInvoice } from '../invoicing/invoices.repository';
import { issueOrderDocument, storedDocument } from '../invoicing/invoicing.service';
import { markPurchaseNotPaid, markPurchaseRefunded } from '../purchases/payments.repository';
import type {
  CompletionDeps,
  CompletionOutcome,
  ReceivedPayment,
} from '../purchases/purchase-completion.service';
import {
  type FeeOrderRecord,
  findFeeOrder,
  findFeeOrderOfInspection,
  insertFeeOrder,
  isFeeOrderAtProvider,
  markFeeOrderPaid,
  setFeeOrderBuyer,
} from './booking-fee.repository';

export const BOOKING_FEE_EMAILS_JOB = 'booking_fee.emails';
export const BOOKING_FEE_REFUND_JOB = 'booking_fee.refund';

/**
 * Why a paid fee is given back: its slot went to someone else, the seller cancelled the booking, or withdrew
 * from the contract with the withdrawal function (decision 056).
 */
export const FEE_REFUND_REASONS = ['slot_lost', 'cancelled', 'withdrawn'] as const;
type FeeRefundReason = (typeof FEE_REFUND_REASONS)[number];

/** One refund job per order, whatever the reason: a fee is given back once. */
const enqueueFeeRefund = (tx: Queryable, orderId: string, reason: FeeRefundReason) =>
  enqueueJob(tx, {
    name: BOOKING_FEE_REFUND_JOB,
    payload: { purchaseId: orderId, reason },
    dedupeKey: `booking-fee-refund:${orderId}`,
  });

export interface FeeCompletionDeps extends CompletionDeps {
  feeBookings: FeeBookings;
}

/** The invoice's words: "Ispezione auto AB123CD presso Officina Rossi, 12/01/2027 alle 09:00". */
export const feeDescription = (booking: FeeBooking) =>
  `Ispezione auto ${booking.plate} presso ${booking.workshop.name}, ${formatDateTime(booking.bookedAt)}`;

/**
 * The booking's side of the fee order (BookingFeeOrders): a pending order with the Regolamento accepted,
 * and its paid order joining the account of the owner who confirms the booking.
 */
export function createFeeOrders(deps: {
  gateway: HostedPaymentGateway | null;
  regulation: { version: string; date: string };
}) {
  return {
    openFeeOrder: (
      tx: Queryable,
      order: { inspectionId: string; email: string; amountCents: number; regulationVersion: string },
    ) =>
      insertFeeOrder(tx, {
        ...order,
        provider: deps.gateway ? 'stripe' : 'test',
        consents: [
          {
            key: 'regulation',
            text: checkoutStatements(deps.regulation.date).regulation,
            accepted_at: new Date().toISOString(),
          },
        ],
      }),
    attachFeeOrder: setFeeOrderBuyer,
    isAtProvider: isFeeOrderAtProvider,
  };
}

async function bookingOf(deps: FeeCompletionDeps, tx: Queryable, order: FeeOrderRecord) {
  const booking = await deps.feeBookings.find(tx, order.inspectionId);
  if (!booking) throw new Error(`booking ${order.inspectionId} of order ${order.id} not found`);
  return booking;
}

/**
 * A received fee payment, exactly once (the order's row is locked, as for report purchases): the held
 * inspection is booked with its confirmation and reminder, the invoice issued, the set-password e-mail
 * sent to an unconfirmed seller and the receipt queued. When the hold lapsed and the slot went to someone
 * else, the money was taken all the same: the order is paid and a refund is queued.
 */
export async function completeFeePayment(
  deps: FeeCompletionDeps,
  orderId: string,
  payment: ReceivedPayment,
): Promise<CompletionOutcome | 'slot_lost'> {
  return deps.db.transaction(async (tx) => {
    const order = await findFeeOrder(tx, orderId, { forUpdate: true });
    if (!order) return 'unknown_order';
    if (order.status === 'paid' || order.status === 'refunded') {
      if (order.providerRef !== payment.paymentRef) {
        deps.log.warn(
          { orderId, paymentRef: payment.paymentRef },
          'pagamento: secondo pagamento per una prenotazione già pagata',
        );
      }
      return 'already_completed';
    }
    if (!order.billing) throw new Error(`booking fee ${orderId} paid without billing details`);
    const outcome = await deps.feeBookings.confirmPaid(tx, order.inspectionId);
    // Read after confirmPaid locked the inspection: an owner's confirmation either committed before, and
    // shows here, or waits for this payment and then attaches the paid order itself.
    const booking = await bookingOf(deps, tx, order);
    const account = await deps.accounts.ensureAccountForEmail(tx, {
      email: order.buyerEmail,
      name: booking.user.name,
    });
    const paidAt = new Date();
    await markFeeOrderPaid(tx, order.id, {
      // A booking that waits for its owner is not yet the account's, nor is its order (decision 045).
      buyerId: booking.awaitingOwner ? null : account.id,
      paymentRef: payment.paymentRef,
      paidAt,
      amountCents: payment.amountCents,
      paymentMethod: payment.paymentMethod,
      cardCountry: payment.cardCountry,
    });
    if (outcome === 'slot_lost') {
      await enqueueFeeRefund(tx, order.id, 'slot_lost');
      return 'slot_lost';
    }
    await issueOrderDocument(
      tx,
      {
        ...order,
        billing: order.billing,
        amountCents: payment.amountCents,
        paidAt,
        paymentMethod: payment.paymentMethod,
        description: feeDescription(booking),
      },
      deps.seller,
      'invoice',
    );
    if (!account.confirmed) await deps.accounts.sendPasswordSetupEmail(tx, account);
    await enqueueJob(tx, {
      payload: { purchaseId: order.id },
      name: BOOKING_FEE_EMAILS_JOB,
      dedupeKey: `booking-fee-emails:${order.id}`,
    });
    return 'completed';
  });
}

/** The provider's session expired or failed unpaid: the order stays unpaid and the slot is free again. */
export async function recordUnpaidFee(deps: Pick<FeeCompletionDeps, 'db' | 'feeBookings'>, orderId: string) {
  await deps.db.transaction(async (tx) => {
    const order = await findFeeOrder(tx, orderId, { forUpdate: true });
    if (order?.status !== 'pending') return;
    await markPurchaseNotPaid(tx, order.id, 'expired');
    await deps.feeBookings.release(tx, order.inspectionId);
  });
}

/** The order a cancellation or a withdrawal gives back: a paid one (an unpaid or refunded one gives nothing). */
const refundableOrder = (order: FeeOrderRecord | undefined) => (order?.status === 'paid' ? order : undefined);

/**
 * The booking feature's BookingCancellations (wired in by app.ts): what a cancellation would give back now,
 * in cents, for the manage page to say (decision 065).
 */
export const refundableFeeCents = async (db: Queryable, inspectionId: string) =>
  refundableOrder(await findFeeOrderOfInspection(db, inspectionId))?.amountCents ?? 0;

/**
 * The same, in the cancellation's transaction: a fee paid online is given back by the refund job once the
 * cancellation commits, outside the request. What it gives back, in cents.
 */
export const refundCancelledFee = (tx: Queryable, inspectionId: string) =>
  refundFeeOfInspection(tx, inspectionId, 'cancelled');

/** The same after a withdrawal from the booking, in the withdrawal's transaction (wired in by app.ts). */
export async function refundWithdrawnFee(tx: Queryable, inspectionId: string): Promise<void> {
  await refundFeeOfInspection(tx, inspectionId, 'withdrawn');
}

async function refundFeeOfInspection(tx: Queryable, inspectionId: string, reason: FeeRefundReason) {
  const order = refundableOrder(await findFeeOrderOfInspection(tx, inspectionId));
  if (!order) return 0;
  await enqueueFeeRefund(tx, order.id, reason);
  return order.amountCents;
}

/**
 * Records a fee given back, once (the order's row is locked): the order is refunded and, when an invoice
 * was issued, its credit note with the invoice's own description. Later calls change nothing.
 */
export async function recordFeeRefund(deps: { db: Db; seller: Company }, orderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await findFeeOrder(tx, orderId, { forUpdate: true });
    if (order?.status !== 'paid') return;
    await markPurchaseRefunded(tx, order.id);
    const invoice = await findInvoice(tx, order.id, 'invoice');
    if (!invoice) return;
    if (!order.billing) throw new Error(`booking fee ${order.id} invoiced without billing details`);
    const { description } = storedDocument(invoice);
    await issueOrderDocument(
      tx,
      { ...order, billing: order.billing, description },
      deps.seller,
      'credit_note',
    );
  });
}
