import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminDiscountCode,
  type AdminDiscountCodeList,
  type AdminListQuery,
  type DiscountCodeValues,
} from '@verificauto/shared/contracts/backoffice-admin';
import { normaliseDiscountCode } from '@verificauto/shared/domain/discount';
import type { Db, Queryable } from '../../../db/db';
import { AppError, invalidInput, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  type DiscountCodeRow,
  findDiscountCodeById,
  insertDiscountCode,
  type LockedDiscountCodeRow,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes-admin.repository';

const CODE_NOT_FOUND = 'Codice sconto non trovato.';
const codeExists = () => new AppError(409, 'discount_code_exists', 'Questo codice esiste già.');

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

const toAdminCode = (row: DiscountCodeRow): AdminDiscountCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
  percent_off: row.percent_off,
  amount_off_cents: row.amount_off_cents,
  max_redemptions: row.max_redemptions,
  once_per_user: row.once_per_user,
  redemptions: row.redemptions,
  active: row.active,
  valid_from: iso(row.valid_from),
  valid_until: iso(row.valid_until),
  created_at: new Date(row.created_at).toISOString(),
});

/** A page of codes, newest first. */
export async function listAdminDiscountCodes(
  db: Queryable,
  query: AdminListQuery,
): Promise<AdminDiscountCodeList> {
  return { codes: (await listDiscountCodes(db, query.before, ADMIN_LIST_PAGE_SIZE)).map(toAdminCode) };
}

async function readLocked(tx: Queryable, id: string): Promise<LockedDiscountCodeRow> {
  const row = await findDiscountCodeById(tx, id);
  if (!row) throw notFound(CODE_NOT_FOUND);
  return row;
}

export async function createDiscountCode(
  db: Db,
  actor: SessionUser,
  input: DiscountCodeValues,
): Promise<AdminDiscountCode> {
  return db.transaction(async (tx) => {
    const inserted = await insertDiscountCode(tx, input);
    if (!inserted) throw codeExists();
    const created = toAdminCode(await readLocked(tx, inserted.id));
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'discount_code.created',
      entity: 'discount_code',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Description, validity, limits and the active switch can always change. The code and its amount are what
 * buyers were told and what their invoices say: once a purchase carries the code they stay (409), and the
 * back office deactivates it and makes a new one instead. Codes are never deleted.
 */
export async function editDiscountCode(
  db: Db,
  actor: SessionUser,
  id: string,
  input: DiscountCodeValues,
): Promise<AdminDiscountCode> {
  if (!isUuid(id)) throw notFound(CODE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await readLocked(tx, id);
    const used = row.redemptions > 0 || row.in_purchases;
    const changesTerms =
      normaliseDiscountCode(row.code) !== input.code ||
      row.percent_off !== input.percent_off ||
      row.amount_off_cents !== input.amount_off_cents;
    if (used && changesTerms) {
      throw new AppError(
        409,
        'discount_code_used',
        'Questo codice è già stato usato: il codice e lo sconto non si possono più cambiare. Disattivalo e creane uno nuovo.',
      );
    }
    if (input.max_redemptions !== null && input.max_redemptions < row.redemptions) {
      throw invalidInput({
        max_redemptions: `Il codice è già stato usato ${row.redemptions} volte: il limite non può essere più basso.`,
      });
    }
    if (!(await updateDiscountCode(tx, id, input))) throw codeExists();
    const before = toAdminCode(row);
    const after = toAdminCode(await readLocked(tx, id));
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'discount_code.updated',
      entity: 'discount_code',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
