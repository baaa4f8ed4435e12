import type { LookupResponse } from '@verificauto/shared/contracts/auth';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { Navigate } from '../../components/ui/link';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuth } from '../../lib/auth-context';
import { AuthCard } from './components/auth-card';
import { SuccessAlert } from './components/form-alert';
import { RegisterStep } from './components/register-step';
import { SignInEmailStep } from './components/sign-in-email-step';
import { SignInPasswordStep } from './components/sign-in-password-step';
import { redirectTarget } from './redirect-target';

type Step =
  | { name: 'email'; email: string }
  | { name: 'password'; user: LookupResponse }
  | { name: 'register'; email: string }
  | { name: 'registered'; email: string; message: string };

const TITLES: Record<Step['name'], string> = {
  email: 'Accedi',
  password: 'Accedi',
  register: 'Crea un account',
  registered: 'Controlla la posta.',
};

/**
 * Sign-in (docs/product.md#sign-in-pages, docs/product.md#accounts): e-mail, then password; an unknown e-mail
 * can create an account (path A). Once signed in — now or already — the user goes to the `redirect` target or
 * to their area (/profile, or /officina and /backoffice for technicians and the back office).
 */
export function SignInPage() {
  const { signedIn, role, checked } = useAuth();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'email', email: '' });
  const resultId = useId();

  if (!checked) return <PageLoading />;
  if (signedIn) return <Navigate to={redirectTarget(searchParams.get('redirect'), role)} replace />;

  const editEmail = (email: string) => setStep({ name: 'email', email });

  return (
    <AuthCard title={TITLES[step.name]} resultId={step.name === 'registered' ? resultId : undefined}>
      {step.name === 'email' && (
        <SignInEmailStep
          defaultEmail={step.email}
          onFound={(user) => setStep({ name: 'password', user })}
          onCreateAccount={(email) => setStep({ name: 'register', email })}
        />
      )}
      {step.name === 'password' && (
        <SignInPasswordStep user={step.user} onEditEmail={() => editEmail(step.user.email)} />
      )}
      {step.name === 'register' && (
        <RegisterStep
          email={step.email}
          onEditEmail={() => editEmail(step.email)}
          onRegistered={(message) => setStep({ name: 'registered', email: step.email, message })}
        />
      )}
      {step.name === 'registered' && (
        <>
          <SuccessAlert id={resultId}>{step.message}</SuccessAlert>
          <Button variant="outline-primary" className="w-100" onClick={() => editEmail(step.email)}>
            Torna all’accesso
          </Button>
        </>
      )}
    </AuthCard>
  );
}
