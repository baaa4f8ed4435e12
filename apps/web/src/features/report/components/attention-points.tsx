import type { Report } from '@verificauto/shared/contracts/report';
import { SEVERITIES, SEVERITY_HINTS, severityCountsText } from '@verificauto/shared/domain/severity';
import {
  type AttentionPoint,
  attentionCounts,
  attentionPoints,
  formatEuros,
  repairTotals,
} from '../repair-costs';
import { ReportSection } from './report-section';
import { SeverityBadge } from './severity-badge';
import '../../../styles/parts/tables.scss';
import './attention-points.scss';

function PointRow({ point }: { point: AttentionPoint }) {
  return (
    <tr>
      <th scope="row">
        <span className="attention-label">{point.label}</span>
        <span className="attention-category">{point.category}</span>
      </th>
      {point.min === null || point.max === null ? (
        <td colSpan={2} className="text-end attention-unestimated">
          Costo non stimato
        </td>
      ) : (
        <>
          <td className="text-end">{formatEuros(point.min)}</td>
          <td className="text-end">{formatEuros(point.max)}</td>
        </>
      )}
    </tr>
  );
}

/**
 * The product rules (docs/product.md#report-page): items with both repair estimates, min and max each, the
 * totals and what they mean for the price; with the items rated 1–2, grouped by severity, most serious first
 * (docs/decisions/053-severity-of-findings.md). The technician's notes stay in the full report: here the list
 * must be quick to scan.
 */
export function AttentionPoints({ report }: { report: Report }) {
  const points = attentionPoints(report);
  const totals = repairTotals(points);
  const costed = points.some((point) => point.min !== null);

  return (
    <ReportSection id="punti-di-attenzione" title="Punti di attenzione">
      {points.length === 0 ? (
        <p className="attention-none">
          Nessun punto di attenzione: il tecnico non ha stimato costi di riparazione.
        </p>
      ) : (
        <>
          <p className="attention-summary">
            <strong>Problemi rilevati:</strong> {severityCountsText(attentionCounts(points))}.
          </p>
          <div className="table-responsive attention-table-wrap">
            <table className="table attention-table">
              <caption className="visually-hidden">
                Punti di attenzione per gravità, con i costi di riparazione stimati
              </caption>
              <thead>
                <tr>
                  <th scope="col">Voce</th>
                  <th scope="col" className="text-end">
                    Minimo
                  </th>
                  <th scope="col" className="text-end">
                    Massimo
                  </th>
                </tr>
              </thead>
              {SEVERITIES.map((severity) => {
                const group = points.filter((point) => point.severity === severity);
                if (group.length === 0) return null;
                return (
                  <tbody key={severity} className="attention-group">
                    <tr>
                      <th scope="rowgroup" colSpan={3} className="attention-group-heading">
                        <SeverityBadge severity={severity} />
                        <span className="attention-group-hint">{SEVERITY_HINTS[severity]}</span>
                      </th>
                    </tr>
                    {group.map((point) => (
                      <PointRow key={point.key} point={point} />
                    ))}
                  </tbody>
                );
              })}
              {costed && (
                <tfoot>
                  <tr>
                    <th scope="row">Totale</th>
                    <td className="text-end">{formatEuros(totals.min)}</td>
                    <td className="text-end">{formatEuros(totals.max)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
          {costed && (
            <p className="negotiation-note">
              <strong>Per la trattativa:</strong> le riparazioni stimate costano tra{' '}
              <strong>{formatEuros(totals.min)}</strong> e <strong>{formatEuros(totals.max)}</strong>. È una
              base concreta per chiedere una riduzione del prezzo richiesto.
            </p>
          )}
        </>
      )}
    </ReportSection>
  );
}
