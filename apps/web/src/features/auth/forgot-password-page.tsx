import { isValidEmail } from '@verificauto/shared/validation/email';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { useSingleInputError } from '../../components/ui/use-server-field-errors';
import { paths } from '../../config/paths';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { EMAIL_NOT_VALID_YET, EmailField } from './components/email-field';
import { EmailSummary } from './components/email-summary';
import { ErrorAlert, SuccessAlert } from './components/form-alert';
import { SubmitButton } from './components/submit-button';

const EMAIL_ID = 'forgot-password-email';
const HINT = 'Ti invieremo un link per impostare una nuova password all’indirizzo del tuo account.';

/**
 * Forgot password (docs/product.md#sign-in-pages, docs/product.md#sign-in); `?email=` (from sign-in step 2)
 * presets the address.
 */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const given = searchParams.get('email')?.trim() ?? '';
  // An address that is not valid cannot be sent: it is offered for editing instead of as a preset.
  const preset = isValidEmail(given) ? given : null;
  const [typed, setTyped] = useState(given);
  const email = preset ?? typed.trim();
  const request = useRequestPasswordReset();
  const resultId = useId();
  const emailError = useSingleInputError(request.error, 'email', EMAIL_ID);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email);
  };

  if (request.isSuccess) {
    return (
      <AuthCard title="Controlla la posta." resultId={resultId}>
        <SuccessAlert id={resultId}>{request.data}</SuccessAlert>
        <Link to={paths.signIn.href()} className="btn btn-outline-primary w-100">
          Torna all’accesso
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Hai dimenticato la password?">
      <Form noValidate onSubmit={submit}>
        <ErrorAlert error={request.error} />
        {preset ? (
          <>
            <p>{HINT}</p>
            <EmailSummary email={preset}>
              <Link to={paths.signIn.href()} className="btn btn-link btn-sm flex-shrink-0">
                Modifica email
              </Link>
            </EmailSummary>
          </>
        ) : (
          <EmailField id={EMAIL_ID} value={typed} onChange={setTyped} hint={HINT} error={emailError} />
        )}
        <SubmitButton
          disabled={!isValidEmail(email)}
          loading={request.isPending}
          reason={EMAIL_NOT_VALID_YET}
        >
          Reimposta password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
