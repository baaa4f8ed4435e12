import { randomUUID } from 'node:crypto';
import type { CheckoutBuyerSchema, CheckoutStarted, TestCard } from '@verificauto/shared/contracts/payments';
import { REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { isEmailBlocked } from '../../../lib/blocked-email.repository';
import type { SessionUser } from '../../../lib/session-user';
import { chargeTestCard } from '../gateway/test-card';
import {
  hasActivePurchaseByEmail,
  insertPendingPurchase,
  setProviderSession,
} from '../purchases/payments.repository';
import { completePurchase, recordUnpaidCheckout } from '../purchases/purchase-completion.service';
import { checkoutConsents } from './checkout-consents';
import { alreadyOwned, type CheckoutDeps, reportForSale, vehicleName } from './checkout-offer.service';
import { type OrderPrice, priceOrder } from './order-price';
import type { ReportForSale } from './reports-for-sale.repository';

type Buyer = z.output<typeof CheckoutBuyerSchema>;

export interface CheckoutContext {
  user: SessionUser | null;
  ip: string;
  userAgent: string | null;
}

const isOwnerSignedIn = (buyer: Buyer, context: CheckoutContext) =>
  context.user !== null && context.user.email.toLowerCase() === buyer.email.toLowerCase();

/**
 * What every checkout checks before taking money: the report, the Regolamento, the buyer. Only the
 * signed-in owner of the e-mail is told that it can already read the report: a guest typing an e-mail is
 * told nothing about its account, and its purchase waits for the address owner (decisions 046, 049).
 */
async function checkBuyer(deps: CheckoutDeps, report: ReportForSale, buyer: Buyer, context: CheckoutContext) {
  if (buyer.regulation_version !== deps.regulation.version) {
    throw new AppError(
      409,
      'regulation_changed',
      'Il Regolamento è stato aggiornato mentre compilavi l’ordine: ricarica la pagina e leggi la nuova versione.',
    );
  }
  if (await isEmailBlocked(deps.db, buyer.email)) {
    throw new AppError(
      403,
      'account_blocked',
      'Con questo indirizzo email non è possibile acquistare report. Per chiarimenti scrivi all’assistenza.',
    );
  }
  if (
    isOwnerSignedIn(buyer, context) &&
    (await hasActivePurchaseByEmail(deps.db, report.reportId, buyer.email))
  )
    throw alreadyOwned();
}

function pendingPurchase(
  report: ReportForSale,
  buyer: Buyer,
  context: CheckoutContext,
  provider: 'test' | 'stripe',
  price: OrderPrice,
  regulation: CheckoutDeps['regulation'],
) {
  const now = new Date();
  return {
    reportId: report.reportId,
    provider,
    buyerEmail: buyer.email,
    billing: {
      first_name: buyer.first_name,
      last_name: buyer.last_name,
      country: buyer.country,
      tax_code: buyer.tax_code ?? null,
      address: { ...buyer.address, province: buyer.address.province ?? null },
    },
    consents: checkoutConsents(buyer, regulation.date, now),
    regulationVersion: regulation.version,
    marketingConsent: buyer.marketing_consent,
    withdrawalWaivedAt: buyer.immediate_access ? now : null,
    listPriceCents: REPORT_PRICE_CENTS,
    discountCodeId: price.codeId,
    discountCode: price.code,
    discountCents: price.discountCents,
    amountCents: price.totalCents,
    ip: context.ip,
    userAgent: context.userAgent,
    signedInUserId: context.user?.id ?? null,
  };
}

const confirmationUrl = (purchaseId: string) => `/payment/confirm/${purchaseId}`;

/** POST /api/checkout/{inspectionUuid}/pay: the built-in test checkout charges a test card at once. */
export async function payWithTestCard(
  deps: CheckoutDeps,
  inspectionId: string,
  input: { buyer: Buyer; discount_code?: string; card: TestCard },
  context: CheckoutContext,
): Promise<CheckoutStarted> {
  if (deps.gateway)
    throw new AppError(409, 'wrong_provider', 'I pagamenti si fanno con Stripe: ricarica la pagina.');
  const report = await reportForSale(deps, inspectionId);
  await checkBuyer(deps, report, input.buyer, context);
  const price = await priceOrder(deps, input.discount_code, input.buyer.email);
  // A malformed card is refused before any order exists, as a payment page does.
  let charge: ReturnType<typeof chargeTestCard> | AppError;
  try {
    charge = chargeTestCard(input.card, new Date());
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 402) throw error;
    charge = error;
  }
  const order = await insertPendingPurchase(
    deps.db,
    pendingPurchase(report, input.buyer, context, 'test', price, deps.regulation),
  );
  if (charge instanceof AppError) {
    await recordUnpaidCheckout(deps.db, order.id, 'failed');
    throw charge;
  }
  const payment = {
    paymentRef: `test_${randomUUID()}`,
    amountCents: price.totalCents,
    paymentMethod: charge.paymentMethod,
    cardCountry: null,
  };
  const outcome = await completePurchase(deps, order.id, payment, true).catch(async (error: unknown) => {
    // A code used up by a concurrent payment: refused before the card is charged, as a decline is.
    if (error instanceof AppError) await recordUnpaidCheckout(deps.db, order.id, 'failed');
    throw error;
  });
  if (outcome === 'duplicate_refused') throw alreadyOwned();
  return { purchase_uuid: order.id, redirect_url: confirmationUrl(order.id) };
}

/** Under the order's name on Stripe's page: how the code made the price the buyer saw on ours. */
const discountDetail = (price: OrderPrice) =>
  price.code
    ? `Prezzo di listino ${formatEuroCents(REPORT_PRICE_CENTS)}, sconto con il codice ${price.code}: ${formatEuroCents(-price.discountCents)}`
    : undefined;

/**
 * POST /api/checkout/{inspectionUuid}/session: the statements and the code on our page, then Stripe's page
 * for the total our rules made (docs/decisions/050-discount-codes-in-both-payment-modes.md).
 */
export async function startHostedCheckout(
  deps: CheckoutDeps,
  inspectionId: string,
  input: { buyer: Buyer; discount_code?: string | undefined },
  context: CheckoutContext,
): Promise<CheckoutStarted> {
  if (!deps.gateway)
    throw new AppError(409, 'wrong_provider', 'Ricarica la pagina per completare il pagamento.');
  const { buyer } = input;
  const report = await reportForSale(deps, inspectionId);
  await checkBuyer(deps, report, buyer, context);
  const price = await priceOrder(deps, input.discount_code, buyer.email);
  const order = await insertPendingPurchase(
    deps.db,
    pendingPurchase(report, buyer, context, 'stripe', price, deps.regulation),
  );
  const vehicle = vehicleName(report);
  const session = await deps.gateway.createCheckout({
    orderId: order.id,
    orderKind: 'report_purchase',
    description: `Report Verificauto n. ${report.reportNumber}${vehicle ? ` – ${vehicle}` : ''}`,
    amountCents: price.totalCents,
    detail: discountDetail(price),
    customerEmail: buyer.email,
    successUrl: `${deps.config.publicUrl}${confirmationUrl(order.id)}`,
    cancelUrl: `${deps.config.publicUrl}/report/${report.inspectionId}`,
  });
  await setProviderSession(deps.db, order.id, session.sessionId);
  return { purchase_uuid: order.id, redirect_url: session.url };
}
