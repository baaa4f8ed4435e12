import type { PendingReportSummary } from '@verificauto/shared/contracts/backoffice';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { Link } from '../../../../components/ui/link';
import { paths } from '../../../../config/paths';
import { carName } from '../car-name';

/** One report of the approval queue: what it is, who wrote it and when, and the way in to review it. */
export function PendingReportCard({ report }: { report: PendingReportSummary }) {
  const titleId = `pending-${report.uuid}`;
  return (
    <article className="card h-100 pending-report" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <p className="pending-report-number mb-1">Report n. {report.report_number}</p>
        <h3 id={titleId} className="h5 mb-3">
          {carName(report)}
        </h3>
        <dl className="pending-report-facts mb-3">
          <dt>Targa</dt>
          <dd className="text-uppercase">{report.car_license_plate}</dd>
          <dt>Officina</dt>
          <dd>
            {report.workshop.name}, {report.workshop.city}
          </dd>
          <dt>Tecnico</dt>
          <dd>{report.technician_name ?? 'Non indicato'}</dd>
          <dt>Inviato il</dt>
          <dd>{formatDateTime(report.submitted_at)}</dd>
        </dl>
        {report.correction_reason !== null && (
          <div className="pending-report-correction mb-3">
            <p className="fw-semibold mb-0">
              Correzione della versione {report.version}: {report.correction_reason}
            </p>
          </div>
        )}
        {report.previously_returned_note && (
          <div className="pending-report-returned mb-3">
            <p className="fw-semibold mb-1">Già rimandato all’officina con la nota:</p>
            <p className="mb-0">{report.previously_returned_note}</p>
          </div>
        )}
        <Link
          to={paths.backofficeReport.href(report.uuid)}
          className="btn btn-primary mt-auto align-self-start"
        >
          Esamina<span className="visually-hidden"> il report n. {report.report_number}</span>
        </Link>
      </div>
    </article>
  );
}
