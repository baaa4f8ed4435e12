import { fieldErrorsOf } from '@verificauto/shared/contracts/api-error';
import { type WithdrawalRequest, WithdrawalRequestSchema } from '@verificauto/shared/contracts/withdrawal';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../components/ui/text-field';

type Field = keyof WithdrawalRequest;

export const fieldId = (field: Field) => `withdrawal-${field}`;

// The server's own rules and words (packages/shared), checked before the confirmation step.
function validate(values: WithdrawalRequest): Partial<Record<Field, string>> {
  const parsed = WithdrawalRequestSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

interface WithdrawalFormProps {
  values: WithdrawalRequest;
  /** The server's messages for the fields, after a refused confirmation. */
  serverErrors: Partial<Record<Field, string>>;
  onChange(values: WithdrawalRequest): void;
  onContinue(): void;
}

/** Step 1: who withdraws and where the confirmation goes, pre-filled with the order's name and e-mail. */
export function WithdrawalForm({ values, serverErrors, onChange, onContinue }: WithdrawalFormProps) {
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  const shown = (field: Field) => (submitted ? errors[field] : undefined) ?? serverErrors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (['name', 'email'] as const).find((field) => errors[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    onContinue();
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title" className="h4">
        I tuoi dati
      </h2>
      <p>Ti invieremo la conferma del recesso a questo indirizzo email.</p>
      <TextField
        id={fieldId('name')}
        name="name"
        label="Nome e cognome"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        error={shown('name')}
        onChange={(name) => onChange({ ...values, name })}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={values.email}
        error={shown('email')}
        onChange={(email) => onChange({ ...values, email })}
      />
      <Button type="submit" variant="primary" size="lg" className="w-100 mt-2">
        Continua
      </Button>
    </Form>
  );
}
