import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import { REPORT_ACCESS_DAYS, REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { reportAccessUntil } from '@verificauto/shared/domain/report-access';
import type { Config } from '../../../config/env';
import { severityCountsOfRows } from '../../../db/report-item-row';
import { AppError } from '../../../lib/app-error';
import { photoToDto } from '../../../lib/photo-dto';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import type { HostedPaymentGateway } from '../gateway/payment-gateway';
import { findBuyerProfile } from '../purchases/buyers.repository';
import { hasActivePurchaseByEmail } from '../purchases/payments.repository';
import type { CompletionDeps } from '../purchases/purchase-completion.service';
import { priceWithCode } from './order-price';
import { findReportForSale, listReportFindings, type ReportForSale } from './reports-for-sale.repository';

export interface CheckoutDeps extends CompletionDeps {
  config: Pick<Config, 'publicUrl'>;
  /** Stripe when configured; null: the built-in test checkout (decision 033). */
  gateway: HostedPaymentGateway | null;
  regulation: { version: string; date: string };
}

const notForSale = () =>
  new AppError(404, 'checkout_unavailable', 'Questo report non esiste o non è ancora in vendita.');

export async function reportForSale(
  deps: Pick<CheckoutDeps, 'db'>,
  inspectionId: string,
): Promise<ReportForSale> {
  const report = isUuid(inspectionId)
    ? await findReportForSale(deps.db, inspectionId.toLowerCase())
    : undefined;
  if (!report) throw notForSale();
  return report;
}

export const alreadyOwned = () =>
  new AppError(409, 'already_purchased', 'Hai già acquistato questo report: lo trovi nell’Area riservata.');

/** The seller reads the report of their inspection without buying it (docs/product.md#report-access). */
const ownReport = () =>
  new AppError(409, 'own_report', 'Questo è il report della tua ispezione: lo leggi senza acquistarlo.');

export const vehicleName = (report: ReportForSale) => [report.brand, report.model].filter(Boolean).join(' ');

type OfferDeps = Pick<CheckoutDeps, 'db' | 'gateway' | 'regulation'>;

/**
 * The offer as a guest gets it, for the checkout page the server renders with it (decision 038); undefined
 * when the report is not for sale, where the page shows its own message.
 */
export async function guestCheckoutOffer(
  deps: OfferDeps,
  inspectionId: string,
): Promise<CheckoutOffer | undefined> {
  try {
    return await getCheckoutOffer(deps, inspectionId, null);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** GET /api/checkout/{inspectionUuid}: what the checkout page shows before anything is typed. */
export async function getCheckoutOffer(
  deps: OfferDeps,
  inspectionId: string,
  user: SessionUser | null,
): Promise<CheckoutOffer> {
  const report = await reportForSale(deps, inspectionId);
  // Told before any form (docs/decisions/059-checkout-keeps-what-was-typed.md).
  if (user?.id === report.sellerId) throw ownReport();
  if (user && (await hasActivePurchaseByEmail(deps.db, report.reportId, user.email))) throw alreadyOwned();
  const profile = user ? await findBuyerProfile(deps.db, user.id) : undefined;
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
      severity_counts: severityCountsOfRows(await listReportFindings(deps.db, report.reportId)),
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

/** POST /api/checkout/{inspectionUuid}/discount: the total with a code, in the payment step. */
export async function quoteDiscount(
  deps: CheckoutDeps,
  inspectionId: string,
  input: { code: string; email?: string },
  user: SessionUser | null,
): Promise<DiscountQuote> {
  await reportForSale(deps, inspectionId);
  const priced = await priceWithCode(deps, input.code, user?.email ?? input.email);
  return {
    code: priced.code ?? input.code,
    description: priced.description,
    list_price_cents: REPORT_PRICE_CENTS,
    discount_cents: priced.discountCents,
    total_cents: priced.totalCents,
  };
}
