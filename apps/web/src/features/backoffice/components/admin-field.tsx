import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

type InputProps = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'spellCheck' | 'disabled' | 'onBlur'
>;

interface AdminFieldProps extends InputProps {
  /** The input's id; its error is `${id}-error` and its hint `${id}-hint`. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input of the back-office forms, with the server's message under it and an optional hint. */
export function AdminField({
  id,
  label,
  value,
  error,
  onChange,
  required = false,
  hint,
  className = 'mb-3',
  type = 'text',
  ...inputProps
}: AdminFieldProps) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {label}
        {!required && <span className="text-body-secondary fw-normal"> (facoltativo)</span>}
      </Form.Label>
      <Form.Control
        {...inputProps}
        type={type}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hintId)}
      />
      <FieldError id={errorId} message={error} />
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
