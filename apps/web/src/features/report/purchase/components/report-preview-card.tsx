import type { ReportPreview } from '@verificauto/shared/contracts/report';
import { formatDate, formatKm } from '@verificauto/shared/domain/format';
import { vehicleName } from '@verificauto/shared/domain/vehicle-name';
import { REPORT_MAIN_IMAGE_SIZES } from '@verificauto/shared/prerender/image-preload';
import { VehicleImage } from '../../../../components/ui/vehicle-image';
import { PreviewFindings } from './preview-findings';
import './report-preview-card.scss';

/**
 * The report preview (docs/product.md#report-page): prepared date, brand and model, main image (placeholder
 * if missing), year, odometer.
 */
export function ReportPreviewCard({ preview }: { preview: ReportPreview }) {
  const name = vehicleName(preview);
  const facts = [
    { label: 'Anno', value: preview.year === null ? null : String(preview.year) },
    { label: 'Chilometraggio', value: preview.odometer === null ? null : formatKm(preview.odometer) },
    {
      label: 'Report redatto il',
      value: preview.verdict_datecompleted ? formatDate(preview.verdict_datecompleted) : null,
    },
  ].filter((fact) => fact.value !== null);

  return (
    <section className="card card-soft overflow-hidden" aria-labelledby="report-preview-title">
      <VehicleImage
        src={preview.main_image?.src ?? null}
        srcSet={preview.main_image?.srcSet}
        sizes={REPORT_MAIN_IMAGE_SIZES}
        alt={preview.main_image?.alt ?? ''}
        eager
      />
      <div className="card-body p-4">
        <p className="report-eyebrow mb-1">Anteprima del report</p>
        <h2 id="report-preview-title" className="h3 mb-3">
          {name}
        </h2>
        <dl className="preview-facts mb-0">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <PreviewFindings counts={preview.severity_counts} />
      </div>
    </section>
  );
}
