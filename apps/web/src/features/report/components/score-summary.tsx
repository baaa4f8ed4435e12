import type { Report } from '@verificauto/shared/contracts/report';
import { SCORED_CATEGORIES } from '@verificauto/shared/domain/checklist';
import { countOf } from '@verificauto/shared/domain/plural';
import { RatingBar } from '../../../components/ui/rating-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { attentionCounts, attentionPoints } from '../repair-costs';
import { ReportSection } from './report-section';
import { SeverityIcon } from './severity-badge';
import './score-summary.scss';

const OVERALL_LABEL = 'Valutazione complessiva';

/**
 * A safety problem beside the score, so that a good average cannot hide it; the score itself stays the spec's
 * average (docs/decisions/053-severity-of-findings.md).
 */
function SafetyFlag({ report }: { report: Report }) {
  const { safety } = attentionCounts(attentionPoints(report));
  if (safety === 0) return null;
  return (
    <p className="safety-flag">
      <SeverityIcon severity="safety" />
      <span>
        <strong>{countOf(safety, 'problema', 'problemi')} di sicurezza</strong>, da riparare prima di guidare,
        qualunque sia il punteggio. <a href="#punti-di-attenzione">Vedi i punti di attenzione</a>
      </span>
    </p>
  );
}

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
              <SafetyFlag report={report} />
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
