import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { PageTitle } from '../../../components/ui/page-title';
import { GalleryProvider } from '../gallery/gallery-context';
import { vehicleTitle } from '../vehicle-details';
import { AttentionPoints } from './attention-points';
import { BackToTop } from './back-to-top';
import { CategoryReport } from './category-report';
import { ExampleBanner } from './example-banner';
import { PhotoSection } from './photo-section';
import { ReportDisclaimer } from './report-disclaimer';
import { ReportHeader } from './report-header';
import { ScoreSummary } from './score-summary';
import { VehicleDetailsSection } from './vehicle-details-section';

export const REPORT_TITLE_ID = 'report-title';

interface ReportViewProps {
  inspection: InspectionReport;
  /** Example mode: a banner instead of the report number and copy link (docs/product.md#report-page). */
  example?: boolean;
}

/** The full report, in the order of docs/product.md#report-page. */
export function ReportView({ inspection, example = false }: ReportViewProps) {
  const { report } = inspection;
  return (
    <GalleryProvider>
      <article className="report container pt-4 pt-lg-5 pb-6" aria-labelledby={REPORT_TITLE_ID}>
        <PageTitle>{`${example ? 'Report di esempio' : 'Report'} ${vehicleTitle(report)}`}</PageTitle>
        {example && <ExampleBanner />}
        <ReportHeader inspection={inspection} titleId={REPORT_TITLE_ID} example={example} />
        <ScoreSummary report={report} />
        <AttentionPoints report={report} />
        <VehicleDetailsSection report={report} />
        <PhotoSection report={report} />
        <CategoryReport report={report} />
        <BackToTop targetId={REPORT_TITLE_ID} />
        <ReportDisclaimer />
      </article>
    </GalleryProvider>
  );
}
