import type { Queryable } from '../../../db/db';

export interface AuditRow {
  id: number;
  created_at: Date;
  actor_email: string | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * Newest first by id (the order entries were written in; created_at is the transaction's start time and can
 * disagree between concurrent actions), a page before the id `before`.
 */
export const listAuditEntries = (
  db: Queryable,
  filter: { entity?: string; entityId?: string; before?: number },
) =>
  db.query<AuditRow>(
    `SELECT a.id, a.created_at, u.email AS actor_email, u.name AS actor_name, a.action, a.entity, a.entity_id,
            a.before, a.after
       FROM audit_log a
       LEFT JOIN users u ON u.id = a.actor_id
      WHERE ($1::text IS NULL OR a.entity = $1)
        AND ($2::text IS NULL OR a.entity_id = $2)
        AND ($3::bigint IS NULL OR a.id < $3)
      ORDER BY a.id DESC
      LIMIT ${AUDIT_PAGE_SIZE}`,
    [filter.entity ?? null, filter.entityId ?? null, filter.before ?? null],
  );
