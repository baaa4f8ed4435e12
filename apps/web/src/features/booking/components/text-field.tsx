import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { type BookingField, errorId, fieldId } from '../booking-values';
import { describedBy, FieldError } from './field-error';

type InputProps = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoCapitalize' | 'spellCheck'
>;

interface TextFieldProps extends InputProps {
  field: Exclude<BookingField, 'accept_regulation'>;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  hint?: ReactNode;
}

/** A labelled input of the booking form with its error and hint, both linked with aria-describedby. */
export function TextField({
  field,
  label,
  value,
  error,
  onChange,
  onBlur,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...rest}
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
