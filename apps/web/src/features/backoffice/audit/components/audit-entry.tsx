import type { AuditEntry } from '@verificauto/shared/contracts/backoffice';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { actionLabel, entityLabel } from '../audit-labels';

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

/** One line of the audit log: when, who, what on which thing; the before/after on request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const hasChanges = entry.before !== null || entry.after !== null;
  return (
    <li className="audit-entry">
      <div className="audit-entry-head">
        <time dateTime={entry.at} className="audit-entry-time">
          {formatDateTime(entry.at)}
        </time>
        <span className="audit-entry-action">{actionLabel(entry.action)}</span>
      </div>
      <dl className="audit-entry-facts mb-0">
        <dt>Chi</dt>
        <dd>{entry.actor ? `${entry.actor.name || entry.actor.email} (${entry.actor.email})` : 'Sistema'}</dd>
        <dt>Su</dt>
        <dd>{entityLabel(entry.entity, entry.entity_id)}</dd>
      </dl>
      {hasChanges && (
        <details className="audit-entry-changes">
          <summary>Prima e dopo</summary>
          <div className="audit-entry-diff">
            <div>
              <p className="fw-semibold mb-1">Prima</p>
              <pre>{entry.before === null ? '—' : asJson(entry.before)}</pre>
            </div>
            <div>
              <p className="fw-semibold mb-1">Dopo</p>
              <pre>{entry.after === null ? '—' : asJson(entry.after)}</pre>
            </div>
          </div>
        </details>
      )}
    </li>
  );
}
