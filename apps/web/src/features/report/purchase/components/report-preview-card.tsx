import type { InspectionPreview } from '@verificauto/shared/contracts/report';
import { CHECKS_COUNT } from '@verificauto/shared/domain/checks-count';
import { formatDate, formatKm, formatScore } from '@verificauto/shared/domain/format';
import { vehicleName } from '@verificauto/shared/domain/vehicle-name';
import { REPORT_MAIN_IMAGE_SIZES } from '@verificauto/shared/prerender/image-preload';
import { Link } from '../../../../components/ui/link';
import { VehicleImage } from '../../../../components/ui/vehicle-image';
import { paths } from '../../../../config/paths';
import { PreviewFindings } from './preview-findings';
import './report-preview-card.scss';

/**
 * The report preview (docs/product.md#report-page): prepared date, brand and model, main image (placeholder
 * if missing), year, odometer; and what informs the purchase without giving the report away: the
 * inspection's date, the workshop, the number of checks, the overall score and a link to the example report
 * (docs/decisions/054-report-preview-and-early-links.md).
 */
export function ReportPreviewCard({ preview }: { preview: InspectionPreview }) {
  const name = vehicleName(preview);
  const facts = [
    { label: 'Anno', value: preview.year === null ? null : String(preview.year) },
    { label: 'Chilometraggio', value: preview.odometer === null ? null : formatKm(preview.odometer) },
    { label: 'Ispezione del', value: preview.inspected_at ? formatDate(preview.inspected_at) : null },
    {
      label: 'Report redatto il',
      value: preview.verdict_datecompleted ? formatDate(preview.verdict_datecompleted) : null,
    },
    { label: 'Officina', value: `${preview.workshop.name}, ${preview.workshop.city}`, wide: true },
    { label: 'Lista di controllo', value: `${CHECKS_COUNT} voci` },
    {
      label: 'Punteggio complessivo',
      value: preview.score_overall === null ? null : `${formatScore(preview.score_overall, 2)} su 5`,
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
        <dl className="preview-facts mb-3">
          {facts.map((fact) => (
            <div key={fact.label} className={fact.wide ? 'preview-fact-wide' : undefined}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <PreviewFindings counts={preview.severity_counts} />
        <p className="mb-0 small">
          Valutazioni, foto e costi di riparazione voce per voce sono nel report completo.{' '}
          <Link to={paths.exampleReport.href('good')}>Guarda un report di esempio</Link>
        </p>
      </div>
    </section>
  );
}
