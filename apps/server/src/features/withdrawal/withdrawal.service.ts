import type {
  WithdrawalContract,
  WithdrawalRecorded,
  WithdrawalRequest,
} from '@verificauto/shared/contracts/withdrawal';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../../lib/mail/mail-queue';
import type { WithdrawableContract, WithdrawalLinks } from '../../lib/withdrawal-link';
import {
  findBookingContract,
  findPurchaseContract,
  findWithdrawalEmail,
  insertWithdrawal,
  lockContract,
} from './withdrawal.repository';
import { bookingContract, type ContractView, purchaseContract } from './withdrawal-contract';
import { type WithdrawalSite, withdrawalReceivedEmail, withdrawalStatement } from './withdrawal-emails';

/** What a withdrawal does in other features, in its transaction (wired in by app.ts, decision 056). */
export interface WithdrawalPorts {
  /** Payments: the purchase's access ends at once and its refund is queued. */
  withdrawPurchase(tx: Queryable, purchaseId: string, withdrawnAt: Date): Promise<void>;
  /** Booking: the inspection is cancelled, its slot freed, the seller sent the cancellation. */
  cancelBooking(tx: Queryable, inspectionId: string, now: Date): Promise<void>;
  /** Payments: the booking's fee, when paid, is refunded by its refund job. */
  refundBookingFee(tx: Queryable, inspectionId: string): Promise<void>;
}

export interface WithdrawalDeps {
  db: Db;
  links: Pick<WithdrawalLinks, 'verify'>;
  site: WithdrawalSite;
  ports: WithdrawalPorts;
}

const linkNotFound = () =>
  new AppError(
    404,
    'withdrawal_link_not_found',
    'Link non valido: controlla di aver copiato l’indirizzo completo dall’email di conferma dell’ordine.',
  );

function contractOf(deps: WithdrawalDeps, token: string): WithdrawableContract {
  const contract = deps.links.verify(token);
  if (!contract) throw linkNotFound();
  return contract;
}

async function readContract(db: Queryable, contract: WithdrawableContract, now: Date): Promise<ContractView> {
  const view =
    contract.kind === 'purchase'
      ? await findPurchaseContract(db, contract.uuid).then((row) => row && purchaseContract(row, now))
      : await findBookingContract(db, contract.uuid).then((row) => row && bookingContract(row, now));
  if (!view) throw linkNotFound();
  return view;
}

/** GET /api/withdrawals/{token}: the contract, the name and e-mail of its order, and the state of the right. */
export async function readWithdrawalContract(
  deps: WithdrawalDeps,
  token: string,
  now = new Date(),
): Promise<WithdrawalContract> {
  const { description: _, ...contract } = await readContract(deps.db, contractOf(deps, token), now);
  return contract;
}

/**
 * POST /api/withdrawals/{token}: in one transaction, the withdrawal is recorded, the access ended or the
 * booking cancelled, the refund queued and the acknowledgment queued. The contract's row is locked first, so
 * that of concurrent requests one records it and the others, reading after it, give the same answer.
 */
export async function withdraw(
  deps: WithdrawalDeps,
  token: string,
  request: WithdrawalRequest,
  client: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<WithdrawalRecorded> {
  const contract = contractOf(deps, token);
  const name = request.name.trim();
  const email = request.email.trim();
  return deps.db.transaction(async (tx) => {
    await lockContract(tx, contract.kind, contract.uuid);
    const view = await readContract(tx, contract, now);
    const { state } = view;
    if (state.status === 'withdrawn') {
      const recordedEmail = await findWithdrawalEmail(tx, contract.kind, contract.uuid);
      return { withdrawn_at: state.withdrawn_at, email: recordedEmail ?? email };
    }
    if (state.status === 'unavailable') throw new AppError(409, 'withdrawal_unavailable', state.reason);
    const statement = withdrawalStatement(name, view);
    const withdrawnAt = await insertWithdrawal(tx, {
      kind: contract.kind,
      contractId: contract.uuid,
      name,
      email,
      statement,
      ...client,
    });
    if (contract.kind === 'purchase') {
      await deps.ports.withdrawPurchase(tx, contract.uuid, withdrawnAt);
    } else {
      await deps.ports.cancelBooking(tx, contract.uuid, now);
      await deps.ports.refundBookingFee(tx, contract.uuid);
    }
    await enqueueMail(tx, withdrawalReceivedEmail({ name, email, statement, withdrawnAt }, view, deps.site));
    return { withdrawn_at: withdrawnAt.toISOString(), email };
  });
}
