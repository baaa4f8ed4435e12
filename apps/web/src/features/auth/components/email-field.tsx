import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@verificauto/shared/validation/email';
import { type Ref, useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** The reason under a submit button that waits for a valid e-mail (docs/product.md#validation). */
export const EMAIL_NOT_VALID_YET = 'Inserisci un indirizzo email valido per continuare.';

/** Under the field, with what a valid address looks like (WCAG 3.3.1 and 3.3.3). */
export const EMAIL_NOT_VALID = `${EMAIL_INVALID_MESSAGE} Esempio: nome@esempio.it`;

// Long enough not to judge an address while it is being typed.
const TYPING_PAUSE_MS = 1500;

const wrong = (typed: string) => typed.trim() !== '' && !isValidEmail(typed);

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
  // Judged once the field is left, or after a pause in typing: the visitor learns why the form waits.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched || !wrong(value)) return;
    const pause = setTimeout(() => setTouched(true), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [touched, value]);
  const message = touched && wrong(value) ? EMAIL_NOT_VALID : error;
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
