import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../checkout-values';
import { CardFields } from './card-fields';
import { CheckoutStep } from './checkout-step';
import { DiscountCodeField } from './discount-code-field';

interface PaymentStepProps {
  offer: CheckoutOffer;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** A valid email, for the discount check. */
  email: string | undefined;
  quote: DiscountQuote | null;
  onQuote(quote: DiscountQuote | null): void;
  onChange(field: 'card_number' | 'card_expiry' | 'card_cvc', value: string): void;
  onBlur(field: CheckoutField): void;
  busy: boolean;
}

/**
 * Step "Pagamento": the card and the discount code on our page with the test checkout; with Stripe both
 * are entered on Stripe's page after the order (docs/product.md#discount-codes: the code in the
 * payment-method step).
 */
export function PaymentStep({
  offer,
  values,
  errors,
  email,
  quote,
  onQuote,
  onChange,
  onBlur,
  busy,
}: PaymentStepProps) {
  return (
    <CheckoutStep number={3} title="Pagamento">
      {offer.provider === 'test' ? (
        <>
          <CardFields values={values} errors={errors} onChange={onChange} onBlur={onBlur} />
          <DiscountCodeField
            inspectionUuid={offer.inspection_uuid}
            email={email}
            quote={quote}
            onQuote={onQuote}
            disabled={busy}
          />
        </>
      ) : (
        <p className="mb-0">
          Dopo l’ordine ti portiamo sulla pagina di pagamento sicura di Stripe, dove inserisci i dati della
          carta e, se ne hai uno, il codice sconto.
        </p>
      )}
    </CheckoutStep>
  );
}
