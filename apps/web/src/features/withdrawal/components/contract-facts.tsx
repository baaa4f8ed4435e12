import type { WithdrawalContract } from '@verificauto/shared/contracts/withdrawal';
import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';

/** What the contract is, in words: the report bought, or the inspection booked. */
export function contractTitle({ contract }: WithdrawalContract): string {
  if (contract.kind === 'purchase') {
    return `Accesso online al report n. ${contract.report_number}${contract.vehicle ? ` del veicolo ${contract.vehicle}` : ''}`;
  }
  return `Ispezione dell’auto targata ${contract.plate} presso ${contract.workshop.name}, ${contract.workshop.city}, il ${formatDateTime(contract.booked_at)}`;
}

/** The contract the withdrawal is about: what, order, date, amount paid. */
export function ContractFacts({ withdrawal }: { withdrawal: WithdrawalContract }) {
  return (
    <dl className="withdrawal-facts mb-4">
      <dt>Contratto</dt>
      <dd>{contractTitle(withdrawal)}</dd>
      {withdrawal.order_number && (
        <>
          <dt>Ordine</dt>
          <dd>{withdrawal.order_number}</dd>
        </>
      )}
      <dt>{withdrawal.contract.kind === 'purchase' ? 'Acquistato il' : 'Prenotata il'}</dt>
      <dd>{formatDateTime(withdrawal.made_at)}</dd>
      <dt>Importo pagato</dt>
      <dd>{formatEuroCents(withdrawal.amount_cents)}</dd>
    </dl>
  );
}
