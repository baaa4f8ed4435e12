import type { BookingFeeOffer } from '@verificauto/shared/contracts/payments';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formDraftKeys } from '../../../../lib/form-drafts';
import {
  billingOf,
  type CheckoutField,
  type CheckoutValues,
  cardOf,
  FEE_INPUTS,
  validateFeeBilling,
} from '../../checkout-values';
import { BuyerFields } from '../../components/buyer-fields';
import { CardFields } from '../../components/card-fields';
import { CheckoutStep } from '../../components/checkout-step';
import { PayButton } from '../../components/pay-button';
import { useKeptValues } from '../../use-kept-values';
import { failureMessage, type PaymentCallbacks, usePaymentSubmit } from '../../use-payment-submit';
import { usePayBookingFee, useStartBookingFeeSession } from '../api/pay-booking-fee';

const initialValues = (offer: BookingFeeOffer): CheckoutValues => ({
  email: offer.buyer.email,
  first_name: offer.buyer.first_name,
  last_name: offer.buyer.last_name,
  country: offer.buyer.country || 'IT',
  tax_code: offer.buyer.tax_code ?? '',
  street: '',
  postal_code: '',
  city: '',
  province: '',
  // Accepted when booking: this page asks only who pays and, in test mode, the card.
  accept_regulation: true,
  immediate_access: false,
  declare_age: true,
  marketing_consent: false,
  card_number: '',
  card_expiry: '',
  card_cvc: '',
});

/** The fee's payer (for the invoice) and, with the built-in test checkout, the card. */
export function BookingFeeForm({ offer }: { offer: BookingFeeOffer }) {
  const uuid = offer.inspection_uuid;
  const withCard = offer.provider === 'test';
  const kept = useKeptValues(formDraftKeys.bookingFee(uuid), () => initialValues(offer));
  const { values, setValues } = kept;
  const pay = usePayBookingFee(uuid);
  const session = useStartBookingFeeSession(uuid);
  const errors = validateFeeBilling(values, { withCard });
  const { shown, touch, submit, busy, failure, alertRef, reason } = usePaymentSubmit(errors, {
    isPending: pay.isPending || session.isPending,
    error: withCard ? pay.error : session.error,
    inputs: FEE_INPUTS,
  });

  const change = (field: CheckoutField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const send = (callbacks: PaymentCallbacks) => {
    const billing = billingOf(values);
    if (withCard) pay.mutate({ billing, card: cardOf(values) }, kept.forgetOnSuccess(callbacks));
    else session.mutate({ billing }, callbacks);
  };

  const total = formatEuroCents(offer.amount_cents);
  return (
    <Form
      noValidate
      onSubmit={(event) => submit(event, send)}
      className="checkout-form"
      aria-label="Dati per il pagamento"
    >
      <p className="small text-body-secondary">
        Tutti i campi sono obbligatori. La fattura arriva a{' '}
        <strong className="text-break">{offer.buyer.email}</strong>.
      </p>
      <BuyerFields values={values} withEmail={false} errors={shown} onChange={change} onBlur={touch} />
      <CheckoutStep number={2} title="Pagamento">
        {withCard ? (
          <CardFields
            values={values}
            errors={shown}
            retype={kept.retypeCard}
            onChange={change}
            onBlur={touch}
          />
        ) : (
          <p className="mb-0">
            Dopo questo passaggio ti portiamo sulla pagina di pagamento sicura di Stripe, dove inserisci i
            dati della carta.
          </p>
        )}
      </CheckoutStep>
      {failure && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {failureMessage(failure)}
        </Alert>
      )}
      <PayButton loading={busy} reason={reason}>
        {withCard ? `Paga ${total}` : `Vai al pagamento di ${total}`}
      </PayButton>
    </Form>
  );
}
