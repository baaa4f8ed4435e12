import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import { CARD_NETWORKS } from '@verificauto/shared/domain/business';
import { formatDate, formatEuroCents } from '@verificauto/shared/domain/format';
import {
  euCountryName,
  formatVatRate,
  isEuCountryCode,
  splitVatInclusive,
  vatRateFor,
} from '@verificauto/shared/domain/vat';
import { vehicleName } from '@verificauto/shared/domain/vehicle-name';
import { CHECKOUT_IMAGE_SIZES } from '@verificauto/shared/prerender/image-preload';
import { VehicleImage } from '../../../components/ui/vehicle-image';

interface OrderSummaryProps {
  offer: CheckoutOffer;
  quote: DiscountQuote | null;
  totalCents: number;
  /** The country of residence chosen in the form: its VAT rate applies. */
  country: string;
}

/** "Fiat Panda 2019": the vehicle as the order names it. */
export function vehicleOf(offer: CheckoutOffer): string {
  const { reportPreview } = offer;
  return [vehicleName(reportPreview), reportPreview.year].filter(Boolean).join(' ');
}

/** "Italia 22%": the VAT country and its standard rate, with the Italian decimal comma. */
export function vatLabel(country: string): string | null {
  if (!isEuCountryCode(country)) return null;
  return `${euCountryName(country)} ${formatVatRate(vatRateFor(country))}`;
}

/**
 * What is sold and for how much, visible before the final button (docs/product.md#legal-checkout).
 */
export function OrderSummary({ offer, quote, totalCents, country }: OrderSummaryProps) {
  const { reportPreview } = offer;
  const vat = vatLabel(country);
  const vatCents = isEuCountryCode(country)
    ? splitVatInclusive(totalCents, vatRateFor(country)).vatCents
    : null;

  return (
    <section className="card card-soft checkout-summary" aria-labelledby="checkout-summary-title">
      <VehicleImage
        src={reportPreview.main_image?.src ?? null}
        srcSet={reportPreview.main_image?.srcSet}
        sizes={CHECKOUT_IMAGE_SIZES}
        alt={reportPreview.main_image?.alt ?? ''}
        className="checkout-summary-image"
        eager
      />
      <div className="card-body p-4">
        <h2 id="checkout-summary-title" className="h4 mb-2">
          Riepilogo dell’ordine
        </h2>
        <p className="checkout-summary-vehicle mb-2">{vehicleName(reportPreview)}</p>
        <p className="mb-3">
          Accesso online al report n. {offer.report_number} del veicolo {vehicleOf(offer)}, consultabile nel
          browser per {offer.access_days} giorni, fino al {formatDate(offer.access_until)} (non scaricabile).
        </p>
        <dl className="checkout-price-lines mb-2">
          <div>
            <dt>Prezzo</dt>
            <dd>{formatEuroCents(offer.list_price_cents)}</dd>
          </div>
          {quote && (
            <div className="checkout-price-discount">
              <dt>Sconto ({quote.code})</dt>
              <dd>{formatEuroCents(-quote.discount_cents)}</dd>
            </div>
          )}
          <div className="checkout-price-total">
            <dt>Totale (IVA inclusa)</dt>
            <dd aria-live="polite">{formatEuroCents(totalCents)}</dd>
          </div>
        </dl>
        {vat && (
          <p className="small text-body-secondary mb-2" aria-live="polite">
            IVA applicata: {vat}
            {vatCents !== null && ` (di cui IVA ${formatEuroCents(vatCents)})`}
          </p>
        )}
        <p className="small text-body-secondary mb-0">Carte accettate: {CARD_NETWORKS.join(', ')}</p>
      </div>
    </section>
  );
}
