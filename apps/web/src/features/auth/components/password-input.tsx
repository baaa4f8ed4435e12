import { type Ref, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { EyeIcon } from './eye-icon';

const RULES_NOT_MET = 'La password non rispetta i requisiti indicati.';

interface PasswordInputProps {
  /** The input's id, when the form must find it (to focus it); else a generated one. */
  id?: string;
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the field; it turns red while `invalid` and there is no `error`. */
  hint?: string;
  invalid?: boolean;
  /** A message that marks the field invalid. */
  error?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password field whose show/hide toggle appears once something is typed (docs/product.md#sign-in-pages).
 */
export function PasswordInput(props: PasswordInputProps) {
  const {
    label,
    name,
    value,
    onChange,
    autoComplete,
    hint,
    invalid = false,
    error,
    onBlur,
    inputRef,
  } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const isInvalid = invalid || error !== undefined;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');

  const change = (next: string) => {
    if (next === '') setVisible(false);
    onChange(next);
  };

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          isInvalid={isInvalid}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        {value !== '' && (
          <Button
            variant="outline-secondary"
            className="password-toggle"
            aria-label={visible ? 'Nascondi password' : 'Mostra password'}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </Button>
        )}
      </InputGroup>
      {/* WCAG 4.1.3: the region is always there, so screen readers announce the message when it appears. */}
      <div aria-live="polite">
        {error && (
          <Form.Control.Feedback id={`${id}-error`} type="invalid" className="d-block">
            {error}
          </Form.Control.Feedback>
        )}
        {isInvalid && !error && hint && <span className="visually-hidden">{RULES_NOT_MET}</span>}
      </div>
      {hint && (
        <Form.Text id={`${id}-hint`} className={isInvalid && !error ? 'text-danger' : undefined}>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
