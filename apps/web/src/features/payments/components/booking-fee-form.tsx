import type { BookingFeeOffer } from '@verificauto/shared/contracts/payments';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from '../../../components/ui/link';
import { ApiError } from '../../../lib/api-client';
import { usePayBookingFee, useStartBookingFeeSession } from '../api/pay-booking-fee';
import {
  billingOf,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  cardOf,
  FIELD_ORDER,
  fieldId,
  firstInvalidField,
  validateFeeBilling,
} from '../checkout-values';
import { followRedirect } from '../follow-redirect';
import { BuyerFields } from './buyer-fields';
import { CardFields } from './card-fields';
import { PayButton } from './pay-button';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

function fixReason(errors: CheckoutErrors): string | undefined {
  const count = FIELD_ORDER.filter((field) => errors[field]).length;
  if (count === 0) return undefined;
  return count === 1 ? 'Correggi il campo segnalato sopra.' : `Correggi i ${count} campi segnalati sopra.`;
}

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
  const [values, setValues] = useState(() => initialValues(offer));
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [redirectError, setRedirectError] = useState<Error | null>(null);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const pay = usePayBookingFee(uuid);
  const session = useStartBookingFeeSession(uuid);

  const errors = validateFeeBilling(values, { withCard });
  const shown: CheckoutErrors = submitted
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as CheckoutField)));
  const failure = redirectError ?? (withCard ? pay.error : session.error);
  const busy = pay.isPending || session.isPending || leaving;

  // A refused payment keeps every field as it was; the focus goes to the reason (WCAG 3.3.1, 2.4.3).
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const touch = (field: CheckoutField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change = (field: CheckoutField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || busy) return;
    setSubmitted(true);
    const first = firstInvalidField(errors);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    sending.current = true;
    setRedirectError(null);
    const callbacks = {
      onSuccess: (started: { redirect_url: string }) => {
        setLeaving(true);
        if (followRedirect(started.redirect_url, navigate)) return;
        setLeaving(false);
        sending.current = false;
        setRedirectError(new Error(UNEXPECTED));
      },
      onError: () => {
        sending.current = false;
      },
    };
    const billing = billingOf(values);
    if (withCard) pay.mutate({ billing, card: cardOf(values) }, callbacks);
    else session.mutate({ billing }, callbacks);
  };

  const total = formatEuroCents(offer.amount_cents);
  return (
    <Form noValidate onSubmit={submit} className="checkout-form" aria-label="Dati per il pagamento">
      <p className="small text-body-secondary">
        Tutti i campi sono obbligatori. La fattura arriva a{' '}
        <strong className="text-break">{offer.buyer.email}</strong>.
      </p>
      <BuyerFields values={values} withEmail={false} errors={shown} onChange={change} onBlur={touch} />
      <fieldset className="checkout-step">
        <legend className="checkout-step-title">
          <span className="checkout-step-number" aria-hidden="true">
            2
          </span>
          Pagamento
        </legend>
        {withCard ? (
          <>
            {/* Static information, not an announcement: no role "alert". */}
            <div className="alert alert-warning small">
              <strong>Modalità di prova: nessun addebito reale.</strong> Carta che paga: 4242 4242 4242 4242;
              carta rifiutata: 4000 0000 0000 0002.
            </div>
            <CardFields values={values} errors={shown} onChange={change} onBlur={touch} />
          </>
        ) : (
          <p className="mb-0">
            Dopo questo passaggio ti portiamo sulla pagina di pagamento sicura di Stripe, dove inserisci i
            dati della carta.
          </p>
        )}
      </fieldset>
      {failure && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {failure instanceof ApiError ? failure.message : UNEXPECTED}
        </Alert>
      )}
      <PayButton loading={busy} reason={submitted ? fixReason(errors) : undefined}>
        {withCard ? `Paga ${total}` : `Vai al pagamento di ${total}`}
      </PayButton>
    </Form>
  );
}
