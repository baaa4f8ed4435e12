import { AreaAccessError } from '../../../components/ui/area-access';
import { LoadMore } from '../../../components/ui/load-more';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminNav } from '../components/admin-nav';
import { AreaLoading } from '../components/area-loading';
import { useAuditLog } from './api/get-audit-log';
import { AuditEntryItem } from './components/audit-entry';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/modal.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice.scss';

/** /backoffice/registro: every back-office action, newest first; it cannot be edited. */
export function AuditLogPage() {
  const log = useAuditLog();
  // A failed further page keeps the entries already shown; only a failed first page is an access error.
  if (log.error && !log.data) return <AreaAccessError error={log.error} />;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="container py-5 backoffice">
      <PageTitle>Registro delle attività</PageTitle>
      <h1 className="mb-3">Registro delle attività</h1>
      <AdminNav />
      <p className="lead text-body-secondary mb-4">
        Chi ha fatto cosa nel back office, dal più recente. Le voci non si possono modificare.
      </p>
      {!log.data ? (
        <AreaLoading />
      ) : entries.length === 0 ? (
        <p className="backoffice-empty">Il registro è vuoto.</p>
      ) : (
        <>
          <ol className="audit-log list-unstyled" aria-label="Voci del registro">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          <LoadMore list={log} label="Carica altri" />
        </>
      )}
    </div>
  );
}
