import { applyDiscount } from '@verificauto/shared/domain/discount';
import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import type { Company } from '@verificauto/shared/legal/company';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/db';
import type { CustomerAccounts } from '../../../lib/accounts-port';
import { AppError } from '../../../lib/app-error';
import { enqueueJob } from '../../../lib/jobs/job-queue';
import { newOwnerClaim } from '../../../lib/owner-claim';
import type { PaymentEvent } from '../gateway/payment-gateway';
import { sumCreditedCents } from '../invoicing/invoices.repository';
import { issueCreditNote, issueDocument } from '../invoicing/invoicing.service';
import { fillBuyerDetails } from './buyers.repository';
import { countCodeUsesByEmail, countDiscountRedemption, findDiscountCode } from './discount-codes.repository';
import {
  type DuplicatePayment,
  findPurchase,
  findPurchaseByPaymentRef,
  findPurchaseInForce,
  markPurchaseDuplicate,
  markPurchaseNotPaid,
  markPurchasePaid,
  markPurchaseRefunded,
  type PurchaseRecord,
  supersedeEndedPurchases,
} from './payments.repository';
import { askOwnerToConfirm } from './purchase-claim-email';
import type { SiteFacts } from './purchase-emails';

export const PURCHASE_EMAILS_JOB = 'purchase.emails';
export const PURCHASE_DUPLICATE_REFUND_JOB = 'purchase.duplicate_refund';

export interface CompletionDeps {
  db: Db;
  seller: Company;
  /** For the e-mail that asks an address owner to confirm a guest's purchase (decision 049). */
  site: Pick<SiteFacts, 'publicUrl' | 'contactEmail' | 'company'>;
  accounts: CustomerAccounts;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** What completion needs of a provider's payment (the test checkout builds the same). */
export type ReceivedPayment = Omit<Extract<PaymentEvent, { type: 'paid' }>, 'type' | 'orderId' | 'sessionId'>;

/**
 * The test checkout charges its card inside the completion (`testCard`), so what cannot be sold is refused
 * before the charge: a discount code used up meanwhile (422) and a second access of its buyer (409), who
 * is the signed-in owner of the e-mail: a guest's payment with an existing account's e-mail has no buyer
 * before the owner confirms it (decision 049). A provider's payment is taken already: it is recorded, and
 * a duplicate refunded.
 */
type TestCardCharge = boolean;

export type CompletionOutcome =
  | 'completed'
  | 'already_completed'
  | 'unknown_order'
  /** The buyer could already read the report: recorded as a duplicate, refunded by a job. */
  | 'duplicate'
  /** The same, refused before the test card was charged: the order failed. */
  | 'duplicate_refused';

/**
 * The code the order was priced with on our page, locked until the transaction ends so that concurrent
 * payments count its uses one after the other (decision 046), and checked again for this buyer now. A
 * provider's payment of that price is taken already: it keeps the code, with a warning when its limits no
 * longer allowed it (two orders of one account paid at once).
 */
async function lockDiscountCode(
  tx: Queryable,
  deps: CompletionDeps,
  order: { purchase: PurchaseRecord; buyerEmail: string },
  testCard: TestCardCharge,
) {
  const typed = order.purchase.discountCode;
  const code = typed ? await findDiscountCode(tx, typed, { forUpdate: true }) : undefined;
  if (!code) return undefined;
  const result = applyDiscount(code, {
    listPriceCents: order.purchase.listPriceCents,
    now: new Date(),
    usesByThisBuyer: await countCodeUsesByEmail(tx, code.id, order.buyerEmail),
  });
  if (!result.ok) {
    if (testCard) throw new AppError(422, result.code, result.message);
    deps.log.warn(
      { orderId: order.purchase.id, code: code.code, reason: result.code },
      'pagamento: codice sconto applicato dal fornitore oltre i suoi limiti',
    );
  }
  return code;
}

/** The buyer's purchase of the report that a duplicate payment stands beside. */
export async function purchaseInForce(tx: Queryable, buyerId: string, purchase: PurchaseRecord) {
  const inForce = await findPurchaseInForce(tx, buyerId, purchase.reportId);
  if (!inForce) throw new Error(`purchase ${purchase.id}: no purchase in force beside it`);
  return inForce;
}

/** Queues the duplicate-refund job of a payment recorded as a duplicate of `inForce`, once. */
export async function queueDuplicateRefund(
  tx: Queryable,
  deps: Pick<CompletionDeps, 'log'>,
  purchaseId: string,
  inForce: string,
): Promise<void> {
  await enqueueJob(tx, {
    name: PURCHASE_DUPLICATE_REFUND_JOB,
    payload: { purchaseId },
    dedupeKey: `purchase-duplicate-refund:${purchaseId}`,
  });
  deps.log.warn(
    { orderId: purchaseId, duplicateOf: inForce },
    'pagamento: report già acquistato, pagamento da rimborsare',
  );
}

/**
 * A payment for a report its buyer can already read: kept beside the purchase in force, without access,
 * code use or invoice, and given back by the duplicate-refund job (decision 046).
 */
async function recordDuplicate(
  tx: Queryable,
  deps: CompletionDeps,
  purchase: PurchaseRecord,
  paid: DuplicatePayment,
): Promise<'duplicate'> {
  const inForce = await purchaseInForce(tx, paid.buyerId, purchase);
  await markPurchaseDuplicate(tx, purchase.id, { ...paid, duplicateOf: inForce });
  await queueDuplicateRefund(tx, deps, purchase.id, inForce);
  return 'duplicate';
}

/** The confirmation with the report's link and the invoice, for a purchase that is its buyer's. */
export const queuePurchaseEmails = (tx: Queryable, purchaseId: string) =>
  enqueueJob(tx, {
    name: PURCHASE_EMAILS_JOB,
    payload: { purchaseId },
    dedupeKey: `purchase-emails:${purchaseId}`,
  });

/**
 * Turns a received payment into a purchase, exactly once (keyed by the order and the provider's payment
 * id): the buyer's account (created unconfirmed when new), 180 days of access from now, the discount
 * code's use, the invoice, and the buyer's e-mails queued. Repeated, concurrent or late calls find the
 * purchase paid and change nothing. A payment that arrives after the checkout was marked expired or
 * declined still completes it: the money was taken. A payment for a report the buyer can already read
 * (two tabs, two payments at once) gives no second access, code use or invoice: it is refunded.
 * Paid with the e-mail of an account that existed before, by a browser not signed in as it, the purchase
 * is invoiced to what was typed but has no buyer and writes nothing on the account until the address owner
 * confirms it from the e-mail queued here (docs/decisions/049-guest-purchases-and-existing-accounts.md).
 */
export async function completePurchase(
  deps: CompletionDeps,
  orderId: string,
  payment: ReceivedPayment,
  testCard: TestCardCharge = false,
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
    const own = account.created || purchase.signedInUserId === account.id;
    const code = await lockDiscountCode(tx, deps, { purchase, buyerEmail: account.email }, testCard);
    if (payment.amountCents !== purchase.amountCents) {
      deps.log.warn(
        { orderId, charged: payment.amountCents, priced: purchase.amountCents },
        'pagamento: importo incassato diverso dal prezzo dell’ordine',
      );
    }
    const paidAt = new Date();
    const owner = own ? null : newOwnerClaim(paidAt);
    const paid = {
      buyerId: account.id,
      paymentRef: payment.paymentRef,
      paidAt,
      amountCents: payment.amountCents,
      discountCents: purchase.discountCents,
      paymentMethod: payment.paymentMethod,
      cardCountry: payment.cardCountry,
    };
    if (own) await supersedeEndedPurchases(tx, account.id, purchase.reportId);
    const opened = await markPurchasePaid(tx, purchase.id, {
      ...paid,
      buyerId: own ? account.id : null,
      newAccount: account.created,
      claim: owner?.claim ?? null,
      accessUntil: reportAccessUntil(paidAt),
      discountCodeId: code?.id ?? null,
      discountCode: code?.code ?? purchase.discountCode,
    });
    if (!opened) {
      if (!testCard) return recordDuplicate(tx, deps, purchase, paid);
      await markPurchaseNotPaid(tx, purchase.id, 'failed');
      return 'duplicate_refused';
    }
    if (code) await countDiscountRedemption(tx, code.id);
    if (own) await keepBuyerDetails(tx, account.id, purchase, account.created);
    const record = await findPurchase(tx, purchase.id);
    if (!record) throw new Error(`purchase ${purchase.id} vanished`);
    if (record.amountCents > 0) await issueDocument(tx, record, deps.seller, 'invoice');
    if (!account.confirmed) await deps.accounts.sendPasswordSetupEmail(tx, account);
    if (owner) await askOwnerToConfirm(tx, record, owner.token, deps.site);
    else await queuePurchaseEmails(tx, purchase.id);
    return 'completed';
  });
}

/** What the buyer typed, kept on their account where it lacks it: never before the account is theirs. */
export const keepBuyerDetails = (
  tx: Queryable,
  buyerId: string,
  purchase: PurchaseRecord,
  created: boolean,
) =>
  fillBuyerDetails(tx, buyerId, {
    country: created ? purchase.billing.country : null,
    taxCode: purchase.billing.tax_code,
    marketingConsent: purchase.marketingConsent,
  });

/** A declined card, an expired or failed provider session: the purchase stays without access. */
export const recordUnpaidCheckout = (db: Queryable, orderId: string, status: 'failed' | 'expired') =>
  markPurchaseNotPaid(db, orderId, status);

export type RefundOutcome = 'refunded' | 'already_refunded' | 'not_found';

/** Runs in the transaction that records a refund, only for the call that recorded it. */
export type OnRefunded = (tx: Queryable) => Promise<void>;

/**
 * Records that `refundedCents` of a locked paid purchase have been given back in all, the whole amount or
 * part of it (decision 046): a credit note for what no earlier credit note covers, and the end of access
 * only when everything is back. A report of an amount already credited changes nothing.
 */
async function creditRefund(
  tx: Queryable,
  seller: Company,
  purchase: PurchaseRecord,
  refundedCents: number,
): Promise<'refunded' | 'partially_refunded' | 'already_refunded'> {
  const refunded = Math.min(refundedCents, purchase.amountCents);
  const credited = await sumCreditedCents(tx, purchase.id);
  const whole = refunded === purchase.amountCents;
  if (refunded <= credited && !whole) return 'already_refunded';
  if (refunded > credited) await issueCreditNote(tx, purchase, seller, refunded - credited);
  if (!whole) return 'partially_refunded';
  await markPurchaseRefunded(tx, purchase.id);
  return 'refunded';
}

const isRefundable = (purchase: PurchaseRecord | undefined): purchase is PurchaseRecord =>
  purchase?.status === 'paid' || purchase?.status === 'refunded';

/**
 * The back office's refund of what is left of a purchase: access ends at once and a credit note is issued
 * for the rest, once, however often the refund is reported (the purchase row is locked, so of concurrent
 * reports one records it and the others find it refunded).
 */
export async function recordRefund(
  deps: Pick<CompletionDeps, 'db' | 'seller'>,
  purchaseId: string,
  onRefunded?: OnRefunded,
): Promise<RefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const purchase = await findPurchase(tx, purchaseId, { forUpdate: true });
    if (!isRefundable(purchase)) return 'not_found';
    if (purchase.status === 'refunded') return 'already_refunded';
    await creditRefund(tx, deps.seller, purchase, purchase.amountCents);
    if (onRefunded) await onRefunded(tx);
    return 'refunded';
  });
}

/**
 * Stripe's charge.refunded, with the total refunded so far: a partial refund (e.g. 1,00 of 19,00 €) gets a
 * credit note for its amount and keeps the access; the refund that completes the total ends it. Replays
 * and late copies of an event find the amount credited already.
 */
export async function recordProviderRefund(
  deps: Pick<CompletionDeps, 'db' | 'seller'>,
  refund: { paymentRef: string; refundedCents: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const purchase = await findPurchaseByPaymentRef(tx, 'stripe', refund.paymentRef);
    if (isRefundable(purchase) && purchase.status === 'paid') {
      await creditRefund(tx, deps.seller, purchase, refund.refundedCents);
    }
  });
}
