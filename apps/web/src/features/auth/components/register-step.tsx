import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useRegisterUser } from '../api/register-user';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { useNewPassword } from '../hooks/use-new-password';
import { EmailSummary } from './email-summary';
import { ErrorAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

interface RegisterStepProps {
  email: string;
  onEditEmail(): void;
  /** Receives the server's message: the account waits for the activation link sent by e-mail. */
  onRegistered(message: string): void;
}

/**
 * Account creation, path A (docs/product.md#accounts): name (optional) and a new password for the e-mail of
 * step 1.
 */
export function RegisterStep({ email, onEditEmail, onRegistered }: RegisterStepProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  const register = useRegisterUser();
  const nameRef = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { email, name: name.trim(), password: newPassword.password, passwordConfirm: newPassword.confirm },
      { onSuccess: onRegistered },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={register.error} />
      <EmailSummary email={email}>
        <Button variant="link" size="sm" className="flex-shrink-0" onClick={onEditEmail}>
          Modifica email
        </Button>
      </EmailSummary>
      <Form.Group className="mb-3" controlId={nameId}>
        <Form.Label>
          Nome <span className="text-body-secondary fw-normal">(facoltativo)</span>
        </Form.Label>
        <Form.Control
          ref={nameRef}
          name="name"
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Form.Group>
      <NewPasswordFields state={newPassword} passwordLabel="Password" />
      <SubmitButton disabled={!newPassword.ready} loading={register.isPending} reason={newPassword.reason}>
        Crea account
      </SubmitButton>
    </Form>
  );
}
