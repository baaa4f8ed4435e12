import type { LookupResponse } from '@verificauto/shared/contracts/auth';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from '../../../components/ui/link';
import { useSingleInputError } from '../../../components/ui/use-server-field-errors';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { keepIdentity } from '../../../lib/kept-identity';
import { useSignIn } from '../api/sign-in';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { EmailSummary } from './email-summary';
import { ErrorAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const PASSWORD_ID = 'sign-in-password';

interface SignInPasswordStepProps {
  user: LookupResponse;
  onEditEmail(): void;
}

/** Step 2 of sign-in: the password of the account found in step 1. */
export function SignInPasswordStep({ user, onEditEmail }: SignInPasswordStepProps) {
  const { setSignedIn } = useAuth();
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const forgotPassword = paths.forgotPassword.href({ email: user.email });
  // The e-mail is the one found in step 1: wrong credentials are about the password.
  const passwordError = useSingleInputError(signIn.error, 'password', PASSWORD_ID);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email: user.email, password },
      {
        onSuccess: (role) => {
          keepIdentity(user.email, role);
          setSignedIn(true, role);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={signIn.error} />
      <EmailSummary email={user.email}>
        <Button variant="link" size="sm" className="flex-shrink-0" onClick={onEditEmail}>
          Modifica email
        </Button>
      </EmailSummary>
      <PasswordInput
        id={PASSWORD_ID}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={passwordError}
        inputRef={inputRef}
      />
      <SubmitButton
        disabled={password === ''}
        loading={signIn.isPending}
        reason="Inserisci la password per continuare."
      >
        Accedi
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        <Link to={forgotPassword}>Password dimenticata?</Link>
      </p>
    </Form>
  );
}
