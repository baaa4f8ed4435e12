import type { ReportPreview } from '@verificauto/shared/contracts/report';
import { SEVERITIES, SEVERITY_LABELS, severityCountsText } from '@verificauto/shared/domain/severity';
import { SeverityIcon } from '../../components/severity-badge';
import './preview-findings.scss';

/**
 * How many problems of each severity the technician found, without saying which: enough to judge whether to
 * buy the report (docs/decisions/053-severity-of-findings.md).
 */
export function PreviewFindings({ counts }: { counts: ReportPreview['severity_counts'] }) {
  return (
    <div className="preview-findings">
      <h3 className="preview-findings-title">Problemi rilevati</h3>
      <p className="mb-2">{severityCountsText(counts)}.</p>
      <ul className="preview-severities" aria-label="Problemi per gravità">
        {SEVERITIES.map((severity) => (
          <li key={severity} className={`severity-badge severity-${severity}`}>
            <SeverityIcon severity={severity} />
            {SEVERITY_LABELS[severity]}: {counts[severity]}
          </li>
        ))}
      </ul>
    </div>
  );
}
