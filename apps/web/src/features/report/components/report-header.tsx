import type { InspectionReport } from '@verificauto/shared/contracts/report';
import { formatDate } from '@verificauto/shared/domain/format';
import { REPORT_MAIN_IMAGE_SIZES } from '@verificauto/shared/prerender/image-preload';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { VehicleImage } from '../../../components/ui/vehicle-image';
import { paths } from '../../../config/paths';
import { vehicleTitle } from '../vehicle-details';
import { ReportFreshness } from './report-freshness';
import { ReportSeal } from './report-seal';
import { ReportVerdict } from './report-verdict';
import './report-header.scss';

interface ReportHeaderProps {
  inspection: InspectionReport;
  titleId: string;
  example: boolean;
}

/**
 * Report number, date and copy link (not for examples); title, freshness, the seal of an approved report,
 * main image and verdict.
 */
export function ReportHeader({ inspection, titleId, example }: ReportHeaderProps) {
  const { report } = inspection;
  const title = vehicleTitle(report);
  return (
    <header className="report-header">
      <div className="report-meta">
        {!example && <span className="report-number">Report n. {report.report_number}</span>}
        {report.verdict_datecompleted && <span>Redatto il {formatDate(report.verdict_datecompleted)}</span>}
        {!example && (
          <CopyLinkButton
            url={`${window.location.origin}${paths.report.href(inspection.uuid)}`}
            className="ms-sm-auto"
          />
        )}
      </div>
      <h1 id={titleId} tabIndex={-1} className="report-title">
        {title}
      </h1>
      <ReportFreshness inspection={inspection} />
      {report.seal && <ReportSeal seal={report.seal} versions={report.versions} />}
      <div className="row g-4 mt-1">
        <div className="col-lg-7">
          <VehicleImage
            src={report.main_image?.src ?? null}
            srcSet={report.main_image?.srcSet}
            sizes={REPORT_MAIN_IMAGE_SIZES}
            alt={report.main_image?.alt ?? ''}
            className="report-main-image"
            eager
          />
        </div>
        <div className="col-lg-5">
          <ReportVerdict verdict={report.verdict_overall} />
        </div>
      </div>
    </header>
  );
}
