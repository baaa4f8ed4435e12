import type { Purchase } from '@verificauto/shared/contracts/payments';
import { refundEligibility } from '@verificauto/shared/domain/refund-eligibility';
import { isReportAccessActive } from '@verificauto/shared/domain/report-access';
import type { Db } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import type { WithdrawalLinks } from '../../../lib/withdrawal-link';
import { purchaseWithdrawalToken } from '../../../lib/withdrawal-offer';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { findBuyerAccount } from './buyers.repository';
import { findPurchase } from './payments.repository';
import {
  type CompletionDeps,
  type OnRefunded,
  type RefundOutcome,
  recordRefund,
} from './purchase-completion.service';

const notFound = () => new AppError(404, 'purchase_not_found', 'Acquisto non trovato.');

/** A purchase as its receipt page shows it, and until when its browser may read the report with a read receipt. */
export interface PurchaseReading {
  purchase: Purchase;
  /** Set for a browser without a session that holds the purchase's receipt, while the purchase gives access. */
  readReceiptUntil: Date | null;
}

/**
 * GET /api/purchases/{uuid}: for the browser that paid (its receipt cookie), the signed-in buyer and the
 * back office; anyone else, as for an unknown id, 404. Only the signed-in buyer and the back office read
 * the account; the receipt shows back what its browser typed, and says that a password e-mail comes only
 * when the payment created the account (docs/decisions/049-guest-purchases-and-existing-accounts.md).
 * The browser that paid, not signed in, may also read the report at once: a read receipt of this purchase,
 * never a session of the account whose e-mail was typed (docs/decisions/057-read-receipt.md).
 * Whoever reads it gets the withdrawal link while the period lasts (docs/product.md#legal-withdrawal).
 */
export async function readPurchase(
  db: Db,
  purchaseId: string,
  viewer: { user: SessionUser | null; hasReceipt: boolean },
  withdrawalLinks: WithdrawalLinks,
): Promise<PurchaseReading> {
  const purchase = isUuid(purchaseId) ? await findPurchase(db, purchaseId.toLowerCase()) : undefined;
  if (!purchase) throw notFound();
  const { user } = viewer;
  const asAccount = user !== null && (user.id === purchase.buyerId || user.role === 'backoffice');
  if (!asAccount && !viewer.hasReceipt) throw notFound();
  // Closing the buyer's account (decision 042) erased the order's billing and e-mail: nothing to show.
  if (purchase.billing === null || purchase.buyerEmail === null) throw notFound();
  const account = asAccount && purchase.buyerId ? await findBuyerAccount(db, purchase.buyerId) : undefined;
  const name = `${purchase.billing.first_name} ${purchase.billing.last_name}`;
  const inForce =
    purchase.status === 'paid' && purchase.accessUntil !== null && isReportAccessActive(purchase.accessUntil);
  // A signed-in browser reads as its account (decision 057): the receipt opens nothing for it.
  const readReceiptUntil = inForce && user === null ? purchase.accessUntil : null;
  return {
    purchase: {
      uuid: purchase.id,
      status: purchase.status,
      order_number: purchase.orderNumber,
      inspection_uuid: purchase.inspectionId,
      amount_cents: purchase.amountCents,
      user: account
        ? { name: account.name || name, email: account.email, confirmed: account.confirmed }
        : { name, email: purchase.buyerEmail, confirmed: !purchase.newAccount },
      awaiting_owner: purchase.status === 'paid' && purchase.buyerId === null,
      duplicate: purchase.duplicateOf !== null,
      can_open: inForce && (asAccount || user === null),
      withdrawal_token: purchaseWithdrawalToken(withdrawalLinks, purchase),
    },
    readReceiptUntil,
  };
}

/**
 * The back office's refund (docs/product.md#refunds, docs/product.md#constants; refundEligibility says when):
 * the provider gives the money back, access ends and a credit note is issued. The provider is called outside
 * any transaction; the refund is then recorded in one, where onRefunded runs only if this call recorded it
 * ('refunded'), not when a concurrent call or the provider's refund event did first ('already_refunded').
 */
export async function refundPurchase(
  deps: Pick<CompletionDeps, 'db' | 'seller'> & { gateway: HostedPaymentGateway | null },
  purchaseId: string,
  options: { now?: Date; onRefunded?: OnRefunded } = {},
): Promise<RefundOutcome> {
  const { now = new Date(), onRefunded } = options;
  const purchase = await findPurchase(deps.db, purchaseId);
  if (!purchase?.paidAt) throw notFound();
  const eligibility = refundEligibility(
    {
      paidAt: purchase.paidAt,
      status: purchase.status,
      reportAccessedAt: purchase.reportAccessedAt,
      withdrawalWaivedAt: purchase.withdrawalWaivedAt,
      reportDelivered: true,
    },
    now,
  );
  if (!eligibility.refundable) throw new AppError(409, 'not_refundable', eligibility.reason);
  if (purchase.provider === 'stripe') {
    if (!deps.gateway || !purchase.providerRef) {
      throw new AppError(409, 'refund_unavailable', 'Il rimborso con Stripe non è configurato.');
    }
    await deps.gateway.refund(purchase.providerRef, `refund:${purchase.id}`);
  }
  return recordRefund(deps, purchase.id, onRefunded);
}
