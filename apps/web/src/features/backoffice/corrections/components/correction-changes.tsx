import type { ReportChange } from '@verificauto/shared/contracts/backoffice-changes';
import { useReportChanges } from '../api/get-report-changes';

const EMPTY = '—';

function ChangeRow({ change }: { change: ReportChange }) {
  return (
    <tr>
      <th scope="row">{change.label}</th>
      <td>{change.before ?? EMPTY}</td>
      <td>{change.after ?? EMPTY}</td>
    </tr>
  );
}

/**
 * What the correction awaiting approval changes in the published version N: the page below shows version
 * N, so without this list the back office would approve without seeing what the workshop changed.
 */
export function CorrectionChanges({ uuid, version }: { uuid: string; version: number }) {
  const changes = useReportChanges(uuid);
  const title = `Modifiche rispetto alla versione ${version}`;
  return (
    <section className="correction-changes mt-3" aria-label={title} aria-busy={changes.isPending}>
      <h3 className="h6 mb-2">{title}</h3>
      {changes.isPending ? (
        <p className="mb-0 text-body-secondary">Caricamento delle modifiche…</p>
      ) : changes.isError ? (
        <div className="alert alert-danger mb-0" role="alert">
          Non è stato possibile caricare le modifiche: {changes.error.message}
        </div>
      ) : changes.data.changes.length === 0 ? (
        <p className="mb-0">Nessuna modifica rispetto alla versione pubblicata.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0 bg-white">
            <thead>
              <tr>
                <th scope="col">Cosa</th>
                <th scope="col">Prima</th>
                <th scope="col">Dopo</th>
              </tr>
            </thead>
            <tbody>
              {changes.data.changes.map((change) => (
                <ChangeRow key={`${change.section}:${change.field}`} change={change} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
