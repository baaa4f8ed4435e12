import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from '../../components/ui/link';
import { type ServerInputs, useServerFieldErrors } from '../../components/ui/use-server-field-errors';
import { ApiError } from '../../lib/api-client';
import {
  type CheckoutErrors,
  type CheckoutField,
  FIELD_ORDER,
  fieldId,
  firstInvalidField,
} from './checkout-values';
import { followRedirect } from './follow-redirect';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

export interface PaymentCallbacks {
  onSuccess(started: { redirect_url: string }): void;
  onError(): void;
}

interface PaymentRequest {
  isPending: boolean;
  error: Error | null;
  /** The form's field of each input of the request, for the server's messages (`fields`). */
  inputs: ServerInputs<CheckoutField>;
}

export const failureMessage = (error: Error): string =>
  error instanceof ApiError ? error.message : UNEXPECTED;

function fixReason(errors: CheckoutErrors): string | undefined {
  const count = FIELD_ORDER.filter((field) => errors[field]).length;
  if (count === 0) return undefined;
  return count === 1 ? 'Correggi il campo segnalato sopra.' : `Correggi i ${count} campi segnalati sopra.`;
}

/**
 * What the checkout and the booking fee's form share: errors shown once a field is left or the form sent,
 * the server's beside the fields they are about, one request at a time, then the browser sent where the
 * payment goes on (a page of ours or Stripe's). `request`: whether the payment's request is under way,
 * and why it failed.
 */
export function usePaymentSubmit(errors: CheckoutErrors, request: PaymentRequest) {
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [redirectError, setRedirectError] = useState<Error | null>(null);
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const failure = redirectError ?? request.error;
  // A refused payment keeps every field as it was; the focus goes to the wrong field, or to the reason.
  const fromServer = useServerFieldErrors(failure, request.inputs, fieldId, alertRef);
  const shown: CheckoutErrors = {
    ...fromServer,
    ...(submitted
      ? errors
      : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as CheckoutField)))),
  };
  const busy = request.isPending || leaving;

  const touch = (field: CheckoutField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const submit = (event: FormEvent, send: (callbacks: PaymentCallbacks) => void) => {
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
    send({
      onSuccess: (started) => {
        // Stripe's page: the button stays busy until the browser has left.
        setLeaving(true);
        if (followRedirect(started.redirect_url, navigate)) return;
        setLeaving(false);
        sending.current = false;
        setRedirectError(new Error(UNEXPECTED));
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  return { shown, touch, submit, busy, failure, alertRef, reason: submitted ? fixReason(errors) : undefined };
}
