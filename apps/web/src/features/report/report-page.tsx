import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
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
import { reportPageState, WAIVER_TITLE_ID } from './report-page-state';
import { vehicleTitle } from './vehicle-details';

interface Declaration {
  accepted: boolean;
  onAccept(): void;
}

// Its own chunk: only a buyer who did not ask for immediate access at checkout sees it, and the shared link's
// first load has a budget (docs/performance.md). Asked for as soon as the page knows, before 'Accetto'.
const loadWaiverStep = () => import('./purchase/components/waiver-step');
const WaiverStep = lazy(() => loadWaiverStep().then((module) => ({ default: module.WaiverStep })));

/**
 * /report/{uuid} (docs/product.md#report-page): loading, guest, signed in without access, or the declaration
 * then the report — with, for a buyer who did not ask for immediate access at checkout, that request between
 * the two (docs/decisions/058-waiver-at-first-opening.md).
 */
export function ReportPage() {
  const { uuid = '' } = useParams();
  const state = reportPageState(useReportAnswer(uuid));
  // Accepted once per report while the page is open: the report fetched after the waiver opens at once.
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const declaration: Declaration = { accepted: acceptedFor === uuid, onAccept: () => setAcceptedFor(uuid) };

  switch (state.kind) {
    case 'loading':
      return <ReportLoading />;
    case 'report':
      return <AcceptedReport inspection={state.inspection} declaration={declaration} />;
    case 'waiver': {
      void loadWaiverStep();
      const vehicle = state.preview ? vehicleTitle({ ...state.preview, variant: null }) : 'di ispezione';
      return (
        <DeclarationFirst title={vehicle} focusId={WAIVER_TITLE_ID} declaration={declaration}>
          <Suspense fallback={<ReportLoading />}>
            <WaiverStep inspectionUuid={uuid} answer={state.answer} vehicle={vehicle} />
          </Suspense>
        </DeclarationFirst>
      );
    }
    case 'not-found':
      return <ReportNotFound />;
    case 'purchase':
      return <PurchaseView guest={state.guest} offer={state.offer} message={state.message} />;
    case 'error':
      return <ErrorMessage title="Report non disponibile" text={state.message} reload />;
  }
}

/** What follows the liability declaration shows only once it is accepted; 'Chiudi' abandons it for the home. */
function DeclarationFirst({
  title,
  focusId,
  declaration: { accepted, onAccept },
  children,
}: {
  title: string;
  /** The heading that takes the focus when the declaration closes. */
  focusId: string;
  declaration: Declaration;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <>
      {accepted ? (
        children
      ) : (
        <div className="container py-5 report-loading">
          <PageTitle>{`Report ${title}`}</PageTitle>
          <h1>{title}</h1>
          <p className="lead">Per visualizzare il report accetta la dichiarazione di responsabilità.</p>
        </div>
      )}
      <LiabilityModal
        show={!accepted}
        onAccept={onAccept}
        onClose={() => navigate(paths.home.href())}
        onExited={() => document.getElementById(focusId)?.focus()}
      />
    </>
  );
}

function AcceptedReport({
  inspection,
  declaration,
}: {
  inspection: InspectionReport;
  declaration: Declaration;
}) {
  const { mutate: recordAccepted } = useRecordReportAccepted();
  const recorded = useRef(false);
  // Accepted before the report came (after the waiver step): the focus leaves that step for the report.
  const acceptedBefore = useRef(declaration.accepted);

  useEffect(() => {
    if (acceptedBefore.current) document.getElementById(REPORT_TITLE_ID)?.focus();
  }, []);

  useEffect(() => {
    // A buyer's opening is recorded once; a failure must not keep them from reading (no await).
    if (declaration.accepted && inspection.access.role === 'buyer' && !recorded.current) {
      recorded.current = true;
      recordAccepted(inspection.uuid);
    }
  }, [declaration.accepted, inspection, recordAccepted]);

  return (
    <DeclarationFirst
      title={vehicleTitle(inspection.report)}
      focusId={REPORT_TITLE_ID}
      declaration={declaration}
    >
      <ReportView inspection={inspection} />
    </DeclarationFirst>
  );
}
