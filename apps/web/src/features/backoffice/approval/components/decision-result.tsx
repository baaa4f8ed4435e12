import type { ReportApproved } from '@verificauto/shared/contracts/backoffice';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { useEffect, useRef } from 'react';
import { Link } from '../../../../components/ui/link';
import { paths } from '../../../../config/paths';

export type Decision =
  | ({ kind: 'approved' } & ReportApproved)
  | { kind: 'returned' }
  | { kind: 'correction_requested' };

/** What the back office has just decided; it takes the focus, since the buttons it replaces are gone. */
export function DecisionResult({ decision, reportNumber }: { decision: Decision; reportNumber: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} tabIndex={-1} className="alert alert-success mb-0" role="status">
      {decision.kind === 'approved' ? (
        <>
          <p className="fw-semibold mb-1">
            Report n. {reportNumber} approvato e pubblicato il {formatDateTime(decision.approved_at)}.
          </p>
          <p className="mb-1">Il venditore riceverà l’email con il link al report.</p>
          <p className="mb-2">
            Impronta del sigillo: <code className="fingerprint">{decision.fingerprint}</code>
          </p>
        </>
      ) : decision.kind === 'returned' ? (
        <p className="fw-semibold mb-2">
          Report n. {reportNumber} rimandato all’officina: il tecnico troverà la tua nota riaprendolo.
        </p>
      ) : (
        <p className="fw-semibold mb-2">
          Correzione del report n. {reportNumber} richiesta all’officina: la versione pubblicata resta online
          finché non approvi la correzione.
        </p>
      )}
      <Link to={paths.backoffice.href()} className="alert-link">
        Torna ai report in attesa
      </Link>
    </div>
  );
}
