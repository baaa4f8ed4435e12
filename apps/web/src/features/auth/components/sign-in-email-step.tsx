import type { LookupResponse } from '@verificauto/shared/contracts/auth';
import { isValidEmail } from '@verificauto/shared/validation/email';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSingleInputError } from '../../../components/ui/use-server-field-errors';
import { ApiError } from '../../../lib/api-client';
import { useLookupUser } from '../api/lookup-user';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { EMAIL_NOT_VALID_YET, EmailField } from './email-field';
import { ErrorAlert } from './form-alert';
import { SubmitButton } from './submit-button';

const EMAIL_ID = 'sign-in-email';

interface SignInEmailStepProps {
  /** The e-mail to edit when the user comes back with 'Modifica email'. */
  defaultEmail: string;
  onFound(user: LookupResponse): void;
  /** Path A (docs/product.md#accounts): no account has this e-mail, the user chooses to create one. */
  onCreateAccount(email: string): void;
}

/** Step 1 of sign-in: the e-mail, looked up on the server. */
export function SignInEmailStep({ defaultEmail, onFound, onCreateAccount }: SignInEmailStepProps) {
  const [email, setEmail] = useState(defaultEmail);
  const lookup = useLookupUser();
  const inputRef = useFocusOnMount<HTMLInputElement>(defaultEmail !== '');
  const lookedUp = lookup.variables;
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404 && lookedUp !== undefined;
  const emailError = useSingleInputError(lookup.error, 'email', EMAIL_ID);

  const change = (value: string) => {
    setEmail(value);
    // The message (and the offer to create an account) is about the e-mail that was looked up.
    if (lookup.isError) lookup.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate(email.trim(), { onSuccess: onFound });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={lookup.error}>
        {notFound && (
          <Button variant="primary" className="mt-3" onClick={() => onCreateAccount(lookedUp)}>
            Crea un account
          </Button>
        )}
      </ErrorAlert>
      <EmailField
        id={EMAIL_ID}
        value={email}
        onChange={change}
        hint="Inserisci la tua email per accedere."
        inputRef={inputRef}
        error={emailError}
      />
      <SubmitButton disabled={!isValidEmail(email)} loading={lookup.isPending} reason={EMAIL_NOT_VALID_YET}>
        Avanti
      </SubmitButton>
    </Form>
  );
}
