import type {
  BackofficePurchase,
  BackofficeUserDetail,
  PurchaseRefunded,
} from '@verificauto/shared/contracts/backoffice';
import { refundEligibility } from '@verificauto/shared/domain/refund-eligibility';
import type { Db, Queryable } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  type AdminPurchaseRow,
  findAdminPurchase,
  findAdminUser,
  purchasesOfUser,
} from './user-purchases.repository';
import { toUser } from './users-admin.service';

/** The payments feature's refund, wired in by app.ts (a feature does not import another one). */
export interface PurchaseRefunds {
  /**
   * Gives the money back (Stripe when paid there), ends access, issues the credit note; 409 if not allowed.
   * onRefunded runs in the transaction that records the refund, only when this call recorded it.
   */
  refund(
    purchaseId: string,
    onRefunded: (tx: Queryable) => Promise<void>,
  ): Promise<'refunded' | 'already_refunded' | 'not_found'>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The same rule and inputs as the payments feature's refundPurchase: a report on sale is delivered. */
export function eligibilityOf(row: AdminPurchaseRow, now: Date) {
  return refundEligibility(
    {
      // An unpaid purchase is refused on its status before the date is read.
      paidAt: row.paid_at ?? row.created_at,
      status: row.status,
      reportAccessedAt: row.report_accessed_at,
      withdrawalWaivedAt: row.withdrawal_waived_at,
      reportDelivered: true,
    },
    now,
  );
}

function toPurchase(row: AdminPurchaseRow, now: Date): BackofficePurchase {
  const { refundable, reason } = eligibilityOf(row, now);
  return {
    id: row.id,
    order_number: row.order_number,
    status: row.status,
    provider: row.provider,
    report: { inspection_uuid: row.inspection_id, report_number: row.report_number, vehicle: row.vehicle },
    amount_cents: row.amount_cents,
    created_at: row.created_at.toISOString(),
    paid_at: iso(row.paid_at),
    access_until: iso(row.access_until),
    report_accessed_at: iso(row.report_accessed_at),
    refunded_at: iso(row.refunded_at),
    credit_note: row.credit_note,
    withdrawn_at: iso(row.withdrawn_at),
    refund: { refundable, reason },
  };
}

const purchaseState = (row: AdminPurchaseRow) => ({
  status: row.status,
  access_until: iso(row.access_until),
  refunded_at: iso(row.refunded_at),
  credit_note: row.credit_note,
});

const purchaseNotFound = () => new AppError(404, 'purchase_not_found', 'Acquisto non trovato.');

export async function userDetail(db: Queryable, id: string, now = new Date()): Promise<BackofficeUserDetail> {
  const user = isUuid(id) ? await findAdminUser(db, id.toLowerCase()) : undefined;
  if (!user) throw new AppError(404, 'not_found', 'Utente non trovato.');
  const purchases = await purchasesOfUser(db, user);
  return { user: toUser(user), purchases: purchases.map((row) => toPurchase(row, now)) };
}

const alreadyRefunded = () =>
  new AppError(409, 'already_refunded', 'Questo acquisto è già stato rimborsato.');

/**
 * The payments feature's refund, where a refusal because a concurrent refund got there first (the
 * purchase read after our check is already refunded) is that refund's answer, not a refusal.
 */
async function refundOnce(
  deps: { db: Db; refunds: PurchaseRefunds },
  purchaseId: string,
  onRefunded: Parameters<PurchaseRefunds['refund']>[1],
): ReturnType<PurchaseRefunds['refund']> {
  try {
    return await deps.refunds.refund(purchaseId, onRefunded);
  } catch (error) {
    const now =
      error instanceof AppError && error.code === 'not_refundable'
        ? await findAdminPurchase(deps.db, purchaseId)
        : undefined;
    if (now?.status === 'refunded') throw alreadyRefunded();
    throw error;
  }
}

/**
 * The back office's refund: checked here first so that the answer names the reason, then done by the
 * payments feature, which calls Stripe outside any transaction and then records the refund in one: the
 * audit row is appended in that transaction, so the refund and its record commit together, and of two
 * concurrent refunds only the one that recorded it is audited (the other answers 409).
 */
export async function refundByBackoffice(
  deps: { db: Db; refunds: PurchaseRefunds },
  actor: SessionUser,
  purchaseId: string,
  reason: string,
): Promise<PurchaseRefunded> {
  const { db } = deps;
  const before = isUuid(purchaseId) ? await findAdminPurchase(db, purchaseId.toLowerCase()) : undefined;
  if (!before) throw purchaseNotFound();
  if (before.status === 'refunded') throw alreadyRefunded();
  const eligibility = eligibilityOf(before, new Date());
  if (!eligibility.refundable) throw new AppError(409, 'not_refundable', eligibility.reason);
  // Read in the refund's transaction, for the audit row and the answer alike.
  const recorded: { after?: AdminPurchaseRow } = {};
  const outcome = await refundOnce(deps, before.id, async (tx) => {
    const after = await findAdminPurchase(tx, before.id);
    if (!after) throw purchaseNotFound();
    recorded.after = after;
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'purchase.refunded',
      entity: 'purchase',
      entityId: before.id,
      before: purchaseState(before),
      after: purchaseState(after),
      details: {
        reason,
        order_number: before.order_number,
        buyer_email: before.buyer_email,
        amount_cents: before.amount_cents,
        provider: before.provider,
        grounds: eligibility.grounds,
      },
    });
  });
  if (outcome !== 'refunded' || !recorded.after) throw alreadyRefunded();
  return { purchase: toPurchase(recorded.after, new Date()) };
}
