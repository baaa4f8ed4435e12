import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import type { Company } from '@verificauto/shared/legal/company';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { fillBuyerDetails } from './buyers.repository';
import { countDiscountRedemption, findDiscountCode } from './discount-codes.repository';
import { issueDocument } from './invoicing.service';
import type { PaymentEvent } from './payment-gateway';
import {
  findPurchase,
  findPurchaseByPaymentRef,
  markPurchaseNotPaid,
  markPurchasePaid,
  markPurchaseRefunded,
} from './payments.repository';

export const PURCHASE_EMAILS_JOB = 'purchase.emails';

/** The auth feature's path B (spec §4), wired in by app.ts. */
export interface BuyerAccounts {
  ensureAccountForEmail(
    tx: Queryable,
    input: { email: string; name: string },
  ): Promise<{ id: string; email: string; name: string; confirmed: boolean; created: boolean }>;
  sendPasswordSetupEmail(tx: Queryable, user: { id: string; email: string; name: string }): Promise<void>;
}

export interface CompletionDeps {
  db: Db;
  seller: Company;
  accounts: BuyerAccounts;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** What completion needs of a provider's payment (the test checkout builds the same). */
export type ReceivedPayment = Omit<Extract<PaymentEvent, { type: 'paid' }>, 'type' | 'orderId' | 'sessionId'>;

export type CompletionOutcome = 'completed' | 'already_completed' | 'unknown_order';

/**
 * Turns a received payment into a purchase, exactly once (keyed by the order and the provider's payment
 * id): the buyer's account (created unconfirmed when new), 180 days of access from now, the discount
 * code's use, the invoice, and the buyer's e-mails queued. Repeated, concurrent or late calls find the
 * purchase paid and change nothing. A payment that arrives after the checkout was marked expired or
 * declined still completes it: the money was taken.
 */
export async function completePurchase(
  deps: CompletionDeps,
  orderId: string,
  payment: ReceivedPayment,
): Promise<CompletionOutcome> {
  return deps.db.transaction(async (tx) => {
    const purchase = await findPurchase(tx, orderId, { forUpdate: true });
    if (!purchase) return 'unknown_order';
    if (purchase.status === 'paid' || purchase.status === 'refunded') {
      if (purchase.providerRef !== payment.paymentRef) {
        deps.log.warn(
          { orderId, paymentRef: payment.paymentRef },
          'pagamento: secondo pagamento per un ordine già pagato',
        );
      }
      return 'already_completed';
    }
    const { billing } = purchase;
    const account = await deps.accounts.ensureAccountForEmail(tx, {
      email: purchase.buyerEmail,
      name: `${billing.first_name} ${billing.last_name}`,
    });
    const code = payment.discountCode
      ? await findDiscountCode(tx, payment.discountCode)
      : purchase.discountCodeId
        ? { id: purchase.discountCodeId, code: purchase.discountCode }
        : undefined;
    if (code) await countDiscountRedemption(tx, code.id);
    const paidAt = new Date();
    await markPurchasePaid(tx, purchase.id, {
      buyerId: account.id,
      paymentRef: payment.paymentRef,
      paidAt,
      accessUntil: reportAccessUntil(paidAt),
      amountCents: payment.amountCents,
      discountCents: payment.discountCents,
      discountCodeId: code?.id ?? null,
      discountCode: code?.code ?? payment.discountCode,
      paymentMethod: payment.paymentMethod,
      cardCountry: payment.cardCountry,
    });
    await fillBuyerDetails(tx, account.id, {
      country: account.created ? billing.country : null,
      taxCode: billing.tax_code,
      marketingConsent: purchase.marketingConsent,
    });
    const paid = await findPurchase(tx, purchase.id);
    if (!paid) throw new Error(`purchase ${purchase.id} vanished`);
    if (paid.amountCents > 0) await issueDocument(tx, paid, deps.seller, 'invoice');
    if (!account.confirmed) await deps.accounts.sendPasswordSetupEmail(tx, account);
    await enqueueJob(tx, {
      name: PURCHASE_EMAILS_JOB,
      payload: { purchaseId: purchase.id },
      dedupeKey: `purchase-emails:${purchase.id}`,
    });
    return 'completed';
  });
}

/** A declined card, an expired or failed provider session: the purchase stays without access. */
export const recordUnpaidCheckout = (db: Queryable, orderId: string, status: 'failed' | 'expired') =>
  markPurchaseNotPaid(db, orderId, status);

export type RefundOutcome = 'refunded' | 'already_refunded' | 'not_found';

/** Runs in the transaction that records a refund, only for the call that recorded it. */
export type OnRefunded = (tx: Queryable) => Promise<void>;

/**
 * A refund, from the back office or the provider's refund event: access ends at once and a credit note
 * is issued, once, however often the refund is reported (the purchase row is locked, so of concurrent
 * reports one records it and the others find it refunded).
 */
export async function recordRefund(
  deps: Pick<CompletionDeps, 'db' | 'seller'>,
  target: { purchaseId: string } | { provider: 'stripe'; paymentRef: string },
  onRefunded?: OnRefunded,
): Promise<RefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const purchase =
      'purchaseId' in target
        ? await findPurchase(tx, target.purchaseId, { forUpdate: true })
        : await findPurchaseByPaymentRef(tx, target.provider, target.paymentRef);
    if (!purchase || (purchase.status !== 'paid' && purchase.status !== 'refunded')) return 'not_found';
    if (purchase.status === 'refunded') return 'already_refunded';
    await markPurchaseRefunded(tx, purchase.id);
    if (purchase.amountCents > 0) await issueDocument(tx, purchase, deps.seller, 'credit_note');
    if (onRefunded) await onRefunded(tx);
    return 'refunded';
  });
}
