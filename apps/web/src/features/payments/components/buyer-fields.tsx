import { EU_COUNTRIES } from '@verificauto/shared/domain/vat';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { type CheckoutErrors, type CheckoutField, errorId, fieldId, isItaly } from '../checkout-values';
import { CheckoutStep } from './checkout-step';
import { TextField } from './text-field';

type TextFieldName = Exclude<
  CheckoutField,
  'accept_regulation' | 'immediate_access' | 'declare_age' | 'marketing_consent'
>;

interface BuyerFieldsProps {
  values: Record<TextFieldName, string>;
  /** False when the e-mail is already known (a booking's fee is paid by the seller who booked). */
  withEmail?: boolean;
  errors: CheckoutErrors;
  onChange(field: TextFieldName, value: string): void;
  onBlur(field: CheckoutField): void;
}

/** Step "I tuoi dati": who pays and where they live, the VAT country and the invoice's details. */
export function BuyerFields({ values, withEmail = true, errors, onChange, onBlur }: BuyerFieldsProps) {
  const italy = isItaly(values);
  const text = (field: TextFieldName) => ({
    field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => onChange(field, value),
    onBlur: () => onBlur(field),
  });
  const countryHint = `${fieldId('country')}-hint`;

  return (
    <CheckoutStep number={1} title="I tuoi dati">
      {withEmail && (
        <TextField
          {...text('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={254}
          hint="Qui ricevi la conferma dell’ordine, la fattura e il link al report."
        />
      )}
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <TextField {...text('first_name')} label="Nome" autoComplete="given-name" maxLength={60} />
        </div>
        <div className="col-sm-6">
          <TextField {...text('last_name')} label="Cognome" autoComplete="family-name" maxLength={60} />
        </div>
      </div>
      <Form.Group className="mb-3" controlId={fieldId('country')}>
        <Form.Label>Paese di residenza</Form.Label>
        <Form.Select
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={(event) => onChange('country', event.target.value)}
          onBlur={() => onBlur('country')}
          isInvalid={Boolean(errors.country)}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedBy(errors.country && errorId('country'), countryHint)}
        >
          {EU_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Form.Select>
        <FieldError id={errorId('country')} message={errors.country} />
        <Form.Text id={countryHint} className="d-block">
          L’IVA è quella del paese in cui risiedi.
        </Form.Text>
      </Form.Group>
      {italy && (
        <TextField
          {...text('tax_code')}
          label="Codice fiscale"
          autoComplete="off"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          hint="Serve per la fattura elettronica."
        />
      )}
      <TextField
        {...text('street')}
        label="Indirizzo"
        autoComplete="street-address"
        maxLength={60}
        hint="Via e numero civico."
      />
      <div className="row g-0 gx-sm-3">
        <div className={italy ? 'col-sm-3' : 'col-sm-4'}>
          <TextField
            {...text('postal_code')}
            label="CAP"
            autoComplete="postal-code"
            inputMode={italy ? 'numeric' : 'text'}
            maxLength={10}
          />
        </div>
        <div className={italy ? 'col-sm-6' : 'col-sm-8'}>
          <TextField {...text('city')} label="Comune" autoComplete="address-level2" maxLength={60} />
        </div>
        {italy && (
          <div className="col-sm-3">
            <TextField
              {...text('province')}
              label="Provincia"
              autoComplete="address-level1"
              autoCapitalize="characters"
              maxLength={2}
              placeholder="MI"
            />
          </div>
        )}
      </div>
    </CheckoutStep>
  );
}
