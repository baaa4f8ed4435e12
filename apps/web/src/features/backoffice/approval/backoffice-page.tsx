import type { PendingReports } from '@verificauto/shared/contracts/backoffice';
import { formatCount } from '@verificauto/shared/domain/format';
import { AreaAccessError } from '../../../components/ui/area-access';
import { LoadMore } from '../../../components/ui/load-more';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminNav } from '../components/admin-nav';
import { AreaLoading } from '../components/area-loading';
import { usePendingReports } from './api/get-pending-reports';
import { PendingReportCard } from './components/pending-report-card';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/modal.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice.scss';

/** "57", or "oltre 200" where the server stopped counting (decision 071). */
const waitingCount = ({ count, at_least }: PendingReports['waiting']) =>
  at_least ? `oltre ${formatCount(count)}` : formatCount(count);

/** /backoffice: the reports the workshops have sent, awaiting approval, oldest first, a page at a time. */
export function BackofficePage() {
  const queue = usePendingReports();
  // A failed further page keeps the reports already shown; only a failed first page is an access error.
  if (queue.error && !queue.data) return <AreaAccessError error={queue.error} />;
  const reports = queue.data?.pages.flatMap((page) => page.reports) ?? [];
  const waiting = queue.data?.pages[0]?.waiting;

  return (
    <div className="container py-5 backoffice">
      <PageTitle>Back office</PageTitle>
      <h1 className="mb-3">Back office</h1>
      <AdminNav />
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="h4 mb-3">
          Report in attesa di approvazione
          {waiting && <span className="text-body-secondary fw-normal"> ({waitingCount(waiting)})</span>}
        </h2>
        {!queue.data ? (
          <AreaLoading />
        ) : reports.length === 0 && !queue.hasNextPage ? (
          <p className="backoffice-empty">Nessun report in attesa di approvazione.</p>
        ) : (
          <>
            <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
              {reports.map((report) => (
                <li key={report.uuid} className="col">
                  <PendingReportCard report={report} />
                </li>
              ))}
            </ul>
            <div className="mt-3">
              <LoadMore list={queue} label="Carica altri" onScroll />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
