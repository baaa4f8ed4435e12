import type { CheckoutOffer, CheckoutStarted, DiscountQuote } from '@verificauto/shared/contracts/payments';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { isValidEmail } from '@verificauto/shared/validation/email';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useNavigate } from '../../../components/ui/link';
import { ApiError } from '../../../lib/api-client';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useStartStripeSession } from '../api/start-stripe-session';
import {
  buyerOf,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  cardOf,
  FIELD_ORDER,
  fieldId,
  firstInvalidField,
  validateCheckout,
} from '../checkout-values';
import { followRedirect } from '../follow-redirect';
import { BuyerFields } from './buyer-fields';
import { CheckoutStatements } from './checkout-statements';
import { PayButton } from './pay-button';
import { PaymentStep } from './payment-step';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

interface CheckoutFormProps {
  offer: CheckoutOffer;
  values: CheckoutValues;
  onValues(update: (values: CheckoutValues) => CheckoutValues): void;
  quote: DiscountQuote | null;
  onQuote(quote: DiscountQuote | null): void;
  totalCents: number;
}

function errorMessage(error: Error): string {
  return error instanceof ApiError ? error.message : UNEXPECTED;
}

function fixReason(errors: CheckoutErrors): string | undefined {
  const count = FIELD_ORDER.filter((field) => errors[field]).length;
  if (count === 0) return undefined;
  return count === 1 ? 'Correggi il campo segnalato sopra.' : `Correggi i ${count} campi segnalati sopra.`;
}

/** The checkout's three steps and the final button; the order summary sits beside it. */
export function CheckoutForm({ offer, values, onValues, quote, onQuote, totalCents }: CheckoutFormProps) {
  const uuid = offer.inspection_uuid;
  const withCard = offer.provider === 'test';
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [redirectError, setRedirectError] = useState<Error | null>(null);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const pay = usePayTestCheckout(uuid);
  const session = useStartStripeSession(uuid);

  const errors = validateCheckout(values, { regulationVersion: offer.regulation.version, withCard });
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
  const change = <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => {
    onValues((current) => ({ ...current, [field]: value }));
    if (typeof value === 'boolean') touch(field);
  };

  const leave = (started: CheckoutStarted) => {
    // Stripe's page: the button stays busy until the browser has left.
    setLeaving(true);
    if (followRedirect(started.redirect_url, navigate)) return;
    setLeaving(false);
    sending.current = false;
    setRedirectError(new Error(UNEXPECTED));
  };

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
    const buyer = buyerOf(values, offer.regulation.version);
    const callbacks = {
      onSuccess: leave,
      onError: () => {
        sending.current = false;
      },
    };
    if (withCard) pay.mutate({ buyer, discount_code: quote?.code, card: cardOf(values) }, callbacks);
    else session.mutate({ buyer }, callbacks);
  };

  const total = formatEuroCents(totalCents);
  return (
    <Form noValidate onSubmit={submit} className="checkout-form" aria-label="Dati per l’acquisto">
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
        onChange={change}
        onBlur={touch}
        busy={busy}
      />
      {failure && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {errorMessage(failure)}
        </Alert>
      )}
      <PayButton loading={busy} reason={submitted ? fixReason(errors) : undefined}>
        {withCard ? `Paga ${total}` : `Ordina e paga ${total}`}
      </PayButton>
    </Form>
  );
}
