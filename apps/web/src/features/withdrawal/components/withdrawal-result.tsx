import type { WithdrawalContract, WithdrawalRecorded } from '@verificauto/shared/contracts/withdrawal';
import { WITHDRAWAL_REFUND_DAYS } from '@verificauto/shared/domain/business';
import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { useEffect, useRef } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { ContractFacts } from './contract-facts';

/** After 'Conferma il recesso': when it was recorded, where the confirmation went, what happens next. */
export function WithdrawalResult({
  withdrawal,
  recorded,
}: {
  withdrawal: WithdrawalContract;
  recorded: WithdrawalRecorded;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="container container-narrow py-5 withdrawal-page">
      <PageTitle>Recesso registrato</PageTitle>
      <h1 ref={headingRef} tabIndex={-1} className="mb-3">
        Recesso registrato
      </h1>
      <p className="lead">Abbiamo registrato il tuo recesso il {formatDateTime(recorded.withdrawn_at)}.</p>
      <p>
        Ti abbiamo inviato la conferma per email a <strong>{recorded.email}</strong>.{' '}
        {withdrawal.contract.kind === 'purchase'
          ? 'L’accesso al report è terminato.'
          : 'L’appuntamento è annullato.'}
      </p>
      {withdrawal.amount_cents > 0 && (
        <p>
          Ti rimborsiamo {formatEuroCents(withdrawal.amount_cents)} sulla stessa carta usata per pagare, senza
          alcun costo, entro {WITHDRAWAL_REFUND_DAYS} giorni; riceverai per email la nota di credito.
        </p>
      )}
      <ContractFacts withdrawal={withdrawal} />
    </div>
  );
}
