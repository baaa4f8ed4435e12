import type { CheckoutOffer, DiscountQuote } from '@verificauto/shared/contracts/payments';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { isValidEmail } from '@verificauto/shared/validation/email';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  buyerOf,
  CHECKOUT_INPUTS,
  type CheckoutField,
  type CheckoutValues,
  cardOf,
  validateCheckout,
} from '../../checkout-values';
import { BuyerFields } from '../../components/buyer-fields';
import { PayButton } from '../../components/pay-button';
import type { KeptValues } from '../../use-kept-values';
import { failureMessage, type PaymentCallbacks, usePaymentSubmit } from '../../use-payment-submit';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useStartStripeSession } from '../api/start-stripe-session';
import { CheckoutStatements } from './checkout-statements';
import { PaymentStep } from './payment-step';

interface CheckoutFormProps {
  offer: CheckoutOffer;
  kept: KeptValues;
  quote: DiscountQuote | null;
  onQuote(quote: DiscountQuote | null): void;
  totalCents: number;
}

/** The checkout's three steps and the final button; the order summary sits beside it. */
export function CheckoutForm({ offer, kept, quote, onQuote, totalCents }: CheckoutFormProps) {
  const { values, setValues } = kept;
  const uuid = offer.inspection_uuid;
  const withCard = offer.provider === 'test';
  const pay = usePayTestCheckout(uuid);
  const session = useStartStripeSession(uuid);
  const errors = validateCheckout(values, { regulationVersion: offer.regulation.version, withCard });
  const { shown, touch, submit, busy, failure, alertRef, reason } = usePaymentSubmit(errors, {
    isPending: pay.isPending || session.isPending,
    error: withCard ? pay.error : session.error,
    inputs: CHECKOUT_INPUTS,
  });

  const change = <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (typeof value === 'boolean') touch(field);
  };

  const send = (callbacks: PaymentCallbacks) => {
    const buyer = buyerOf(values, offer.regulation.version);
    const discount_code = quote?.code;
    if (withCard) pay.mutate({ buyer, discount_code, card: cardOf(values) }, kept.forgetOnSuccess(callbacks));
    else session.mutate({ buyer, discount_code }, callbacks);
  };

  const total = formatEuroCents(totalCents);
  return (
    <Form
      noValidate
      onSubmit={(event) => submit(event, send)}
      className="checkout-form"
      aria-label="Dati per l’acquisto"
    >
      <p className="small text-body-secondary">Tutti i campi sono obbligatori, salvo dove indicato.</p>
      <BuyerFields values={values} errors={shown} onChange={change} onBlur={touch} />
      <CheckoutStatements
        values={values}
        errors={shown}
        regulationDate={offer.regulation.date}
        onChange={change}
      />
      <PaymentStep
        offer={offer}
        values={values}
        errors={shown}
        email={isValidEmail(values.email) ? values.email.trim() : undefined}
        quote={quote}
        onQuote={onQuote}
        keptCode={kept.keptCode}
        retypeCard={kept.retypeCard}
        onChange={change}
        onBlur={touch}
        busy={busy}
      />
      {failure && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {failureMessage(failure)}
        </Alert>
      )}
      <PayButton loading={busy} reason={reason}>
        {withCard ? `Paga ${total}` : `Ordina e paga ${total}`}
      </PayButton>
    </Form>
  );
}
