import { z } from 'zod';
import type { Db } from '../../../db/db';
import type { JobHandler } from '../../../lib/jobs/job-worker';
import type { MailAttachment } from '../../../lib/mail/mail.repository';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { WithdrawalLinks } from '../../../lib/withdrawal-link';
import { invoiceAttachment } from '../invoicing/invoice-attachment';
import { findInvoice, markInvoiceEmailed } from '../invoicing/invoices.repository';
import { findPurchase, lockPurchaseEmails, markPurchaseEmailsQueued } from './payments.repository';
import { invoiceEmail, purchaseConfirmationEmail, type SiteFacts } from './purchase-emails';

const PayloadSchema = z.object({ purchaseId: z.uuid() });

export interface PurchaseEmailsDeps {
  db: Db;
  site: SiteFacts;
  /** The Regolamento accepted and the model withdrawal form, as PDFs (policies feature). */
  policyAttachments(): Promise<MailAttachment[]>;
  withdrawalLinks: Pick<WithdrawalLinks, 'url'>;
}

/**
 * The buyer's e-mails after a payment: the confirmation with the report link and the policies attached,
 * and the invoice with its PDF. The PDFs are drawn first; then one transaction queues both e-mails and
 * marks the purchase, so that a retried job queues nothing twice.
 */
export function createPurchaseEmailsHandler(deps: PurchaseEmailsDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId } = PayloadSchema.parse(payload);
      const purchase = await findPurchase(deps.db, purchaseId);
      if (!purchase?.paidAt) throw new Error(`acquisto ${purchaseId} non pagato`);
      // The buyer closed the account before the job ran: the address is erased, no one is left to write to.
      if (purchase.buyerEmail === null) return;
      const stored = await findInvoice(deps.db, purchaseId, 'invoice');
      const invoice = stored ? await invoiceAttachment(stored, deps.site.contactEmail) : null;
      const policies = await deps.policyAttachments();

      await deps.db.transaction(async (tx) => {
        if (await lockPurchaseEmails(tx, purchaseId)) return;
        await enqueueMail(
          tx,
          purchaseConfirmationEmail(
            purchase,
            invoice?.document ?? null,
            deps.site,
            policies,
            deps.withdrawalLinks.url({ kind: 'purchase', uuid: purchase.id }),
          ),
        );
        if (stored && invoice) {
          await enqueueMail(tx, invoiceEmail(purchase, invoice.document, deps.site, invoice.pdf));
          await markInvoiceEmailed(tx, stored.id);
        }
        await markPurchaseEmailsQueued(tx, purchaseId);
      });
    },
  };
}
