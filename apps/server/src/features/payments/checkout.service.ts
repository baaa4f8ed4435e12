import { randomUUID } from 'node:crypto';
import type {
  CheckoutBuyerSchema,
  CheckoutOffer,
  CheckoutStarted,
  DiscountQuote,
  TestCard,
} from '@verificauto/shared/contracts/payments';
import { REPORT_ACCESS_DAYS, REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import {
  applyDiscount,
  type DiscountResult,
  rejectUnknownDiscountCode,
} from '@verificauto/shared/domain/discount';
import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import type { z } from 'zod';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { photoToDto } from '../../lib/photo-dto';
import type { SessionUser } from '../../lib/session-user';
import { isUuid } from '../../lib/uuid';
import { checkoutConsents } from './checkout-consents';
import type { HostedPaymentGateway } from './payment-gateway';
import {
  countCodeUsesByEmail,
  findBuyerProfile,
  findDiscountCode,
  findReportForSale,
  hasActivePurchaseByEmail,
  insertPendingPurchase,
  isEmailBlocked,
  type ReportForSale,
  setProviderSession,
} from './payments.repository';
import { type CompletionDeps, completePurchase, recordUnpaidCheckout } from './purchase-completion.service';
import { chargeTestCard } from './test-card';

export interface CheckoutDeps extends CompletionDeps {
  config: Pick<Config, 'publicUrl'>;
  /** Stripe when configured; null: the built-in test checkout (decision 033). */
  gateway: HostedPaymentGateway | null;
  regulation: { version: string; date: string };
}

type Buyer = z.output<typeof CheckoutBuyerSchema>;

export interface CheckoutContext {
  user: SessionUser | null;
  ip: string;
  userAgent: string | null;
}

const notForSale = () =>
  new AppError(404, 'checkout_unavailable', 'Questo report non esiste o non è ancora in vendita.');

async function reportForSale(deps: CheckoutDeps, inspectionId: string): Promise<ReportForSale> {
  const report = isUuid(inspectionId)
    ? await findReportForSale(deps.db, inspectionId.toLowerCase())
    : undefined;
  if (!report) throw notForSale();
  return report;
}

const alreadyOwned = () =>
  new AppError(409, 'already_purchased', 'Hai già accesso a questo report: lo trovi nell’Area riservata.');

const vehicleName = (report: ReportForSale) => [report.brand, report.model].filter(Boolean).join(' ');

/** GET /api/checkout/{inspectionUuid}: what the checkout page shows before anything is typed. */
export async function getCheckoutOffer(
  deps: CheckoutDeps,
  inspectionId: string,
  user: SessionUser | null,
): Promise<CheckoutOffer> {
  const report = await reportForSale(deps, inspectionId);
  const profile = user ? await findBuyerProfile(deps.db, user.id) : undefined;
  if (
    user &&
    (user.id === report.sellerId || (await hasActivePurchaseByEmail(deps.db, report.reportId, user.email)))
  ) {
    throw alreadyOwned();
  }
  const [firstName = '', ...rest] = (profile?.name ?? '').trim().split(/\s+/);
  return {
    inspection_uuid: report.inspectionId,
    report_number: report.reportNumber,
    reportPreview: {
      verdict_datecompleted: report.verdictDatecompleted?.toISOString() ?? null,
      brand: report.brand,
      model: report.model,
      main_image: report.mainPhoto
        ? photoToDto(report.mainPhoto, vehicleName(report) || 'Foto del veicolo')
        : null,
      year: report.year,
      odometer: report.odometer,
    },
    list_price_cents: REPORT_PRICE_CENTS,
    access_days: REPORT_ACCESS_DAYS,
    access_until: reportAccessUntil(new Date()).toISOString(),
    regulation: deps.regulation,
    provider: deps.gateway ? 'stripe' : 'test',
    buyer: profile
      ? {
          email: profile.email,
          first_name: firstName,
          last_name: rest.join(' '),
          country: profile.country,
          tax_code: profile.taxCode,
        }
      : null,
  };
}

async function priceWithCode(
  deps: CheckoutDeps,
  code: string,
  email: string | undefined,
): Promise<DiscountResult & { codeId?: string; codeText?: string; description?: string | null }> {
  const found = await findDiscountCode(deps.db, code);
  if (!found) return rejectUnknownDiscountCode();
  const usesByThisBuyer = email ? await countCodeUsesByEmail(deps.db, found.id, email) : 0;
  const result = applyDiscount(found, {
    listPriceCents: REPORT_PRICE_CENTS,
    now: new Date(),
    usesByThisBuyer,
  });
  return { ...result, codeId: found.id, codeText: found.code, description: found.description };
}

/** POST /api/checkout/{inspectionUuid}/discount: the total with a code, in the payment step. */
export async function quoteDiscount(
  deps: CheckoutDeps,
  inspectionId: string,
  input: { code: string; email?: string },
  user: SessionUser | null,
): Promise<DiscountQuote> {
  await reportForSale(deps, inspectionId);
  const priced = await priceWithCode(deps, input.code, user?.email ?? input.email);
  if (!priced.ok) throw new AppError(422, priced.code, priced.message);
  return {
    code: priced.codeText ?? input.code,
    description: priced.description ?? null,
    list_price_cents: REPORT_PRICE_CENTS,
    discount_cents: priced.discountCents,
    total_cents: priced.totalCents,
  };
}

/** What every checkout checks before taking money: the report, the Regolamento, the buyer. */
async function checkBuyer(deps: CheckoutDeps, report: ReportForSale, buyer: Buyer) {
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
  if (await hasActivePurchaseByEmail(deps.db, report.reportId, buyer.email)) throw alreadyOwned();
}

function pendingPurchase(
  report: ReportForSale,
  buyer: Buyer,
  context: CheckoutContext,
  provider: 'test' | 'stripe',
  price: { discountCents: number; totalCents: number; codeId: string | null; code: string | null },
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
  await checkBuyer(deps, report, input.buyer);
  let price = {
    discountCents: 0,
    totalCents: REPORT_PRICE_CENTS,
    codeId: null as string | null,
    code: null as string | null,
  };
  if (input.discount_code) {
    const priced = await priceWithCode(deps, input.discount_code, input.buyer.email);
    if (!priced.ok) throw new AppError(422, priced.code, priced.message);
    price = { ...priced, codeId: priced.codeId ?? null, code: priced.codeText ?? null };
  }
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
  await completePurchase(deps, order.id, {
    paymentRef: `test_${randomUUID()}`,
    amountCents: price.totalCents,
    discountCents: price.discountCents,
    discountCode: null,
    paymentMethod: charge.paymentMethod,
    cardCountry: null,
  });
  return { purchase_uuid: order.id, redirect_url: confirmationUrl(order.id) };
}

/** POST /api/checkout/{inspectionUuid}/session: the statements on our page, then Stripe's page. */
export async function startHostedCheckout(
  deps: CheckoutDeps,
  inspectionId: string,
  buyer: Buyer,
  context: CheckoutContext,
): Promise<CheckoutStarted> {
  if (!deps.gateway)
    throw new AppError(409, 'wrong_provider', 'Ricarica la pagina per completare il pagamento.');
  const report = await reportForSale(deps, inspectionId);
  await checkBuyer(deps, report, buyer);
  const order = await insertPendingPurchase(
    deps.db,
    pendingPurchase(
      report,
      buyer,
      context,
      'stripe',
      { discountCents: 0, totalCents: REPORT_PRICE_CENTS, codeId: null, code: null },
      deps.regulation,
    ),
  );
  const vehicle = vehicleName(report);
  const session = await deps.gateway.createCheckout({
    orderId: order.id,
    orderKind: 'report_purchase',
    description: `Report Verificauto n. ${report.reportNumber}${vehicle ? ` – ${vehicle}` : ''}`,
    amountCents: REPORT_PRICE_CENTS,
    customerEmail: buyer.email,
    successUrl: `${deps.config.publicUrl}${confirmationUrl(order.id)}`,
    cancelUrl: `${deps.config.publicUrl}/report/${report.inspectionId}`,
  });
  await setProviderSession(deps.db, order.id, session.sessionId);
  return { purchase_uuid: order.id, redirect_url: session.url };
}
