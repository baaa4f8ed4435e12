import { PROMO_CODE, PROMO_PERCENT_OFF, REPORT_PRICE_CENTS } from '@verificauto/shared/domain/business';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import './promo-text.scss';

/**
 * The product rules (docs/product.md#discount-codes): the full price is 19,00 € and the text itself gives the
 * 50% promo code.
 */
export function PromoText() {
  return (
    <p className="promo-text">
      Il prezzo pieno del report è <strong>{formatEuroCents(REPORT_PRICE_CENTS)}</strong>. Con il codice{' '}
      <strong className="promo-code">{PROMO_CODE}</strong> hai il {PROMO_PERCENT_OFF}% di sconto: inseriscilo
      nel passaggio del metodo di pagamento.
    </p>
  );
}
