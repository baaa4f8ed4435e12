import { z } from 'zod';
import type { Db } from '../../../db/db';
import type { JobHandler } from '../../../lib/jobs/job-worker';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { invoiceAttachment } from '../invoicing/invoice-attachment';
import { findInvoice } from '../invoicing/invoices.repository';
import {
  findPurchase,
  lockPurchaseEmails,
  markDuplicateRefunded,
  markPurchaseEmailsQueued,
} from './payments.repository';
import { duplicatePaymentEmail, type SiteFacts } from './purchase-emails';

const PayloadSchema = z.object({ purchaseId: z.uuid() });

export interface DuplicateRefundDeps {
  db: Db;
  site: SiteFacts;
  gateway: HostedPaymentGateway | null;
}

/**
 * A second payment for a report the buyer could already read (decision 046): Stripe gives it back under
 * the order's idempotency key, the same as the back office's, so a retried job or a later refund of the
 * order never refunds twice; then the refund is recorded and the buyer told once (emails_queued_at). A
 * payment recorded as a duplicate has no invoice; a guest's purchase that its address owner claimed for a
 * report they could already read was invoiced at payment and cancelled by a credit note at the claim
 * (decision 049): the e-mail carries both.
 */
export function createDuplicateRefundHandler(deps: DuplicateRefundDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId } = PayloadSchema.parse(payload);
      const purchase = await findPurchase(deps.db, purchaseId);
      if (!purchase?.duplicateOf) throw new Error(`acquisto ${purchaseId} non è un pagamento doppio`);
      if (!purchase.refundedAt) {
        if (purchase.provider === 'stripe') {
          if (!deps.gateway || !purchase.providerRef) throw new Error('rimborso Stripe non configurato');
          await deps.gateway.refund(purchase.providerRef, `refund:${purchase.id}`);
        }
        await markDuplicateRefunded(deps.db, purchase.id);
      }
      // Refunded all the same; the e-mail only if the buyer's address was not erased meanwhile (a closed account).
      if (purchase.buyerEmail === null) return;
      const invoice = await findInvoice(deps.db, purchaseId, 'invoice');
      const creditNote = await findInvoice(deps.db, purchaseId, 'credit_note');
      const documents =
        invoice && creditNote
          ? {
              invoice: await invoiceAttachment(invoice, deps.site.contactEmail),
              creditNote: await invoiceAttachment(creditNote, deps.site.contactEmail),
            }
          : null;
      await deps.db.transaction(async (tx) => {
        if (await lockPurchaseEmails(tx, purchaseId)) return;
        await enqueueMail(tx, duplicatePaymentEmail(purchase, deps.site, documents));
        await markPurchaseEmailsQueued(tx, purchaseId);
      });
    },
  };
}
