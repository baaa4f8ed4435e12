import { type Queryable, queryOne } from '../../db/db';

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: string;
  password_hash: string | null;
  blocked_at: Date | null;
  closed_at: Date | null;
}

const ACCOUNT = 'id, email, name, phone, role, password_hash, blocked_at, closed_at';

export const findAccount = (db: Queryable, userId: string) =>
  queryOne<AccountRow>(db, `SELECT ${ACCOUNT} FROM users WHERE id = $1`, [userId]);

/** The account row locked until the transaction ends: two closings of one account run one after the other. */
export const lockAccount = (db: Queryable, userId: string) =>
  queryOne<AccountRow>(db, `SELECT ${ACCOUNT} FROM users WHERE id = $1 FOR UPDATE`, [userId]);

export const updateNameAndPhone = (db: Queryable, userId: string, name: string, phone: string | null) =>
  queryOne<AccountRow>(
    db,
    `UPDATE users SET name = $2, phone = $3, updated_at = now() WHERE id = $1 AND closed_at IS NULL
     RETURNING ${ACCOUNT}`,
    [userId, name, phone],
  );

type Rows = Record<string, unknown>[];

/**
 * Every record that names the user, by table (the data export of "I miei dati"). Secrets stay out:
 * the password hash, session ids, link and token hashes, the invoices' XML and the attachments' bytes.
 */
export async function readPersonalData(db: Queryable, userId: string, email: string) {
  const list = (sql: string, params: readonly unknown[] = [userId]) =>
    db.query<Record<string, unknown>>(sql, params);
  const users = await list(
    `SELECT id, email, name, phone, confirmed, role, account_type, company_name, vat_number, tax_code, country,
            birth_date, marketing_consent, blocked_at, blocked_reason, last_sign_in_at, created_at, updated_at
       FROM users WHERE id = $1`,
  );
  const purchases = await list(
    `SELECT id, order_number, kind, report_id, inspection_id, status, list_price_cents, discount_code, discount_cents,
            amount_cents, currency, payment_method, provider, provider_ref, buyer_email, billing, consents,
            regulation_version, marketing_consent, checkout_ip, checkout_user_agent, card_country, paid_at,
            access_until, withdrawal_waived_at, report_accessed_at, refunded_at, created_at, updated_at
       FROM purchases p
      -- Neither a purchase paid with this address that waits for its owner's confirmation
      -- (docs/decisions/049-guest-purchases-and-existing-accounts.md), nor the fee of a booking not yet
      -- confirmed as theirs (decision 045): what those browsers typed is not the account's.
      WHERE (buyer_id = $1 OR (lower(buyer_email) = lower($2) AND claim_token_hash IS NULL))
        AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.id = p.inspection_id AND i.claim_token_hash IS NOT NULL)
      ORDER BY created_at, id`,
    [userId, email],
  );
  const purchaseIds = purchases.map((row) => row.id);
  const mails = await list(
    `SELECT id, to_address, subject, template, status, text, created_at, sent_at
       FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at, id`,
    [email],
  );
  const inspections = await list(
    `SELECT i.id, w.name AS workshop_name, i.car_license_plate, i.booked_at, i.status, i.scheduling_source,
            i.fee_cents, i.notes, i.regulation_version, r.report_number, i.created_at, i.updated_at,
            -- What was typed at booking; of a booking not yet confirmed as theirs, that is someone else's.
            CASE WHEN i.claim_token_hash IS NULL THEN i.contact_name END AS contact_name,
            CASE WHEN i.claim_token_hash IS NULL THEN i.contact_email END AS contact_email,
            CASE WHEN i.claim_token_hash IS NULL THEN i.contact_phone END AS contact_phone
       FROM inspections i JOIN workshops w ON w.id = i.workshop_id LEFT JOIN reports r ON r.inspection_id = i.id
      WHERE i.seller_id = $1 ORDER BY i.created_at, i.id`,
  );
  return {
    users,
    sessions: await list(
      `SELECT created_at, last_seen_at, expires_at, absolute_expires_at, ip, user_agent
         FROM sessions WHERE user_id = $1 ORDER BY created_at`,
    ),
    user_tokens: await list(
      'SELECT purpose, created_at, expires_at, used_at FROM user_tokens WHERE user_id = $1 ORDER BY created_at',
    ),
    inspections,
    calendly_intents: await list(
      `SELECT id, workshop_id, car_license_plate, created_at, expires_at FROM calendly_intents
        WHERE signed_in_user_id = $1 ORDER BY created_at`,
    ),
    inspection_mails: await list(
      `SELECT m.inspection_id, m.kind, m.booked_at, m.queued_at
         FROM inspection_mails m JOIN inspections i ON i.id = m.inspection_id
        WHERE i.seller_id = $1 ORDER BY m.queued_at`,
    ),
    purchases,
    invoices: await list(
      `SELECT id, purchase_id, kind, label, year, number, issued_at, customer, country, vat_rate_bp, net_cents,
              vat_cents, gross_cents, emailed_at, reverses_invoice_id
         FROM invoices WHERE purchase_id = ANY($1::uuid[]) ORDER BY issued_at, id`,
      [purchaseIds],
    ),
    withdrawals: await list(
      `SELECT contract_kind, purchase_id, inspection_id, name, email, statement, ip, user_agent, created_at
         FROM withdrawals
        WHERE purchase_id = ANY($1::uuid[]) OR inspection_id IN (SELECT id FROM inspections WHERE seller_id = $2)
        ORDER BY created_at, id`,
      [purchaseIds, userId],
    ),
    regulation_versions: await list(
      `SELECT id, version_date FROM regulation_versions
        WHERE id IN (SELECT regulation_version FROM purchases WHERE id = ANY($1::uuid[])
                     UNION SELECT regulation_version FROM inspections WHERE seller_id = $2)
        ORDER BY version_date`,
      [purchaseIds, userId],
    ),
    mail_outbox: mails,
    mail_attachments: await list(
      `SELECT mail_id, position, filename, content_type, octet_length(content) AS size
         FROM mail_attachments WHERE mail_id = ANY($1::uuid[]) ORDER BY mail_id, position`,
      [mails.map((row) => row.id)],
    ),
    audit_log: await list(
      `SELECT id, action, entity, entity_id, actor_id = $1 AS by_you, before, after, details, created_at
         FROM audit_log
        WHERE actor_id = $1 OR (entity = 'user' AND entity_id = $1::text)
           OR (entity = 'purchase' AND entity_id = ANY($2::text[]))
        ORDER BY created_at, id`,
      [userId, purchaseIds],
    ),
    // A workshop technician's or the back office's own work on reports.
    reports: await list(
      'SELECT id, inspection_id, report_number, submitted_at FROM reports WHERE technician_id = $1 ORDER BY id',
    ),
    report_drafts: await list(
      `SELECT inspection_id, state, submitted_at, submitted_by = $1 AS submitted_by_you, updated_at,
              updated_by = $1 AS updated_by_you
         FROM report_drafts WHERE submitted_by = $1 OR updated_by = $1 ORDER BY inspection_id`,
    ),
    draft_photos: await list(
      'SELECT inspection_id, photo_id, created_at FROM draft_photos WHERE uploaded_by = $1 ORDER BY created_at',
    ),
    report_versions: await list(
      'SELECT report_id, version, sealed_at, reason FROM report_versions WHERE approved_by = $1 ORDER BY sealed_at',
    ),
  } satisfies Record<string, Rows>;
}

/** A seller's appointment still to come: closing waits until it is cancelled or done. */
export const findComingInspection = (db: Queryable, userId: string) =>
  queryOne<{ booked_at: Date }>(
    db,
    `SELECT booked_at FROM inspections
      WHERE seller_id = $1 AND status IN ('booked', 'awaiting_payment') AND booked_at > now()
      ORDER BY booked_at LIMIT 1`,
    [userId],
  );

/**
 * Erases or anonymises what names the user (decision 042). Kept: the invoices and credit notes as issued
 * (art. 2220 c.c.), and the orders they belong to without the contact data; the inspections and their
 * reports, which describe a car and now point at an anonymous account; a blocked account's e-mail as its
 * block-list entry. Call it in a transaction, with the account locked.
 */
export async function erasePersonalData(
  db: Queryable,
  account: Pick<AccountRow, 'id' | 'email'>,
): Promise<void> {
  const { id, email } = account;
  await db.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  await db.query('DELETE FROM user_tokens WHERE user_id = $1', [id]);
  // The e-mails sent to them, with their not yet delivered ones' jobs, which would find nothing to send.
  const mails = await db.query<{ id: string }>(
    'DELETE FROM mail_outbox WHERE lower(to_address) = lower($1) RETURNING id',
    [email],
  );
  await db.query(
    `DELETE FROM jobs WHERE name = 'mail.send' AND status = 'pending' AND payload ->> 'outboxId' = ANY($1::text[])`,
    [mails.map((row) => row.id)],
  );
  // Orders stay as accounting records; a report's access ends now.
  await db.query(
    `UPDATE purchases
        SET buyer_email = NULL, billing = NULL, checkout_ip = NULL, checkout_user_agent = NULL,
            marketing_consent = false,
            access_until = CASE WHEN va_access_active(access_until) THEN now() ELSE access_until END, updated_at = now()
      WHERE buyer_id = $1 OR lower(buyer_email) = lower($2)`,
    [id, email],
  );
  // What was typed at booking (decision 045): the name and phone go, the address as the account's does.
  await db.query(
    `UPDATE inspections SET notes = NULL, contact_name = '', contact_email = '', contact_phone = NULL
      WHERE seller_id = $1`,
    [id],
  );
  await db.query('DELETE FROM calendly_intents WHERE signed_in_user_id = $1', [id]);
  await db.query(
    'DELETE FROM booking_manage_links WHERE inspection_id IN (SELECT id FROM inspections WHERE seller_id = $1)',
    [id],
  );
  // The row stays, since orders, inspections and the audit log point at it; a blocked account keeps its
  // e-mail (no new account, docs/product.md#roles), any other gets an address that can receive nothing.
  await db.query(
    `UPDATE users
        SET email = CASE WHEN blocked_at IS NULL THEN id::text || '@account-chiuso.invalid' ELSE email END,
            name = '', phone = NULL, password_hash = NULL, confirmed = false, company_name = NULL,
            vat_number = NULL, tax_code = NULL, birth_date = NULL, marketing_consent = false, blocked_reason = NULL,
            last_sign_in_at = NULL, inactivity_warned_at = NULL, closed_at = now(), updated_at = now()
      WHERE id = $1`,
    [id],
  );
}
