import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ui/error-message';
import { useNavigate } from '../../components/ui/link';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useReportAnswer } from './api/get-report';
import { ReportLoading } from './components/report-loading';
import { ReportNotFound } from './components/report-not-found';
import { REPORT_TITLE_ID, ReportView } from './components/report-view';
import { useRecordReportAccepted } from './purchase/api/record-report-accepted';
import { LiabilityModal } from './purchase/components/liability-modal';
import { PurchaseView } from './purchase/components/purchase-view';
import { reportPageState } from './report-page-state';
import { vehicleTitle } from './vehicle-details';

/**
 * /report/{uuid} (docs/product.md#report-page): loading, guest, signed in without access, or the declaration
 * then the report.
 */
export function ReportPage() {
  const { uuid = '' } = useParams();
  const state = reportPageState(useReportAnswer(uuid));

  switch (state.kind) {
    case 'loading':
      return <ReportLoading />;
    case 'report':
      return <AcceptedReport inspection={state.inspection} />;
    case 'not-found':
      return <ReportNotFound />;
    case 'purchase':
      return <PurchaseView guest={state.guest} offer={state.offer} message={state.message} />;
    case 'error':
      return <ErrorMessage title="Report non disponibile" text={state.message} reload />;
  }
}

/** The report shows only once the liability declaration is accepted; 'Chiudi' abandons it for the home. */
function AcceptedReport({ inspection }: { inspection: InspectionReport }) {
  const [accepted, setAccepted] = useState(false);
  const navigate = useNavigate();
  const title = vehicleTitle(inspection.report);
  const recordAccepted = useRecordReportAccepted();
  const recorded = useRef(false);

  const accept = () => {
    setAccepted(true);
    // A buyer's first access is recorded once; a failure must not keep them from reading (no await).
    if (inspection.access.role === 'buyer' && !recorded.current) {
      recorded.current = true;
      recordAccepted.mutate(inspection.uuid);
    }
  };

  return (
    <>
      {accepted ? (
        <ReportView inspection={inspection} />
      ) : (
        <div className="container py-5 report-loading">
          <PageTitle>{`Report ${title}`}</PageTitle>
          <h1>{title}</h1>
          <p className="lead">Per visualizzare il report accetta la dichiarazione di responsabilità.</p>
        </div>
      )}
      <LiabilityModal
        show={!accepted}
        onAccept={accept}
        onClose={() => navigate(paths.home.href())}
        onExited={() => document.getElementById(REPORT_TITLE_ID)?.focus()}
      />
    </>
  );
}
