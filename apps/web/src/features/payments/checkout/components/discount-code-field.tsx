import type { DiscountQuote } from '@verificauto/shared/contracts/payments';
import { DiscountQuoteRequestSchema } from '@verificauto/shared/contracts/payments';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { describedBy, FieldError } from '../../../../components/ui/field-error';
import { singleInputError } from '../../../../components/ui/use-server-field-errors';
import { ApiError } from '../../../../lib/api-client';
import { useQuoteDiscount } from '../api/quote-discount';

const FIELD_ID = 'checkout-discount-code';
const ERROR_ID = `${FIELD_ID}-error`;
const UNEXPECTED = 'Non è stato possibile verificare il codice. Riprova tra qualche istante.';

interface DiscountCodeFieldProps {
  inspectionUuid: string;
  /** The buyer's email, when valid: a code may be usable once per account. */
  email: string | undefined;
  quote: DiscountQuote | null;
  onQuote(quote: DiscountQuote | null): void;
  /** The code applied before the buyer left the page: asked for again, as it may have expired meanwhile. */
  keptCode?: string;
  disabled: boolean;
}

/**
 * The product rules (docs/product.md#discount-codes): a discount code applies only if entered in the payment
 * step; 'Applica' asks the price.
 */
export function DiscountCodeField({
  inspectionUuid,
  email,
  quote,
  onQuote,
  keptCode,
  disabled,
}: DiscountCodeFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const quoteDiscount = useQuoteDiscount(inspectionUuid);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  // `restoring`: the buyer did not press 'Applica' now, so the focus stays where it is.
  const apply = (typed: string, restoring = false) => {
    if (quoteDiscount.isPending) return;
    const focus = (target: { current: HTMLElement | null }) => {
      if (!restoring) target.current?.focus();
    };
    const request = DiscountQuoteRequestSchema.safeParse({ code: typed, email });
    if (!request.success) {
      setError(request.error.issues[0]?.message);
      focus(inputRef);
      return;
    }
    setError(undefined);
    quoteDiscount.mutate(request.data, {
      onSuccess: (answer) => {
        onQuote(answer);
        setCode('');
        // The field gives way to the applied code: its 'Rimuovi' keeps the focus in the step.
        requestAnimationFrame(() => focus(removeRef));
      },
      onError: (failure) => {
        // The field is the one place of the answer: its message about the code, else whatever it says.
        setError(
          singleInputError(failure, 'code') ?? (failure instanceof ApiError ? failure.message : UNEXPECTED),
        );
        focus(inputRef);
      },
    });
  };

  const askedAgain = useRef<string>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per kept code, with the e-mail restored alongside.
  useEffect(() => {
    if (!keptCode || askedAgain.current === keptCode) return;
    askedAgain.current = keptCode;
    // Shown in the field while it is priced: a code that no longer applies stays there with the reason.
    setCode(keptCode);
    apply(keptCode, true);
  }, [keptCode]);

  const remove = () => {
    onQuote(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  // Enter in the code field applies the code instead of sending the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(code);
    }
  };

  return (
    <div className="checkout-discount">
      <div aria-live="polite">
        {quote && (
          <div className="checkout-discount-applied">
            <p className="mb-0">
              Codice <strong>{quote.code}</strong> applicato:{' '}
              <span className="text-nowrap">{formatEuroCents(-quote.discount_cents)}</span>
              {quote.description && (
                <span className="d-block small text-body-secondary">{quote.description}</span>
              )}
            </p>
            <Button ref={removeRef} variant="link" size="sm" onClick={remove} disabled={disabled}>
              Rimuovi<span className="visually-hidden"> il codice sconto {quote.code}</span>
            </Button>
          </div>
        )}
      </div>
      {!quote && (
        <Form.Group controlId={FIELD_ID}>
          <Form.Label>Codice sconto (facoltativo)</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              ref={inputRef}
              name="discount_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onKeyDown}
              isInvalid={Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && ERROR_ID)}
            />
            <Button
              variant="outline-primary"
              className="flex-shrink-0"
              onClick={() => apply(code)}
              disabled={disabled || quoteDiscount.isPending}
            >
              {quoteDiscount.isPending && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              Applica
            </Button>
          </div>
          <FieldError id={ERROR_ID} message={error} />
        </Form.Group>
      )}
    </div>
  );
}
