import type { Queryable } from '../db/db';

/** One back-office action: who did what to which record, the record before and after. */
export interface AuditEntryInput {
  /** The user who acted; null for the system. */
  actorId: string | null;
  /** `<entity>.<verb>`, e.g. 'report.approved', 'user.blocked'. */
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** Anything else worth keeping: a reason, a note. */
  details?: Record<string, unknown>;
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends to the audit log (append-only: a trigger refuses UPDATE and DELETE, migration 012). Call it with
 * the transaction of the action, so that the action and its record commit or fail together.
 */
export async function appendAudit(tx: Queryable, entry: AuditEntryInput): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, details)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb)`,
    [
      entry.actorId,
      entry.action,
      entry.entity,
      entry.entityId,
      asJson(entry.before),
      asJson(entry.after),
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
