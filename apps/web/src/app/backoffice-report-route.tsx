import { useParams } from 'react-router';
import { AreaAccessError } from '../components/ui/area-access';
import { usePendingReport } from '../features/backoffice/approval/api/get-pending-report';
import { ApprovalPanel } from '../features/backoffice/approval/components/approval-panel';
import { useReport } from '../features/report/api/get-report';
import { ReportLoading } from '../features/report/components/report-loading';
import { ReportView } from '../features/report/components/report-view';

/**
 * /backoffice/report/{uuid}: the report exactly as the buyer will see it, under the back
 * office's approval panel. Whether it awaits approval (GET /api/backoffice/reports/{uuid}) decides who may
 * enter (401 sign in, 403 refusal); the back office may read any report, approved or not.
 */
export function BackofficeReportRoute() {
  const { uuid = '' } = useParams();
  const review = usePendingReport(uuid);
  const report = useReport(uuid);

  const error = review.error ?? report.error;
  if (error) return <AreaAccessError error={error} />;
  if (!review.data || !report.data) return <ReportLoading />;

  const inspection = report.data;
  return (
    <>
      <ApprovalPanel
        uuid={uuid}
        reportNumber={inspection.report.report_number}
        pending={review.data.pending ?? undefined}
        approved={inspection.report.backoffice_state === 'approved'}
        onDecided={() => report.refetch()}
      />
      <ReportView inspection={inspection} />
    </>
  );
}
