import type {
  WithdrawableContractFacts,
  WithdrawalContract,
  WithdrawalState,
} from '@verificauto/shared/contracts/withdrawal';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { checkWithdrawal, withdrawalLastDay } from '@verificauto/shared/domain/refund-eligibility';
import type { BookingContractRow, PurchaseContractRow } from './withdrawal.repository';

/** A contract as its withdrawal function shows it, and the words of its withdrawal statement. */
export interface ContractView extends WithdrawalContract {
  /** "accesso online al report n. 1042 del veicolo Fiat Panda 2019, ordine VA-1001 del 3/12/2026 alle 10:15" */
  description: string;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const unavailable = (reason: string): WithdrawalState => ({ status: 'unavailable', reason });

function purchaseState(row: PurchaseContractRow, now: Date): WithdrawalState {
  if (row.withdrawn_at) return { status: 'withdrawn', withdrawn_at: row.withdrawn_at.toISOString() };
  if (row.status === 'refunded') return unavailable('L’acquisto è già stato rimborsato.');
  if (row.status !== 'paid' || !row.paid_at) return unavailable('L’acquisto non risulta pagato.');
  const check = checkWithdrawal(
    {
      paidAt: row.paid_at,
      withdrawalWaivedAt: row.withdrawal_waived_at,
      reportAccessedAt: row.report_accessed_at,
    },
    now,
  );
  if (!check.applies) return unavailable(sentence(check.text));
  return { status: 'available', last_day: withdrawalLastDay(row.paid_at) };
}

export function purchaseContract(row: PurchaseContractRow, now: Date): ContractView {
  const madeAt = row.paid_at ?? row.created_at;
  const contract: WithdrawableContractFacts = {
    kind: 'purchase',
    report_number: row.report_number,
    vehicle: row.vehicle,
  };
  return {
    contract,
    order_number: row.order_number,
    made_at: madeAt.toISOString(),
    amount_cents: row.amount_cents,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.buyer_email ?? '',
    state: purchaseState(row, now),
    description: `accesso online al report n. ${row.report_number}${row.vehicle ? ` del veicolo ${row.vehicle}` : ''}, ordine ${row.order_number} del ${formatDateTime(madeAt)}`,
  };
}

/**
 * A booking's right lasts for the withdrawal period and ends once the inspection is performed (Codice del
 * Consumo art. 59 c.1 lett. a): from the car's check-in, or the report's existence for an inspection
 * reported before check-ins were recorded (decision 056).
 */
function bookingState(row: BookingContractRow, bookedOn: Date, now: Date): WithdrawalState {
  if (row.withdrawn_at) return { status: 'withdrawn', withdrawn_at: row.withdrawn_at.toISOString() };
  if (row.status === 'cancelled') return unavailable('La prenotazione è già stata annullata.');
  if (row.status === 'awaiting_payment') {
    return unavailable('La prenotazione non è confermata: la quota di prenotazione non risulta pagata.');
  }
  if (row.performed || row.status === 'done') {
    return unavailable(
      'L’ispezione è già stata eseguita: il diritto di recesso termina con l’esecuzione del servizio.',
    );
  }
  if (row.status === 'no_show') {
    return unavailable(`L’appuntamento del ${formatDateTime(row.booked_at)} risulta mancato.`);
  }
  const check = checkWithdrawal({ paidAt: bookedOn, withdrawalWaivedAt: null, reportAccessedAt: null }, now);
  if (!check.applies) return unavailable(sentence(check.text));
  return { status: 'available', last_day: withdrawalLastDay(bookedOn) };
}

export function bookingContract(row: BookingContractRow, now: Date): ContractView {
  const paid = row.fee_status === 'paid' || row.fee_status === 'refunded';
  const madeAt = (paid && row.fee_paid_at) || row.created_at;
  const orderNumber = paid ? row.order_number : null;
  return {
    contract: {
      kind: 'booking',
      workshop: { name: row.workshop_name, city: row.workshop_city },
      booked_at: row.booked_at.toISOString(),
      plate: row.plate,
    },
    order_number: orderNumber,
    made_at: madeAt.toISOString(),
    amount_cents: paid ? (row.fee_cents ?? 0) : 0,
    name: row.name,
    email: row.email,
    // The period runs from the booking, as the Regolamento and the booking's e-mails say (decision 056).
    state: bookingState(row, row.created_at, now),
    description: `ispezione dell’auto targata ${row.plate} presso ${row.workshop_name}, ${row.workshop_city}, il ${formatDateTime(row.booked_at)}, ${orderNumber ? `ordine ${orderNumber}` : 'prenotazione'} del ${formatDateTime(madeAt)}`,
  };
}
