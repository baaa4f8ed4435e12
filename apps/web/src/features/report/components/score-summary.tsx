import type { Report } from '@verificauto/shared/contracts/report';
import { SCORED_CATEGORIES } from '@verificauto/shared/domain/checklist';
import { RatingBar } from '../../../components/ui/rating-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { ReportSection } from './report-section';
import './score-summary.scss';

const OVERALL_LABEL = 'Valutazione complessiva';

/**
 * The product rules (docs/product.md#report-page, docs/product.md#presentation): the five category scores as
 * 5-segment bars and the overall 0.0–5.0 gauge (175px).
 */
export function ScoreSummary({ report }: { report: Report }) {
  return (
    <ReportSection id="valutazione" title="Valutazione">
      <div className="card card-soft">
        <div className="card-body p-4">
          <div className="row g-4 align-items-center">
            <div className="col-md-4 text-center">
              <ScoreGauge value={report.score_overall} label={OVERALL_LABEL} width={175} />
              {/* The gauge's own name already says it to screen readers. */}
              <p className="score-caption" aria-hidden="true">
                {OVERALL_LABEL}
              </p>
            </div>
            <ul className="col-md-8 score-bars">
              {SCORED_CATEGORIES.map((category) => (
                <li key={category.key}>
                  <RatingBar label={category.label} value={report[category.scoreField]} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </ReportSection>
  );
}
