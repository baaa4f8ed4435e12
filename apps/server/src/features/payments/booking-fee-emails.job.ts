import { z } from 'zod';
import type { Db } from '../../db/db';
import type { JobHandler } from '../../lib/jobs/job-worker';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { findFeeOrder } from './booking-fee.repository';
import type { FeeBookings } from './booking-fee.service';
import { feeReceiptEmail, feeRefundEmail } from './booking-fee-emails';
import { renderInvoicePdf } from './invoice.pdf';
import { findInvoice, markInvoiceEmailed } from './invoices.repository';
import { invoiceFileName, storedDocument } from './invoicing.service';
import type { HostedPaymentGateway } from './payment-gateway';
import { lockPurchaseEmails, markPurchaseEmailsQueued, markPurchaseRefunded } from './payments.repository';
import type { SiteFacts } from './purchase-emails';

const PayloadSchema = z.object({ purchaseId: z.uuid() });

export interface FeeJobsDeps {
  db: Db;
  site: Pick<SiteFacts, 'publicUrl' | 'contactEmail' | 'company'>;
  feeBookings: Pick<FeeBookings, 'find'>;
  gateway: HostedPaymentGateway | null;
}

async function paidFee(deps: FeeJobsDeps, purchaseId: string) {
  const order = await findFeeOrder(deps.db, purchaseId);
  const booking = order && (await deps.feeBookings.find(deps.db, order.inspectionId));
  if (!order?.paidAt || !booking) throw new Error(`quota di prenotazione ${purchaseId} non pagata`);
  return { order, booking };
}

/**
 * The receipt after a fee payment, with the invoice's PDF and the appointment. The PDF is drawn first; one
 * transaction then queues the e-mail and marks the order, so that a retried job queues nothing twice.
 */
export function createFeeReceiptHandler(deps: FeeJobsDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId } = PayloadSchema.parse(payload);
      const { order, booking } = await paidFee(deps, purchaseId);
      const stored = await findInvoice(deps.db, purchaseId, 'invoice');
      if (!stored) throw new Error(`quota di prenotazione ${purchaseId} senza fattura`);
      const invoice = { ...storedDocument(stored), label: stored.label };
      const pdf = {
        filename: invoiceFileName(invoice.kind, invoice.year, invoice.number),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(invoice, deps.site.contactEmail),
      };
      await deps.db.transaction(async (tx) => {
        if (await lockPurchaseEmails(tx, purchaseId)) return;
        await enqueueMail(tx, feeReceiptEmail(order, booking, invoice, pdf, deps.site));
        await markInvoiceEmailed(tx, stored.id);
        await markPurchaseEmailsQueued(tx, purchaseId);
      });
    },
  };
}

/**
 * A fee paid after its slot was taken: Stripe gives it back (idempotency key per order, so a retried job
 * refunds once), then one transaction marks the order refunded and queues the seller's e-mail. No invoice
 * was issued for it, so there is no credit note either.
 */
export function createFeeRefundHandler(deps: FeeJobsDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId } = PayloadSchema.parse(payload);
      const { order, booking } = await paidFee(deps, purchaseId);
      if (order.status !== 'paid') return;
      if (order.provider === 'stripe') {
        if (!deps.gateway || !order.providerRef) throw new Error('rimborso Stripe non configurato');
        await deps.gateway.refund(order.providerRef, `refund:${order.id}`);
      }
      await deps.db.transaction(async (tx) => {
        if (await lockPurchaseEmails(tx, purchaseId)) return;
        await markPurchaseRefunded(tx, purchaseId);
        await enqueueMail(tx, feeRefundEmail(order, booking, deps.site));
        await markPurchaseEmailsQueued(tx, purchaseId);
      });
    },
  };
}
