import { formatCardNumber, formatExpiry } from '../card';
import type { CheckoutErrors, CheckoutField } from '../checkout-values';
import { TextField } from './text-field';

type CardField = 'card_number' | 'card_expiry' | 'card_cvc';

interface CardFieldsProps {
  values: Record<CardField, string>;
  errors: CheckoutErrors;
  /** The buyer had typed a card before leaving the page: its number and CVC were not kept. */
  retype?: boolean;
  onChange(field: CardField, value: string): void;
  onBlur(field: CheckoutField): void;
}

// Card number and CVC never go to browser storage: PCI DSS (docs/decisions/059-checkout-keeps-what-was-typed.md).
const RETYPE_HINT = 'Per sicurezza non conserviamo il numero della carta e il CVC: inseriscili di nuovo.';

/** The card of the built-in test checkout (decision 033), under the notice that only test cards pay. */
export function CardFields({ values, errors, retype = false, onChange, onBlur }: CardFieldsProps) {
  const props = (field: CardField) => ({
    field,
    value: values[field],
    error: errors[field],
    onBlur: () => onBlur(field),
  });
  return (
    <>
      {/* Static information, not an announcement: no role "alert". */}
      <div className="alert alert-warning small">
        <strong>Modalità di prova: nessun addebito reale.</strong> Carta che paga: 4242 4242 4242 4242; carta
        rifiutata: 4000 0000 0000 0002.
      </div>
      <TextField
        {...props('card_number')}
        onChange={(value) => onChange('card_number', formatCardNumber(value))}
        label="Numero della carta"
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        hint={retype ? RETYPE_HINT : undefined}
      />
      <div className="row g-0 gx-3">
        <div className="col-6">
          <TextField
            {...props('card_expiry')}
            onChange={(value) => onChange('card_expiry', formatExpiry(value))}
            label="Scadenza (MM/AA)"
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={5}
            placeholder="MM/AA"
          />
        </div>
        <div className="col-6">
          <TextField
            {...props('card_cvc')}
            onChange={(value) => onChange('card_cvc', value.replace(/\D/g, '').slice(0, 4))}
            label="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            hint="3 o 4 cifre sul retro della carta."
          />
        </div>
      </div>
    </>
  );
}
