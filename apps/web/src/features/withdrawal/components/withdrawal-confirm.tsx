import type { WithdrawalContract, WithdrawalRequest } from '@verificauto/shared/contracts/withdrawal';
import { WITHDRAWAL_REFUND_DAYS } from '@verificauto/shared/domain/business';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PendingLabel, PendingStatus } from '../../../components/ui/pending-label';
import { ApiError } from '../../../lib/api-client';
import { contractTitle } from './contract-facts';

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

interface WithdrawalConfirmProps {
  withdrawal: WithdrawalContract;
  values: WithdrawalRequest;
  pending: boolean;
  error: Error | null;
  onConfirm(): void;
  onBack(): void;
}

/** Step 2: the summary of the withdrawal, confirmed with a separate 'Conferma il recesso' (docs/product.md#legal-withdrawal). */
export function WithdrawalConfirm({
  withdrawal,
  values,
  pending,
  error,
  onConfirm,
  onBack,
}: WithdrawalConfirmProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // This step is a navigation (its address has ?passo=conferma), after which the layout focuses the page's h1
  // (use-focus-on-navigation.ts); the step's own heading takes the focus a frame later.
  useEffect(() => {
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  return (
    <section aria-labelledby="withdrawal-confirm-title">
      <h2 id="withdrawal-confirm-title" ref={headingRef} tabIndex={-1} className="h4">
        Conferma il recesso
      </h2>
      <p>
        {values.name.trim()} recede dal contratto di {lowerFirst(contractTitle(withdrawal))}
        {withdrawal.order_number ? `, ordine ${withdrawal.order_number}` : ''}.
      </p>
      <p>
        La conferma arriverà a <strong>{values.email.trim()}</strong>.{' '}
        {withdrawal.contract.kind === 'purchase'
          ? 'L’accesso al report termina subito.'
          : 'L’appuntamento sarà annullato subito.'}{' '}
        {withdrawal.amount_cents > 0 &&
          `Ti rimborsiamo l’importo pagato sulla stessa carta, senza costi, entro ${WITHDRAWAL_REFUND_DAYS} giorni.`}
      </p>
      {error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {error instanceof ApiError ? error.message : UNEXPECTED}
        </Alert>
      )}
      <div className="d-flex flex-column flex-sm-row gap-2">
        <Button variant="danger" size="lg" disabled={pending} onClick={onConfirm}>
          <PendingLabel pending={pending}>Conferma il recesso</PendingLabel>
        </Button>
        <Button variant="outline-secondary" size="lg" disabled={pending} onClick={onBack}>
          Indietro
        </Button>
      </div>
      <PendingStatus pending={pending} />
    </section>
  );
}
