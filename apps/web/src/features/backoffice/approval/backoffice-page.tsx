import { AreaAccessError } from '../../../components/ui/area-access';
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

/** /backoffice: the reports the workshops have sent, awaiting approval, oldest first. */
export function BackofficePage() {
  const queue = usePendingReports();
  if (queue.error) return <AreaAccessError error={queue.error} />;

  return (
    <div className="container py-5 backoffice">
      <PageTitle>Back office</PageTitle>
      <h1 className="mb-3">Back office</h1>
      <AdminNav />
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="h4 mb-3">
          Report in attesa di approvazione
          {queue.data && (
            <span className="text-body-secondary fw-normal"> ({queue.data.reports.length})</span>
          )}
        </h2>
        {!queue.data ? (
          <AreaLoading />
        ) : queue.data.reports.length === 0 ? (
          <p className="backoffice-empty">Nessun report in attesa di approvazione.</p>
        ) : (
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
            {queue.data.reports.map((report) => (
              <li key={report.uuid} className="col">
                <PendingReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
