import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type CheckoutField, errorId, fieldId } from '../checkout-values';
import { describedBy, FieldError } from './field-error';

type InputProps = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoCapitalize' | 'spellCheck'
>;

interface TextFieldProps extends InputProps {
  field: CheckoutField;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input of the checkout with its error and hint, both linked with aria-describedby. */
export function TextField({
  field,
  label,
  value,
  error,
  onChange,
  onBlur,
  hint,
  className = 'mb-3',
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...inputProps}
        type={type}
        name={field}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(field), hintId)}
      />
      <FieldError id={errorId(field)} message={error} />
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
