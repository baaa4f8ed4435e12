import {
  CATEGORY_LABELS,
  SCORED_CATEGORY_KEYS,
  type ScoredCategoryKey,
} from '@verificauto/shared/domain/categories';
import { segmentFill } from '../../../components/ui/rating-bar';
import { SegmentFill } from '../../../components/ui/segment-fill';

const VALUES: Record<ScoredCategoryKey, number> = {
  exterior: 4,
  interior: 4.5,
  engine: 4.2,
  tyres_and_suspension: 4.3,
  road_test: 4.6,
};
const SCORES = SCORED_CATEGORY_KEYS.map((key) => ({ label: CATEGORY_LABELS[key], value: VALUES[key] }));

const SEGMENTS = [0, 1, 2, 3, 4] as const;

const formatScore = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * Decorative miniature of a report for the home hero (hidden from assistive technology: the real
 * example reports are linked further down the page). Bars use the report's 5-segment scale 0-5.
 */
export function HomeReportPreview() {
  return (
    <div className="report-preview card card-soft d-none d-lg-flex ms-auto" aria-hidden="true">
      <div className="card-body p-4">
        <div className="d-flex justify-content-between align-items-start gap-3 mb-4">
          <div>
            <p className="small text-body-secondary mb-1">Esempio di report</p>
            <p className="h5 mb-0">Utilitaria 1.2 benzina · 2019</p>
          </div>
          <span className="report-preview-score">4,3</span>
        </div>
        <ul className="list-unstyled mb-4">
          {SCORES.map((score) => (
            <li key={score.label} className="mb-3">
              <div className="d-flex justify-content-between small fw-semibold mb-1">
                <span>{score.label}</span>
                <span>{formatScore(score.value)}</span>
              </div>
              <div className="report-preview-bar">
                {SEGMENTS.map((segment) => (
                  <span key={segment}>
                    <SegmentFill share={segmentFill(score.value, segment)} />
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <p className="report-preview-issue small mb-0">
          1 problema principale · riparazione stimata <strong>180 €</strong>
        </p>
      </div>
    </div>
  );
}
