import type { ComponentProps, ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldError } from './field-error';

type InputProps = Pick<
  ComponentProps<'input'>,
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'placeholder'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'disabled'
>;

export interface TextFieldProps extends InputProps {
  /** The input's id; its error is `${id}-error` and its hint `${id}-hint`. */
  id: string;
  name?: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** True by default; an optional field says so after its label. */
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error and hint, both linked with aria-describedby. */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  required = true,
  hint,
  className = 'mb-3',
  type = 'text',
  inputRef,
  ...inputProps
}: TextFieldProps) {
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
        ref={inputRef}
        type={type}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
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
