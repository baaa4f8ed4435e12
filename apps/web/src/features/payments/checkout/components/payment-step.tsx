import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../../checkout-values';
import { CardFields } from '../../components/card-fields';
import { CheckoutStep } from '../../components/checkout-step';
import { DiscountCodeField } from './discount-code-field';

interface PaymentStepProps {
  offer: CheckoutOffer;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** A valid email, for the discount check. */
  email: string | undefined;
  quote: DiscountQuote | null;
  onQuote(quote: DiscountQuote | null): void;
  /** The code applied before the buyer left the page, to be priced again. */
  keptCode: string | undefined;
  /** The card's number and CVC are typed again (they are never kept). */
  retypeCard: boolean;
  onChange(field: 'card_number' | 'card_expiry' | 'card_cvc', value: string): void;
  onBlur(field: CheckoutField): void;
  busy: boolean;
}

/**
 * Step "Pagamento": the discount code is typed here with either payment page, priced by our rules
 * (docs/decisions/050-discount-codes-in-both-payment-modes.md); the card is typed here with the test
 * checkout, on Stripe's page after the order otherwise.
 */
export function PaymentStep({
  offer,
  values,
  errors,
  email,
  quote,
  onQuote,
  keptCode,
  retypeCard,
  onChange,
  onBlur,
  busy,
}: PaymentStepProps) {
  return (
    <CheckoutStep number={3} title="Pagamento">
      {offer.provider === 'test' ? (
        <CardFields values={values} errors={errors} retype={retypeCard} onChange={onChange} onBlur={onBlur} />
      ) : (
        <p>
          Dopo l’ordine ti portiamo sulla pagina di pagamento sicura di Stripe, dove inserisci i dati della
          carta.
        </p>
      )}
      <DiscountCodeField
        inspectionUuid={offer.inspection_uuid}
        email={email}
        quote={quote}
        onQuote={onQuote}
        keptCode={keptCode}
        disabled={busy}
      />
    </CheckoutStep>
  );
}
