import { type FormEvent, useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useParams } from 'react-router';
import { Link, useNavigate } from '../../components/ui/link';
import { useServerFieldErrors } from '../../components/ui/use-server-field-errors';
import { paths } from '../../config/paths';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { ErrorAlert, SuccessAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { SubmitButton } from './components/submit-button';
import { NEW_PASSWORD_INPUTS, newPasswordInputId, useNewPassword } from './hooks/use-new-password';

/** Long enough to read the confirmation before the sign-in page opens. */
export const SIGN_IN_DELAY_MS = 2000;

/**
 * Reset password (docs/product.md#sign-in-pages, docs/product.md#sign-in): the link of the e-mail carries the
 * user id and the reset token.
 */
export function ResetPasswordPage() {
  const { userId = '', resetToken = '' } = useParams();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const reset = useResetPassword();
  const serverErrors = useServerFieldErrors(reset.error, NEW_PASSWORD_INPUTS, newPasswordInputId);
  const resultId = useId();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.signIn.href(), { replace: true }), SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({
      userId,
      resetToken,
      password: newPassword.password,
      passwordConfirm: newPassword.confirm,
    });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password modificata" resultId={resultId}>
        <SuccessAlert id={resultId}>
          {reset.data} Tra pochi secondi si apre la pagina di accesso.
        </SuccessAlert>
        <Link to={paths.signIn.href()} replace className="btn btn-primary w-100">
          Vai all’accesso
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Configura nuova password">
      <Form noValidate onSubmit={submit}>
        <ErrorAlert error={reset.error} />
        <NewPasswordFields state={newPassword} passwordLabel="Nuova password" errors={serverErrors} />
        <SubmitButton disabled={!newPassword.ready} loading={reset.isPending} reason={newPassword.reason}>
          Imposta password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
