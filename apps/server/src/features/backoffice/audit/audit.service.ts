import type { AuditLog } from '@verificauto/shared/contracts/backoffice';
import type { Queryable } from '../../../db/db';
import { listAuditEntries } from './audit.repository';

export async function readAuditLog(
  db: Queryable,
  query: { entity?: string; entity_id?: string; before?: number },
): Promise<AuditLog> {
  const rows = await listAuditEntries(db, {
    entity: query.entity,
    entityId: query.entity_id,
    before: query.before,
  });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      actor: row.actor_email === null ? null : { email: row.actor_email, name: row.actor_name ?? '' },
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id ?? '',
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
