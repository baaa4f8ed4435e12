import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../components/ui/text-field';
import { type ServerInputs, useServerFieldErrors } from '../../../components/ui/use-server-field-errors';
import { useRegisterUser } from '../api/register-user';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import {
  NEW_PASSWORD_INPUTS,
  type NewPasswordField,
  newPasswordInputId,
  useNewPassword,
} from '../hooks/use-new-password';
import { EmailSummary } from './email-summary';
import { ErrorAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

const NAME_ID = 'register-name';
const REGISTER_INPUTS: ServerInputs<NewPasswordField | 'name'> = { ...NEW_PASSWORD_INPUTS, name: 'name' };

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
  const [name, setName] = useState('');
  const newPassword = useNewPassword();
  const register = useRegisterUser();
  const nameRef = useFocusOnMount<HTMLInputElement>();
  const serverErrors = useServerFieldErrors(register.error, REGISTER_INPUTS, (field) =>
    field === 'name' ? NAME_ID : newPasswordInputId(field),
  );

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
      <TextField
        id={NAME_ID}
        name="name"
        label="Nome"
        required={false}
        autoComplete="name"
        maxLength={120}
        value={name}
        error={serverErrors.name}
        onChange={setName}
        inputRef={nameRef}
      />
      <NewPasswordFields state={newPassword} passwordLabel="Password" errors={serverErrors} />
      <SubmitButton disabled={!newPassword.ready} loading={register.isPending} reason={newPassword.reason}>
        Crea account
      </SubmitButton>
    </Form>
  );
}
