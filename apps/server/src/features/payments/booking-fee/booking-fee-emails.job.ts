import { z } from 'zod';
import type { Db } from '../../../db/db';
import type { FeeBookings } from '../../../lib/fee-bookings';
import type { JobHandler } from '../../../lib/jobs/job-worker';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { WithdrawalLinks } from '../../../lib/withdrawal-link';
import { bookingWithdrawalToken } from '../../../lib/withdrawal-offer';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { renderInvoicePdf } from '../invoicing/invoice.pdf';
import {
  findInvoice,
  lockInvoiceEmailed,
  markInvoiceEmailed,
  type StoredInvoice,
} from '../invoicing/invoices.repository';
import { invoiceFileName, storedDocument } from '../invoicing/invoicing.service';
import { lockPurchaseEmails, markPurchaseEmailsQueued } from '../purchases/payments.repository';
import type { SiteFacts } from '../purchases/purchase-emails';
import { findFeeOrder } from './booking-fee.repository';
import { FEE_REFUND_REASONS, recordFeeRefund } from './booking-fee.service';
import { feeCancelledEmail, feeReceiptEmail, feeRefundEmail } from './booking-fee-emails';

const PayloadSchema = z.object({ purchaseId: z.uuid() });

export interface FeeJobsDeps {
  db: Db;
  site: Pick<SiteFacts, 'publicUrl' | 'contactEmail' | 'company'>;
  feeBookings: Pick<FeeBookings, 'find'>;
  gateway: HostedPaymentGateway | null;
  withdrawalLinks: WithdrawalLinks;
}

async function paidFee(deps: FeeJobsDeps, purchaseId: string) {
  const order = await findFeeOrder(deps.db, purchaseId);
  const booking = order && (await deps.feeBookings.find(deps.db, order.inspectionId));
  if (!order?.paidAt || !booking) throw new Error(`quota di prenotazione ${purchaseId} non pagata`);
  return { order, booking };
}

/** A stored invoice or credit note, with its PDF drawn as an e-mail attachment. */
async function attachedDocument(deps: FeeJobsDeps, stored: StoredInvoice) {
  const document = { ...storedDocument(stored), label: stored.label };
  const pdf = {
    filename: invoiceFileName(document.kind, document.year, document.number),
    contentType: 'application/pdf',
    content: await renderInvoicePdf(document, deps.site.contactEmail),
  };
  return { document, pdf };
}

/**
 * The receipt after a fee payment, with the invoice's PDF, the appointment and, while the period lasts, the
 * withdrawal function's link. The PDF is drawn first; one
 * transaction then queues the e-mail and marks the order, so that a retried job queues nothing twice.
 */
export function createFeeReceiptHandler(deps: FeeJobsDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId } = PayloadSchema.parse(payload);
      const { order, booking } = await paidFee(deps, purchaseId);
      const stored = await findInvoice(deps.db, purchaseId, 'invoice');
      if (!stored) throw new Error(`quota di prenotazione ${purchaseId} senza fattura`);
      const { document, pdf } = await attachedDocument(deps, stored);
      const withdrawalUrl = bookingWithdrawalToken(deps.withdrawalLinks, booking)
        ? deps.withdrawalLinks.url({ kind: 'booking', uuid: booking.id })
        : null;
      await deps.db.transaction(async (tx) => {
        if (await lockPurchaseEmails(tx, purchaseId)) return;
        await enqueueMail(tx, feeReceiptEmail(order, booking, document, pdf, deps.site, withdrawalUrl));
        await markInvoiceEmailed(tx, stored.id);
        await markPurchaseEmailsQueued(tx, purchaseId);
      });
    },
  };
}

const RefundPayloadSchema = PayloadSchema.extend({ reason: z.enum(FEE_REFUND_REASONS) });

/**
 * A paid fee given back. Stripe refunds it (idempotency key per order, so a retried job refunds once), then
 * the order is marked refunded, with a credit note when it was invoiced, and the seller is told once:
 * - slot_lost, the payment came after the slot was taken: no invoice was issued, so the e-mail is the
 *   order's only one (emails_queued_at);
 * - cancelled, through the manage link, or withdrawn, through the withdrawal function: the credit note's
 *   PDF is drawn first, then queued with its e-mail once (the credit note's emailed_at).
 * A payment already marked refunded is not refunded again: a retry only finishes the e-mail.
 */
export function createFeeRefundHandler(deps: FeeJobsDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId, reason } = RefundPayloadSchema.parse(payload);
      const { order, booking } = await paidFee(deps, purchaseId);
      if (order.status === 'paid') {
        if (order.provider === 'stripe') {
          if (!deps.gateway || !order.providerRef) throw new Error('rimborso Stripe non configurato');
          await deps.gateway.refund(order.providerRef, `refund:${order.id}`);
        }
        await recordFeeRefund({ db: deps.db, seller: deps.site.company }, order.id);
      }
      if (reason === 'slot_lost') {
        await deps.db.transaction(async (tx) => {
          if (await lockPurchaseEmails(tx, purchaseId)) return;
          await enqueueMail(tx, feeRefundEmail(order, booking, deps.site));
          await markPurchaseEmailsQueued(tx, purchaseId);
        });
        return;
      }
      const stored = await findInvoice(deps.db, purchaseId, 'credit_note');
      if (!stored) throw new Error(`quota di prenotazione ${purchaseId} rimborsata senza nota di credito`);
      const { document, pdf } = await attachedDocument(deps, stored);
      await deps.db.transaction(async (tx) => {
        if (await lockInvoiceEmailed(tx, stored.id)) return;
        await enqueueMail(tx, feeCancelledEmail(order, booking, document, pdf, deps.site, reason));
        await markInvoiceEmailed(tx, stored.id);
      });
    },
  };
}
