import { isValidEmail } from '@verificauto/shared/validation/email';
import { type Ref, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** The reason under a submit button that waits for a valid e-mail (docs/product.md#validation). */
export const EMAIL_NOT_VALID_YET = 'Inserisci un indirizzo email valido per continuare.';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  hint: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function EmailField({ value, onChange, hint, inputRef }: EmailFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const invalid = touched && value.trim() !== '' && !isValidEmail(value);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Email</Form.Label>
      <Form.Control
        ref={inputRef}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder="Indirizzo email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      {/* WCAG 4.1.3: the region is always there, so screen readers announce the message when it appears. */}
      <div aria-live="polite">
        {invalid && (
          <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
            Inserisci un indirizzo email valido.
          </Form.Control.Feedback>
        )}
      </div>
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
}
