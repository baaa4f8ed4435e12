import { isValidEmail } from '@verificauto/shared/validation/email';
import { type Ref, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** The reason under a submit button that waits for a valid e-mail (docs/product.md#validation). */
export const EMAIL_NOT_VALID_YET = 'Inserisci un indirizzo email valido per continuare.';

interface EmailFieldProps {
  /** The input's id, when the form must find it (to focus it); else a generated one. */
  id?: string;
  value: string;
  onChange(value: string): void;
  hint: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The server's message about the e-mail. */
  error?: string | undefined;
}

export function EmailField({ value, onChange, hint, inputRef, error, ...props }: EmailFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [touched, setTouched] = useState(false);
  const message =
    touched && value.trim() !== '' && !isValidEmail(value) ? 'Inserisci un indirizzo email valido.' : error;
  const invalid = message !== undefined;
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
            {message}
          </Form.Control.Feedback>
        )}
      </div>
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
}
