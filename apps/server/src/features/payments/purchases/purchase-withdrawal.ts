import { z } from 'zod';
import type { Db, Queryable } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { enqueueJob } from '../../../lib/jobs/job-queue';
import type { JobHandler } from '../../../lib/jobs/job-worker';
import { enqueueMail } from '../../../lib/mail/mail-queue';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { invoiceAttachment } from '../invoicing/invoice-attachment';
import { findInvoice, lockInvoiceEmailed, markInvoiceEmailed } from '../invoicing/invoices.repository';
import { endPurchaseAccess, findPurchase } from './payments.repository';
import { type SiteFacts, withdrawalRefundEmail } from './purchase-emails';
import { refundPurchase } from './purchases.service';

export const PURCHASE_WITHDRAWAL_REFUND_JOB = 'purchase.withdrawal_refund';

/**
 * The payments feature's side of a withdrawal from a report purchase, in the withdrawal's transaction
 * (wired in by app.ts, decision 056): the access ends at once, and the refund is a durable job, queued once
 * per order.
 */
export async function withdrawPurchase(tx: Queryable, purchaseId: string, withdrawnAt: Date): Promise<void> {
  await endPurchaseAccess(tx, purchaseId);
  await enqueueJob(tx, {
    name: PURCHASE_WITHDRAWAL_REFUND_JOB,
    payload: { purchaseId, withdrawnAt: withdrawnAt.toISOString() },
    dedupeKey: `purchase-withdrawal-refund:${purchaseId}`,
  });
}

const PayloadSchema = z.object({ purchaseId: z.uuid(), withdrawnAt: z.iso.datetime() });

export interface WithdrawalRefundDeps {
  db: Db;
  site: SiteFacts;
  gateway: HostedPaymentGateway | null;
}

/**
 * The refund of a withdrawn purchase: refundPurchase, judged at the moment of the withdrawal (a job that runs
 * after the period's last day still refunds a withdrawal made within it). Stripe's idempotency key is the
 * order's, the same as the back office's, so a retried job or a refund from the back office never gives the
 * money back twice. Then the credit note goes to the buyer, once (its emailed_at).
 */
export function createWithdrawalRefundHandler(deps: WithdrawalRefundDeps): JobHandler {
  return {
    async run(payload) {
      const { purchaseId, withdrawnAt } = PayloadSchema.parse(payload);
      const purchase = await findPurchase(deps.db, purchaseId);
      if (!purchase) throw new Error(`acquisto ${purchaseId} non trovato`);
      if (purchase.status === 'paid') {
        try {
          await refundPurchase(
            { db: deps.db, seller: deps.site.company, gateway: deps.gateway },
            purchaseId,
            {
              now: new Date(withdrawnAt),
            },
          );
        } catch (error) {
          // Refunded meanwhile by the back office or the provider's refund event: nothing more to give back.
          const refunded = (await findPurchase(deps.db, purchaseId))?.status === 'refunded';
          if (!(error instanceof AppError && error.code === 'not_refundable' && refunded)) throw error;
        }
      }
      const stored = await findInvoice(deps.db, purchaseId, 'credit_note');
      // A closed account erased the address: no one is left to write to.
      if (!stored || purchase.buyerEmail === null) return;
      const creditNote = await invoiceAttachment(stored, deps.site.contactEmail);
      await deps.db.transaction(async (tx) => {
        if (await lockInvoiceEmailed(tx, stored.id)) return;
        await enqueueMail(tx, withdrawalRefundEmail(purchase, creditNote, deps.site));
        await markInvoiceEmailed(tx, stored.id);
      });
    },
  };
}
